/**
 * What this process keeps in memory that is derived from data others may change, by scope:
 * `settings` (operator settings, the general info), `catalogue` (games, categories, providers) and
 * `content` (CMS content). A counter per scope, shared by everything in the process through the
 * global symbol registry (the platform loaded by server.ts and the server components bundled by
 * Next are different module instances). Keepers compare the counter they read under and drop their
 * copies when it moved; `onCachesChanged` tells those that must act at once (server.ts's page cache).
 *
 * A change made in this process is also announced (platform/realtime/invalidation.ts publishes it
 * on the bus, so every process of the deployment drops its copies within moments); one heard from
 * another process is applied here without being announced again.
 */
export type CacheScope = 'settings' | 'catalogue' | 'content';
export const CACHE_SCOPES: readonly CacheScope[] = ['settings', 'catalogue', 'content'];

type Store = { generations: Record<CacheScope, number>; listeners: Set<(scope: CacheScope) => void>; announce?: (scope: CacheScope) => void };
const KEY = Symbol.for('casino.cache-generations');
const registry = globalThis as unknown as Record<symbol, Store | undefined>;
const store = (): Store => (registry[KEY] ??= { generations: { settings: 0, catalogue: 0, content: 0 }, listeners: new Set() });

/** The counter of one scope, or of every scope together (0 until the first change in this process). */
export function cacheGeneration(scope?: CacheScope): number {
  const { generations } = store();
  return scope ? generations[scope] : generations.settings + generations.catalogue + generations.content;
}

/** Data of `scope` changed: every keeper in this process drops its copies; `announce` false for a change heard from another process. */
export function cachesChanged(scope: CacheScope, { announce = true }: { announce?: boolean } = {}): void {
  const s = store();
  s.generations[scope] += 1;
  for (const listener of s.listeners) listener(scope);
  if (announce) s.announce?.(scope);
}

/** Calls `listener` after every change, here or announced; returns the unsubscribe. */
export function onCachesChanged(listener: (scope: CacheScope) => void): () => void {
  store().listeners.add(listener);
  return () => void store().listeners.delete(listener);
}

/** Who tells the other processes of a change made here (the platform's bus); undefined to stop. */
export function setCacheAnnouncer(announce: ((scope: CacheScope) => void) | undefined): void {
  store().announce = announce;
}
