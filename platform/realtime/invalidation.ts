import { randomBytes } from 'node:crypto';
import { CACHE_SCOPES, cachesChanged, setCacheAnnouncer, type CacheScope } from '@/lib/config';
import type { Logger } from '../logger';
import type { Bus } from './bus';

/** The bus event of a change another process must drop its copies for (payload `{ scope, from }`). The platform's own: never sent to a socket. */
export const CACHES_CHANGED = 'platform.caches_changed';

/**
 * Carries cache invalidation between the processes of a deployment: a change made here
 * (lib/config/cache-generations.ts `cachesChanged`) is published on the bus, and one published by
 * another process is applied here. With the Redis bus that reaches every process within
 * milliseconds; with the local bus (one process) nothing leaves the process and nothing changes.
 */
export function shareCacheInvalidation(bus: Bus, log: Logger): () => void {
  const self = randomBytes(8).toString('hex');
  setCacheAnnouncer((scope) => {
    bus.publish(null, CACHES_CHANGED, { scope, from: self }).catch((err: unknown) => log.warn({ err, scope }, 'announcing a cache change failed'));
  });
  const unsubscribe = bus.subscribe(({ event, payload }) => {
    if (event !== CACHES_CHANGED) return;
    const { scope, from } = (payload ?? {}) as { scope?: unknown; from?: unknown };
    if (from === self || !CACHE_SCOPES.includes(scope as CacheScope)) return;
    cachesChanged(scope as CacheScope, { announce: false });
  });
  return () => {
    unsubscribe();
    setCacheAnnouncer(undefined);
  };
}
