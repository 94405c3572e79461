import { createHash } from 'node:crypto';

/** How long an identical anonymous write (same source, same content) is counted as already stored. */
const REPEAT_MS = 60_000;
const MAX_REMEMBERED = 10_000;

/**
 * Remembers what the anonymous writers (GET /hit, events/handle) stored lately, so a client that
 * sends the same beacon again and again within a minute adds one row, not one per request
 * (per process, bounded; the rate limit bounds the distinct ones).
 */
export function createRepeatFilter(now: () => number = Date.now) {
  const seen = new Map<string, number>();
  return {
    /** True the first time `parts` are seen within REPEAT_MS; false for a repeat. */
    fresh(...parts: unknown[]): boolean {
      const key = createHash('sha1').update(JSON.stringify(parts)).digest('base64');
      const at = now();
      const last = seen.get(key);
      if (last !== undefined && at - last < REPEAT_MS) return false;
      seen.delete(key);
      seen.set(key, at);
      for (const [old, when] of seen) {
        if (seen.size <= MAX_REMEMBERED && at - when < REPEAT_MS) break;
        seen.delete(old);
      }
      return true;
    },
  };
}
