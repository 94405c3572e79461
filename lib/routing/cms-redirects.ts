import type { Redirect, RedirectStatus } from './redirect';
import { hasDangerousProtocol, isInternalPath } from './safe-url';
import { fillWildcards, matchWildcard } from './wildcard';

/** SPEC §2 configured redirect (lib/cms CmsRedirect has this shape). */
export type RedirectRule = { from_url: string; to_url: string; status?: RedirectStatus };

export type RequestedUrl = { pathname: string; search?: string; hash?: string };

export const CMS_REDIRECT_DEFAULT_STATUS: RedirectStatus = 302;

// Target query first; the request's keys are added where the target has none.
function mergeSearch(target: URLSearchParams, request: string): string {
  for (const [key, value] of new URLSearchParams(request)) if (!target.has(key)) target.append(key, value);
  const out = target.toString();
  return out ? `?${out}` : '';
}

/**
 * The first configured redirect whose from_url matches the (unprefixed) pathname.
 * Internal targets go through `localize` (locale prefix); query and hash are kept; external
 * http(s) targets are full URLs. Dangerous, malformed or self-pointing targets are skipped.
 */
export function resolveCmsRedirect(
  url: RequestedUrl,
  rules: readonly RedirectRule[],
  localize: (path: string) => string = (p) => p,
): Redirect | null {
  for (const rule of rules) {
    const captures = matchWildcard(rule.from_url, url.pathname);
    if (!captures) continue;
    const target = fillWildcards(rule.to_url.trim(), captures);
    const status = rule.status ?? CMS_REDIRECT_DEFAULT_STATUS;
    const resolved = resolveTarget(target, url, localize);
    if (resolved) return { ...resolved, status };
  }
  return null;
}

function resolveTarget(target: string, url: RequestedUrl, localize: (path: string) => string) {
  if (!target || hasDangerousProtocol(target)) return null;
  if (isInternalPath(target)) {
    const parsed = new URL(target, 'http://internal.invalid');
    const search = mergeSearch(parsed.searchParams, url.search ?? '');
    const hash = parsed.hash || url.hash || '';
    const location = `${localize(parsed.pathname)}${search}${hash}`;
    const here = `${localize(url.pathname)}${url.search ?? ''}`;
    return location.split('#')[0] === here ? null : { location, external: false };
  }
  if (!/^https?:\/\/[^/?#@\\]+/i.test(target)) return null;
  try {
    const parsed = new URL(target);
    const search = mergeSearch(parsed.searchParams, url.search ?? '');
    parsed.search = search;
    if (!parsed.hash && url.hash) parsed.hash = url.hash;
    return { location: parsed.href, external: true };
  } catch {
    return null;
  }
}
