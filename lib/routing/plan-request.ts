import { BACK_URL_QUERY, safeBackUrl, type BackUrlPolicy } from './back-url';
import { resolveCmsRedirect, type RedirectRule } from './cms-redirects';
import { fixedRedirect } from './fixed-redirects';
import { guardAnonymous } from './guards';
import { localizePath, stripLocale, type LocaleContext } from './locale-path';
import type { RouteMatch } from './match-route';
import type { Redirect } from './redirect';
import { validateRoute } from './validation';

export type RequestFacts = {
  /** As requested, locale prefix included. */
  pathname: string;
  /** '?a=1' or ''. */
  search: string;
  ctx: LocaleContext;
  /** The configured redirects of the request's locale. */
  cmsRedirects: readonly RedirectRule[];
  isSignedIn: boolean;
  backUrlPolicy?: BackUrlPolicy;
};

export type RequestPlan =
  | { kind: 'redirect'; step: 'cms' | 'fixed' | 'guard' | 'back-url'; redirect: Redirect; locale: string }
  | { kind: 'not-found'; message: string; locale: string }
  | { kind: 'next'; locale: string; match: RouteMatch | null };

/**
 * What the proxy does after locale resolution, in order: configured redirects → anonymous guard
 * → fixed redirects → unsafe backUrl removal → route validation → pass. Framework-free.
 */
export function planRequest(facts: RequestFacts): RequestPlan {
  const { pathname, search, ctx } = facts;
  const stripped = stripLocale(pathname, ctx.locales);
  const locale = stripped.locale ?? ctx.defaultLocale;
  const localize = (path: string) => (stripped.locale ? localizePath(path, stripped.locale, ctx.defaultLocale) : path);
  const redirect = (step: 'cms' | 'fixed' | 'guard' | 'back-url', r: Redirect | null) => (r ? ({ kind: 'redirect', step, redirect: r, locale }) as const : null);

  const planned =
    redirect('cms', resolveCmsRedirect({ pathname: stripped.pathname, search }, facts.cmsRedirects, localize)) ??
    // the guard before the fixed redirects: a guest is sent home with the path they asked for (/profile, not /profile/settings)
    redirect('guard', guardAnonymous(`${pathname}${search}`, facts.isSignedIn, ctx)) ??
    redirect('fixed', fixedRedirect(pathname, search, ctx)) ??
    redirect('back-url', dropUnsafeBackUrl(pathname, search, facts.backUrlPolicy));
  if (planned) return planned;

  const validation = validateRoute(stripped.pathname, pathname);
  if (!validation.ok && validation.reason === 'invalid-param') return { kind: 'not-found', message: validation.message, locale };
  return { kind: 'next', locale, match: validation.ok ? validation.match : null };
}

/** A backUrl that fails the policy is removed from the URL before any page can store it. */
function dropUnsafeBackUrl(pathname: string, search: string, policy: BackUrlPolicy = {}): Redirect | null {
  const params = new URLSearchParams(search);
  const values = params.getAll(BACK_URL_QUERY);
  if (values.length === 0) return null;
  if (values.length === 1 && safeBackUrl(values[0], policy) !== null) return null;
  params.delete(BACK_URL_QUERY);
  const rest = params.toString();
  return { location: `${pathname}${rest ? `?${rest}` : ''}`, status: 307, external: false };
}
