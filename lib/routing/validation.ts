import { matchRoute, type RouteMatch } from './match-route';
import type { ValidationRule } from './route-table';

/** Patterns behind the route validation rules (SPEC §2). */
export const ROUTE_PATTERNS: Record<ValidationRule, RegExp> = {
  numericId: /^[1-9]\d{0,17}$/,
  sysname: /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/,
  // Content page slugs: letters (any script), digits, '-' and '_', not starting with a symbol.
  slug: /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,127}$/u,
  transaction: /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/,
  category: /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
};

export const isValidSysname = (value: string) => ROUTE_PATTERNS.sysname.test(value);
export const isNumericId = (value: string) => ROUTE_PATTERNS.numericId.test(value);

export type RouteValidation =
  | { ok: true; match: RouteMatch }
  | { ok: false; status: 404; message: string; reason: 'unknown-route' | 'invalid-param' };

/** The SPEC §8 fatal message for a failed route validation. */
export const pageNotFoundMessage = (path: string) => `Page Not Found: ${path}`;

/**
 * Validate an unprefixed pathname against its route's rules. `path` (default: the pathname) is
 * what the 404 message shows, e.g. the locale-prefixed original. Unknown paths fail too.
 */
export function validateRoute(pathname: string, path: string = pathname): RouteValidation {
  const match = matchRoute(pathname);
  const fail = (reason: 'unknown-route' | 'invalid-param') => ({ ok: false, status: 404, message: pageNotFoundMessage(path), reason }) as const;
  if (!match) return fail('unknown-route');
  for (const [param, rule] of Object.entries(match.route.validate ?? {})) {
    const value = match.params[param];
    if (value === undefined || !ROUTE_PATTERNS[rule].test(value)) return fail('invalid-param');
  }
  return { ok: true, match };
}

/** Where the proxy rewrites a failed validation (under the locale): only the [slug] page or a catch-all takes it, and 404s. */
export const NOT_FOUND_REWRITE_PATH = '/_not-found';
/** Request header carrying the §8 message ('Page Not Found: {path}') to the not-found page. */
export const NOT_FOUND_HEADER = 'x-page-not-found';
