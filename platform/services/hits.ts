import type { Db } from '../db/client';
import { hits } from '../db/schema';

const MAX_KEYS = 20;
const MAX_TEXT = 256;

export type HitInput = { query: Record<string, unknown>; referer?: string; ip?: string; userAgent?: string; userId?: number | null };

const clip = (value: unknown) => (typeof value === 'string' ? value : Array.isArray(value) ? String(value[0] ?? '') : '').slice(0, MAX_TEXT);

/**
 * The tracking parts of a landing query: a `track_id` starting `td_` becomes the pair
 * (`td`, rest) — `td_abc123` → td = abc123 —, any other track_id is kept as (`track_id`, value);
 * `seon_session` is kept apart. Everything else stays in `query` (at most 20 keys, 256 chars each).
 */
export function readHit(input: HitInput) {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.query).slice(0, MAX_KEYS)) query[key.slice(0, 64)] = clip(value);
  const { referer: fromQuery, seon_session: seon, track_id: trackId, ...rest } = query;
  const track = trackId ? (trackId.startsWith('td_') ? { key: 'td', value: trackId.slice(3) } : { key: 'track_id', value: trackId }) : null;
  return {
    referer: (fromQuery || input.referer || '').slice(0, MAX_TEXT) || null,
    query: rest,
    trackKey: track?.key ?? null,
    trackValue: track?.value ?? null,
    seonSession: seon || null,
  };
}

export async function recordHit(db: Db, input: HitInput): Promise<void> {
  await db.insert(hits).values({ ...readHit(input), ip: input.ip ?? null, userAgent: input.userAgent?.slice(0, MAX_TEXT) ?? null, userId: input.userId ?? null });
}
