import { and, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions as sessionsTable, users } from '../db/schema';
import { hashToken, randomToken } from './secrets';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

export type UserRow = typeof users.$inferSelect;
export type SessionMeta = { ip?: string | null; userAgent?: string | null };

/**
 * Sessions resolved lately, by the hash of their id: a hint for the game round route, never an
 * answer on its own. A round that starts from a remembered user checks, in its own transaction
 * (`liveSession`, with the wallet row it locks), that the session is still live, the user not
 * banned and the currency unchanged; when not, it rolls back and the route resolves the session
 * again. Bounded (cleared when full) and short-lived, so a revoked session does not linger here.
 */
const remembered = new Map<string, { user: UserRow; until: number }>();
const REMEMBER_MS = 60_000;
const REMEMBER_MAX = 10_000;

/** A session that ended: its id hash and its user. */
export type EndedSession = { idHash: string; userId: number };
export type SessionsEndedListener = (ended: EndedSession[]) => Promise<void> | void;

/**
 * Told of every session these functions end (sign-out, sign-in over an old cookie, password change
 * or restore, signing out the other sessions, exclusion, purge of expired ones): the socket server
 * of each platform in this process listens and announces it on its bus, so every instance closes
 * the sockets opened under those sessions (platform/realtime/sockets.ts; a row deleted any other
 * way is found by the sockets' periodic check).
 */
const endedListeners = new Set<SessionsEndedListener>();

async function ended(rows: EndedSession[]): Promise<void> {
  for (const { idHash } of rows) remembered.delete(idHash);
  if (rows.length === 0) return;
  await Promise.allSettled([...endedListeners].map(async (listener) => listener(rows)));
}

const endedColumns = { idHash: sessionsTable.idHash, userId: sessionsTable.userId };

/** Server-side sessions behind an opaque random cookie value. */
export const sessions = {
  /** Signs a user in: returns the cookie value (only its hash is stored) and its expiry. */
  async create(db: Db, userId: number, meta: SessionMeta = {}): Promise<{ id: string; expiresAt: Date }> {
    const id = randomToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await db.insert(sessionsTable).values({
      idHash: hashToken(id),
      userId,
      expiresAt,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
    });
    return { id, expiresAt };
  },

  /** The user behind a live session id, or null. */
  async resolve(db: Db, id: string | undefined): Promise<UserRow | null> {
    if (!id || id.length > 128) return null;
    const [row] = await db
      .select({ user: users })
      .from(sessionsTable)
      .innerJoin(users, eq(users.uid, sessionsTable.userId))
      .where(and(eq(sessionsTable.idHash, hashToken(id)), gt(sessionsTable.expiresAt, new Date())))
      .limit(1);
    return row?.user ?? null;
  },

  /**
   * `resolve` through the remembered sessions: answers the user and the session's id hash, and
   * whether the answer came from memory (then the caller must check it with `liveSession` in the
   * transaction that acts on it). A fresh answer is remembered.
   */
  async resolveRemembered(db: Db, id: string | undefined): Promise<{ user: UserRow; idHash: string; remembered: boolean } | null> {
    if (!id || id.length > 128) return null;
    const idHash = hashToken(id);
    const hit = remembered.get(idHash);
    if (hit && hit.until > Date.now()) return { user: hit.user, idHash, remembered: true };
    const user = await sessions.resolve(db, id);
    if (!user) {
      remembered.delete(idHash);
      return null;
    }
    // a banned user is refused before any transaction, so only what the round's check can undo is remembered
    if (user.banned) {
      remembered.delete(idHash);
      return { user, idHash, remembered: false };
    }
    if (remembered.size >= REMEMBER_MAX) remembered.clear();
    remembered.set(idHash, { user, until: Date.now() + REMEMBER_MS });
    return { user, idHash, remembered: false };
  },

  /** Drops a remembered session (its check failed in a transaction). */
  forget(idHash: string): void {
    remembered.delete(idHash);
  },

  async destroy(db: Db, id: string): Promise<void> {
    remembered.delete(hashToken(id));
    await ended(await db.delete(sessionsTable).where(eq(sessionsTable.idHash, hashToken(id))).returning(endedColumns));
  },

  /** Signs a user out everywhere (password change, ban). */
  async destroyAllFor(db: Db, userId: number): Promise<void> {
    for (const [idHash, hit] of remembered) if (hit.user.uid === userId) remembered.delete(idHash);
    await ended(await db.delete(sessionsTable).where(eq(sessionsTable.userId, userId)).returning(endedColumns));
  },

  /** Signs a user out everywhere but the session `keepId` (signOutOtherSessions); everywhere without it. */
  async destroyOthersFor(db: Db, userId: number, keepId: string | undefined): Promise<void> {
    const keep = keepId ? hashToken(keepId) : undefined;
    for (const [idHash, hit] of remembered) if (hit.user.uid === userId && idHash !== keep) remembered.delete(idHash);
    const where = keep ? and(eq(sessionsTable.userId, userId), ne(sessionsTable.idHash, keep)) : eq(sessionsTable.userId, userId);
    await ended(await db.delete(sessionsTable).where(where).returning(endedColumns));
  },

  async purgeExpired(db: Db): Promise<void> {
    await ended(await db.delete(sessionsTable).where(lte(sessionsTable.expiresAt, new Date())).returning(endedColumns));
  },

  /**
   * Which of these sessions (by id hash) still live with a player not banned: one query for many
   * (an array parameter, so the statement's text is the same whatever their number).
   */
  async liveAmong(db: Db, idHashes: string[]): Promise<Set<string>> {
    if (idHashes.length === 0) return new Set();
    const rows = await db
      .select({ idHash: sessionsTable.idHash })
      .from(sessionsTable)
      .innerJoin(users, eq(users.uid, sessionsTable.userId))
      .where(and(sql`${sessionsTable.idHash} = any(${sql.param(idHashes)}::text[])`, gt(sessionsTable.expiresAt, new Date()), eq(users.banned, false)));
    return new Set(rows.map((row) => row.idHash));
  },

  /** Calls `listener` with the sessions each of the functions above ends; returns the unsubscribe. */
  onEnded(listener: SessionsEndedListener): () => void {
    endedListeners.add(listener);
    return () => void endedListeners.delete(listener);
  },
};

const LIVE_SESSION = sql<boolean>`exists (select 1 from ${sessionsTable} s join ${users} u on u.uid = s.user_id
    where s.id_hash = ${sql.placeholder('session_id_hash')} and s.user_id = ${sql.placeholder('session_user_id')} and s.expires_at > now() and not u.banned
      and u.currency = ${sql.placeholder('session_currency')})`;

/**
 * SQL true while the session (by id hash) is live and belongs to `userId`, who is not banned and
 * still plays in `currency` (the same SQL every time, with its placeholders' values): what a round
 * started from a remembered session checks in its own transaction, with the wallet row it locks.
 */
export function liveSession(idHash: string, userId: number, currency: string): { holds: SQL<boolean>; values: Record<string, unknown> } {
  return { holds: LIVE_SESSION, values: { session_id_hash: idHash, session_user_id: userId, session_currency: currency } };
}

/** Thrown inside a round's transaction when its remembered session no longer holds (rolled back; resolve again). */
export class StaleSession extends Error {
  constructor(readonly idHash: string) {
    super('remembered session no longer holds');
  }
}
