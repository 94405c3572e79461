import type { AnalyticsEvent, AnalyticsParams } from '@/lib/analytics';
import type { CallOutcome } from '@/lib/api/observe';
import { matchRoute, stripLocale } from '@/lib/routing';

type Tracked = { event: AnalyticsEvent; params: AnalyticsParams };

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
const amountOf = (value: unknown) => {
  const n = Number(text(value));
  return Number.isFinite(n) ? n : undefined;
};
const field = (result: unknown, key: string) => (result && typeof result === 'object' ? (result as Record<string, unknown>)[key] : undefined);

/**
 * SPEC §9 events read off the API calls the pages make (login and sign-up are tracked by the auth
 * hooks themselves): a deposit, a withdrawal, a promo code taken (or refused: the §8 error code),
 * and their failures with the error type as `code`. Other calls are not events.
 */
export function eventOfCall(outcome: CallOutcome): Tracked | null {
  const { method, params } = outcome;
  const code = outcome.ok ? undefined : outcome.error.type;
  switch (method) {
    case 'makedeposit':
      if (!outcome.ok) return { event: 'error-deposit', params: { method: text(params.method), code } };
      return {
        event: 'deposit',
        params: { method: text(params.method), value: amountOf(params.amount), currency: text(field(outcome.result, 'currency')), status: text(field(outcome.result, 'status')) },
      };
    case 'makewithdrawal':
      if (!outcome.ok) return { event: 'error-withdrawal', params: { method: text(params.method), code } };
      return { event: 'withdrawal', params: { method: text(params.method), value: amountOf(params.amount), currency: text(field(outcome.result, 'currency')) } };
    case 'campaigns/activateOffer':
      return outcome.ok ? { event: 'promo-code', params: { promo_code: text(params.promo_code) } } : { event: 'error-promo-code', params: { promo_code: text(params.promo_code), code } };
    case 'campaigns/checkPromocode':
      return outcome.ok ? null : { event: 'error-promo-code', params: { promo_code: text(params.promo_code), code } };
    default:
      return null;
  }
}

/** `game-play` when a route opens a game (SPEC §2 game-sysname), with its sysname; null elsewhere. */
export function eventOfRoute(pathname: string, locales: readonly string[]): Tracked | null {
  const route = matchRoute(stripLocale(pathname, locales).pathname);
  if (!route || route.name !== 'game-sysname') return null;
  return { event: 'game-play', params: { sysname: text(route.params.sysname) } };
}
