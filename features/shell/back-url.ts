import { BACK_URL_PAY_SUCCESS_KEY, BACK_URL_QUERY, BACK_URL_SOCIAL_AUTH_KEY, safeBackUrl } from '@/lib/routing';

/** Which stored backUrl a navigation feeds: cashier paths return after a payment, others after a social sign-in. */
export function backUrlKeyFor(pathname: string): string {
  return /(^|\/)cashier(\/|$)/.test(pathname) ? BACK_URL_PAY_SUCCESS_KEY : BACK_URL_SOCIAL_AUTH_KEY;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** SPEC §2: a navigation's backUrl query is kept in local storage, if it is safe to follow later. */
export function captureBackUrl(url: URL, allowlist: readonly string[], storage: Storage): string | null {
  const value = safeBackUrl(url.searchParams.get(BACK_URL_QUERY), { siteOrigin: url.origin, allowlist });
  if (value) storage.setItem(backUrlKeyFor(url.pathname), value);
  return value;
}

/** Takes the stored backUrl for `key` (removing it), re-checked against the policy; null when none. */
export function takeBackUrl(key: string, origin: string, allowlist: readonly string[], storage: Storage): string | null {
  const stored = storage.getItem(key);
  storage.removeItem(key);
  return safeBackUrl(stored, { siteOrigin: origin, allowlist });
}
