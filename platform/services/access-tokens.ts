import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessTokens as table } from '../db/schema';
import { hashToken, randomToken } from './secrets';

/** Long enough for a socket to connect and reconnect after a blip; a new one is asked for after. */
export const ACCESS_TOKEN_TTL_MS = 5 * 60 * 1000;

/** Short-lived tokens (getToken) that authenticate the socket.io connection. */
export const accessTokens = {
  async issue(db: Db, userId: number): Promise<string> {
    const token = randomToken();
    await db.delete(table).where(and(eq(table.userId, userId), lte(table.expiresAt, new Date())));
    await db.insert(table).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_MS) });
    return token;
  },

  /** The user id behind a live token, or null. */
  async verify(db: Db, token: unknown): Promise<number | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 128) return null;
    const [row] = await db
      .select({ userId: table.userId })
      .from(table)
      .where(and(eq(table.tokenHash, hashToken(token)), gt(table.expiresAt, new Date())))
      .limit(1);
    return row?.userId ?? null;
  },

  async purgeExpired(db: Db): Promise<void> {
    await db.delete(table).where(lte(table.expiresAt, new Date()));
  },
};
