import { describe, expect, it } from 'vitest';
import type { Api } from '@/lib/api';
import { ApiError } from '@/lib/errors';
import { depositOutcome, depositResultPath } from './deposit-outcome';

const apiAnswering = (answer: () => unknown): Api => ({ call: async () => answer() }) as unknown as Api;

describe('depositOutcome', () => {
  it("reads the player's deposit back from the platform", async () => {
    await expect(depositOutcome(apiAnswering(() => ({ status: 'success', transaction: '7' })), '7')).resolves.toEqual({ kind: 'success', transaction: '7' });
    await expect(depositOutcome(apiAnswering(() => ({ status: 'fail', transaction: '8' })), '8')).resolves.toEqual({ kind: 'fail', transaction: '8' });
  });

  it('is null for a transaction the player does not have (unknown, not a number, another player’s)', async () => {
    const refused = apiAnswering(() => {
      throw new ApiError('InvalidParameterException', { transaction: ['not_found'] }, 422);
    });
    await expect(depositOutcome(refused, '1')).resolves.toBeNull();
    await expect(depositOutcome(refused, 'abc')).resolves.toBeNull();
  });

  it('lets any other failure through (a lapsed session, maintenance) for the page’s fatal handling', async () => {
    const lapsed = apiAnswering(() => {
      throw new ApiError('AuthorizationException', null, 401);
    });
    await expect(depositOutcome(lapsed, '1')).rejects.toMatchObject({ type: 'AuthorizationException' });
  });
});

describe('depositResultPath', () => {
  it.each([
    [{ kind: 'success' as const }, '/cashier/paysuccess/9'],
    [{ kind: 'fail' as const }, '/cashier/payfail/9'],
    [{ kind: 'pending' as const }, '/cashier/paypending/9'],
    [{ kind: 'cancel' as const }, '/cashier/paycancel'],
    [{ kind: 'redirect' as const, url: 'https://pay.example/9' }, '/cashier/paypending/9'],
    [{ kind: 'new-window' as const, url: '/pay/demo/9' }, '/cashier/paypending/9'],
  ])('%j → %s', (outcome, path) => {
    expect(depositResultPath(outcome, '9')).toBe(path);
  });
});
