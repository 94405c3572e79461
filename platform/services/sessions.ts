import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions as sessionsTable, users } from '../db/schema';
import { hashToken, randomToken } from './secrets';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

export type UserRow = typeof users.$inferSelect;
export type SessionMeta = { ip?: string | null; userAgent?: string | null };

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

  async destroy(db: Db, id: string): Promise<void> {
    await db.delete(sessionsTable).where(eq(sessionsTable.idHash, hashToken(id)));
  },

  /** Signs a user out everywhere (password change, ban). */
  async destroyAllFor(db: Db, userId: number): Promise<void> {
    await db.delete(sessionsTable).where(eq(sessionsTable.userId, userId));
  },

  async purgeExpired(db: Db): Promise<void> {
    await db.delete(sessionsTable).where(lte(sessionsTable.expiresAt, new Date()));
  },
};
