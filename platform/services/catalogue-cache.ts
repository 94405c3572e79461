import { cacheGeneration, cachesChanged } from '@/lib/config';
import type { Db } from '../db/client';

type Entry = { at: number; value: Promise<unknown> };

/** Entries per database before the oldest go (a page of the hall per filter and sort is a handful). */
const MAX_ENTRIES = 500;

const caches = new WeakMap<Db, { generation: number; entries: Map<string, Entry> }>();

/** The catalogue changed (a game switched off, a category renamed): every process drops its copies (lib/config/cache-generations.ts). */
export const catalogueChanged = () => cachesChanged('catalogue');

/**
 * Catalogue answers kept for `seconds` per database and key (method + params). Every visitor asks
 * the same few hall pages, categories and providers, and the catalogue changes only when an operator
 * changes it, so a short-lived copy spares the database (and, on PGlite, the page renders sharing its
 * thread). `seconds` 0 always asks. A failed answer is never kept. A change announced by
 * `catalogueChanged` (here or in another process of the deployment) drops every copy at once.
 */
export function cachedCatalogue<T>(db: Db, seconds: number, key: string, load: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  if (seconds <= 0) return load();
  let kept = caches.get(db);
  if (!kept || kept.generation !== cacheGeneration('catalogue')) caches.set(db, (kept = { generation: cacheGeneration('catalogue'), entries: new Map() }));
  const cache = kept.entries;
  const hit = cache.get(key);
  if (hit && now() - hit.at < seconds * 1000) return hit.value as Promise<T>;
  const value = load();
  cache.delete(key);
  cache.set(key, { at: now(), value });
  value.catch(() => cache.delete(key));
  // Map keeps insertion order: the first keys are the oldest
  for (const old of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(old);
  }
  return value;
}
