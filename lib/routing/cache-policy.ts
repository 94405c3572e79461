import { isGuardedPath } from './guards';

/** What a shared cache (a CDN) may keep of an anonymous page: a minute fresh, ten more minutes while it revalidates. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** Pages that differ per visitor even without a session: the framed forms answer per partner origin. */
const PER_VISITOR_PREFIXES = ['/forms/', '/api/', '/_next/'];

export type PageRequest = { method?: string; url?: string; cookie?: string | string[]; authorization?: string };

/**
 * Whether an HTML page answer may be kept by a shared cache (ARCHITECTURE "Scaling"): a GET or HEAD
 * from a visitor with no cookies at all (no session, no theme, no stored choice), for a path outside
 * the guarded areas. Crawlers and first visits are exactly these requests. The answer varies by
 * Accept-Language (unprefixed paths pick the locale from it) and by Cookie.
 */
export function isPublicPageRequest({ method = 'GET', url = '/', cookie, authorization }: PageRequest): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (authorization || (Array.isArray(cookie) ? cookie.length > 0 : Boolean(cookie))) return false;
  const pathname = url.split(/[?#]/)[0] ?? '/';
  if (PER_VISITOR_PREFIXES.some((p) => pathname.startsWith(p) || pathname.includes(p))) return false;
  return !isGuardedPath(pathname);
}
