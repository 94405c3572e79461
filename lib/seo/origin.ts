/** Anything with a `get(name)` like the Fetch API's Headers or Next's ReadonlyHeaders. */
export type HeaderSource = { get(name: string): string | null };

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)(:\d+)?$/;

/**
 * The public origin used for canonical links, hreflang and the sitemap: SITE_URL when set,
 * otherwise the request's (forwarded) host, http for loopback hosts and https elsewhere.
 */
export function siteOrigin(siteUrl: string | undefined, headers?: HeaderSource): string {
  if (siteUrl) return siteUrl.replace(/\/+$/, '');
  const host = first(headers?.get('x-forwarded-host')) ?? first(headers?.get('host')) ?? 'localhost:3000';
  const forwarded = first(headers?.get('x-forwarded-proto'));
  const protocol = forwarded ?? (LOCAL_HOST.test(host) ? 'http' : 'https');
  return `${protocol}://${host}`;
}

function first(value: string | null | undefined): string | undefined {
  const head = value?.split(',')[0]?.trim();
  return head ? head : undefined;
}
