import { localizePath, stripLocale, type LocaleContext } from './locale-path';
import type { Redirect } from './redirect';

/** Session cookie the platform sets; replace with lib/contract's export once it exists. */
export const SESSION_COOKIE = 'sid';

/** Query key carrying the page an anonymous visitor was sent away from (SPEC §2). */
export const REDIRECT_URL_QUERY = 'redirectUrl';

/** Path segments closed to anonymous visitors (SPEC §2, §6). */
export const GUARDED_SEGMENTS = ['bets', 'cashier', 'profile', 'responsible-game'] as const;

/** True when an unprefixed pathname has a guarded segment (/cashier/…, /profile/bets/…, /bets/…). */
export function isGuardedPath(pathname: string): boolean {
  return pathname.split('/').some((segment) => (GUARDED_SEGMENTS as readonly string[]).includes(segment.toLowerCase()));
}

const DEFAULT_CTX: LocaleContext = { locales: [], defaultLocale: '' };

/**
 * SPEC §2 anonymous guard. `url` is the requested path plus query, locale prefix included.
 * Anonymous visitors on guarded paths go home (in their locale) with redirectUrl = that url.
 */
export function guardAnonymous(url: string, isSignedIn: boolean, ctx: LocaleContext = DEFAULT_CTX): Redirect | null {
  if (isSignedIn) return null;
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const { locale, pathname: unprefixed } = stripLocale(pathname, ctx.locales);
  if (!isGuardedPath(unprefixed)) return null;
  const home = localizePath('/', locale ?? ctx.defaultLocale, ctx.defaultLocale);
  const query = new URLSearchParams({ [REDIRECT_URL_QUERY]: url.split('#')[0] ?? url });
  return { location: `${home}?${query}`, status: 307, external: false };
}

/** Signed in = the session cookie is present and non-empty (the platform checks it for real). */
export function isSignedInByCookie(read: (name: string) => string | undefined, cookieName: string = SESSION_COOKIE): boolean {
  return Boolean(read(cookieName));
}
