import { localizePath, stripLocale, type LocaleContext } from './locale-path';
import { matchRoute } from './match-route';
import type { Redirect } from './redirect';

/** SPEC §2 fixed redirects, by unprefixed path. */
export const FIXED_REDIRECTS: Readonly<Record<string, string>> = {
  '/profile': '/profile/settings',
  '/profile/bets': '/profile/bets/history',
  '/cashier/billing': '/cashier/deposit',
};

const trim = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
const NO_LOCALES: LocaleContext = { locales: [], defaultLocale: '' };

function to(target: string, locale: string | null, search: string, ctx: LocaleContext): Redirect {
  const path = locale ? localizePath(target, locale, ctx.defaultLocale) : target;
  return { location: `${path}${search}`, status: 308, external: false };
}

/** /profile, /profile/bets and /cashier/billing; the locale prefix and the query are kept. */
export function fixedRedirect(pathname: string, search = '', ctx: LocaleContext = NO_LOCALES): Redirect | null {
  const { locale, pathname: unprefixed } = stripLocale(pathname, ctx.locales);
  const target = FIXED_REDIRECTS[trim(unprefixed)];
  return target ? to(target, locale, search, ctx) : null;
}

/** A deposit method as the cashier lists it; `paymentMethodsUrlDisplay` picks the path part. */
export type DepositMethodRef = { sysname: string; id?: string | number };

export function depositMethodPath(method: DepositMethodRef, display: 'sysname' | 'id' = 'sysname'): string {
  return display === 'id' && method.id !== undefined ? String(method.id) : method.sysname;
}

/**
 * /cashier/deposit/{sysname} whose sysname matches no method's path → the deposit index.
 * Run where the method list is known (the cashier page); query and prefix are kept.
 */
export function depositMethodRedirect(
  pathname: string,
  methods: readonly DepositMethodRef[],
  options: { search?: string; display?: 'sysname' | 'id'; ctx?: LocaleContext } = {},
): Redirect | null {
  const ctx = options.ctx ?? NO_LOCALES;
  const { locale, pathname: unprefixed } = stripLocale(pathname, ctx.locales);
  const match = matchRoute(unprefixed);
  if (match?.name !== 'cashier-index-deposit-index-sysname') return null;
  const wanted = match.params.sysname;
  if (methods.some((m) => depositMethodPath(m, options.display) === wanted)) return null;
  return to('/cashier/deposit', locale, options.search ?? '', ctx);
}
