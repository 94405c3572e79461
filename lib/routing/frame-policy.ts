/** SPEC §2 standalone form routes: the only pages a partner may frame. */
export const FRAMEABLE_PATHS = ['/forms/sign_in', '/forms/sign_up'] as const;

/** True for /forms/sign_in and /forms/sign_up (already without the locale prefix; a trailing slash allowed). */
export const isFrameablePath = (pathname: string) => (FRAMEABLE_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');

/**
 * FRAME_ALLOWLIST entries (comma-separated origins, hosts or `*.host` wildcards) → CSP
 * frame-ancestors sources. Anything else (a path, a quote, a semicolon) is dropped, so a
 * misconfigured entry cannot inject into the header.
 */
export function frameAncestorSources(allowlist: string | readonly string[]): string[] {
  const entries = typeof allowlist === 'string' ? allowlist.split(',') : allowlist;
  const out = new Set<string>();
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?\/?$/.test(entry)) out.add(entry.replace(/\/$/, ''));
    else if (/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/.test(entry)) out.add(entry);
  }
  return [...out];
}

/**
 * Framing headers for a page: the form routes may be framed by the site itself and the
 * allow-listed partners; every other page by nobody (CSP frame-ancestors 'none' and, for older
 * browsers, X-Frame-Options DENY).
 */
export function framePolicyHeaders(pathname: string, allowlist: string | readonly string[]): Record<string, string> {
  if (!isFrameablePath(pathname)) return { 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' };
  return { 'Content-Security-Policy': `frame-ancestors ${["'self'", ...frameAncestorSources(allowlist)].join(' ')}` };
}
