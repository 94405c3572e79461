import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { eventOfCall, eventOfRoute } from './events';

const ok = (method: string, params: Record<string, unknown>, result: unknown = {}) => ({ method, params, ok: true as const, result });
const failed = (method: string, params: Record<string, unknown>, type: ConstructorParameters<typeof ApiError>[0]) => ({ method, params, ok: false as const, error: new ApiError(type) });

describe('SPEC §9 events from the calls', () => {
  it('a deposit and a withdrawal carry method, value and currency; failures their §8 code', () => {
    expect(eventOfCall(ok('makedeposit', { method: 'demo_card', amount: '50' }, { currency: 'USD', status: 'success' }))).toEqual({
      event: 'deposit',
      params: { method: 'demo_card', value: 50, currency: 'USD', status: 'success' },
    });
    expect(eventOfCall(failed('makedeposit', { method: 'demo_card', amount: '50' }, 'BillingDepositLimitExceededException'))).toEqual({
      event: 'error-deposit',
      params: { method: 'demo_card', code: 'BillingDepositLimitExceededException' },
    });
    expect(eventOfCall(ok('makewithdrawal', { method: 'bank', amount: 20 }, { currency: 'EUR' }))?.event).toBe('withdrawal');
    expect(eventOfCall(failed('makewithdrawal', { method: 'bank', amount: 20 }, 'KycWithdrawalException'))?.params.code).toBe('KycWithdrawalException');
  });

  it('a promo code taken or refused', () => {
    expect(eventOfCall(ok('campaigns/activateOffer', { promo_code: 'WELCOME' }))).toEqual({ event: 'promo-code', params: { promo_code: 'WELCOME' } });
    expect(eventOfCall(failed('campaigns/checkPromocode', { promo_code: 'NOPE' }, 'InvalidParameterException'))).toEqual({
      event: 'error-promo-code',
      params: { promo_code: 'NOPE', code: 'InvalidParameterException' },
    });
    expect(eventOfCall(ok('campaigns/checkPromocode', { promo_code: 'WELCOME' }))).toBeNull();
  });

  it('other calls are not events (login and sign-up are tracked by the auth hooks)', () => {
    expect(eventOfCall(ok('games/get', {}))).toBeNull();
    expect(eventOfCall(ok('login', { login: 'a', password: 'b' }))).toBeNull();
  });

  it('a game route is game-play with its sysname, in any locale', () => {
    expect(eventOfRoute('/game/mines', ['en-US', 'pt-BR'])).toEqual({ event: 'game-play', params: { sysname: 'mines' } });
    expect(eventOfRoute('/pt-BR/game/sun-temple-riches', ['en-US', 'pt-BR'])?.params.sysname).toBe('sun-temple-riches');
    expect(eventOfRoute('/gamehall', ['en-US'])).toBeNull();
  });
});
