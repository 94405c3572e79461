import { describe, expect, it } from 'vitest';
import type { Api } from '@/lib/api';
import { ApiError } from '@/lib/errors';
import { depositOutcome, depositResultPath, resultPageFits } from './deposit-outcome';

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

describe('resultPageFits', () => {
  const outcomes = [
    { kind: 'success' as const },
    { kind: 'fail' as const },
    { kind: 'pending' as const },
    { kind: 'cancel' as const },
    { kind: 'mobile' as const },
    { kind: 'redirect' as const, url: 'https://pay.example/9' },
    { kind: 'new-window' as const, url: '/pay/demo/9' },
  ];

  it('shows a payment still waiting on its window or redirect on the pending page (it redirected to itself)', () => {
    expect(resultPageFits('pending', { kind: 'new-window', url: '/pay/demo/9' }, '9')).toBe(true);
    expect(resultPageFits('pending', { kind: 'redirect', url: 'https://pay.example/9' }, '9')).toBe(true);
    expect(resultPageFits('success', { kind: 'new-window', url: '/pay/demo/9' }, '9')).toBe(false);
  });

  it('never sends a page to itself: the page a misfit is sent to fits', () => {
    for (const outcome of outcomes) {
      for (const shown of ['success', 'fail', 'pending'] as const) {
        if (resultPageFits(shown, outcome, '9')) continue;
        const target = depositResultPath(outcome, '9');
        expect(target, `${shown} ${outcome.kind}`).not.toBe(`/cashier/pay${shown}/9`);
        const page = /^\/cashier\/pay(success|fail|pending)\/9$/.exec(target)?.[1] as 'success' | 'fail' | 'pending' | undefined;
        if (page) expect(resultPageFits(page, outcome, '9'), `${shown} ${outcome.kind} → ${target}`).toBe(true);
      }
    }
  });

  it("keeps a cancelled payment's fail page and each settled outcome's own page", () => {
    expect(resultPageFits('fail', { kind: 'cancel' }, '9')).toBe(true);
    expect(resultPageFits('success', { kind: 'success' }, '9')).toBe(true);
    expect(resultPageFits('fail', { kind: 'success' }, '9')).toBe(false);
  });
});
