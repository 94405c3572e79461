import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessTokens as table, sessions, users } from '../db/schema';
import { hashToken, randomToken } from './secrets';

/** Long enough for a socket to connect and reconnect after a blip; a new one is asked for after. */
export const ACCESS_TOKEN_TTL_MS = 5 * 60 * 1000;

/** A session's id hash (hashToken: SHA-256, hex), as a token carries it. */
const SESSION_TAG = /^[0-9a-f]{64}$/;

/** Who a live token lets in: the user and the session it was issued to. */
export type TokenHolder = { userId: number; sessionIdHash: string };

/**
 * Short-lived tokens (getToken) that authenticate the socket.io connection. A token is issued to a
 * session and names it, `<random>.<the session's id hash>` (only the SHA-256 of the whole value is
 * stored, so the name cannot be changed): it lets a socket in only while that session lives and
 * its player is not banned. When the session ends its tokens are useless at once (they expire and
 * are purged as before), and the socket server closes the sockets opened under it.
 */
export const accessTokens = {
  async issue(db: Db, userId: number, sessionIdHash: string): Promise<string> {
    if (!SESSION_TAG.test(sessionIdHash)) throw new Error('an access token is issued to a session (its id hash)');
    const token = `${randomToken()}.${sessionIdHash}`;
    await db.delete(table).where(and(eq(table.userId, userId), lte(table.expiresAt, new Date())));
    await db.insert(table).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_MS) });
    return token;
  },

  /** The session (id hash) a token names, or null when it names none; says nothing of whether the token is good. */
  sessionOf(token: unknown): string | null {
    if (typeof token !== 'string' || token.length > 128) return null;
    const dot = token.lastIndexOf('.');
    const sessionIdHash = token.slice(dot + 1);
    return dot > 0 && SESSION_TAG.test(sessionIdHash) ? sessionIdHash : null;
  },

  /** The user and session behind a live token whose session is live and whose player is not banned, or null. */
  async verify(db: Db, token: unknown): Promise<TokenHolder | null> {
    const sessionIdHash = accessTokens.sessionOf(token);
    if (typeof token !== 'string' || sessionIdHash === null) return null;
    const now = new Date();
    const [row] = await db
      .select({ userId: table.userId })
      .from(table)
      .innerJoin(sessions, and(eq(sessions.idHash, sessionIdHash), eq(sessions.userId, table.userId)))
      .innerJoin(users, eq(users.uid, table.userId))
      .where(and(eq(table.tokenHash, hashToken(token)), gt(table.expiresAt, now), gt(sessions.expiresAt, now), eq(users.banned, false)))
      .limit(1);
    return row ? { userId: row.userId, sessionIdHash } : null;
  },

  async purgeExpired(db: Db): Promise<void> {
    await db.delete(table).where(lte(table.expiresAt, new Date()));
  },
};
