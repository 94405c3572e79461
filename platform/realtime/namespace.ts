/**
 * The namespace of one deployment in Redis: every channel and key the platform uses starts with it.
 * Keys are apart per database index already, but pub/sub channels are not (Redis has one channel
 * space per server), so the index is part of the name, beside the optional REDIS_PREFIX: a staging
 * and a production, or two brands, sharing a Redis server never hear each other.
 * `redis://host:6379/2` with REDIS_PREFIX `brand-a` → `brand-a:db2:`; no prefix → `db2:`.
 */
export function redisNamespace(redisUrl: string | undefined, prefix: string | undefined): string {
  let index = 0;
  try {
    const path = redisUrl ? new URL(redisUrl).pathname.replace(/^\//, '') : '';
    if (/^\d+$/.test(path)) index = Number(path);
  } catch {
    // an unparsable URL fails at connect; its namespace does not matter
  }
  return `${prefix ? `${prefix}:` : ''}db${index}:`;
}
