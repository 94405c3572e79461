import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { env } from '@/lib/config';
import type { Db } from '../db/client';
import { authCodes, type CodePurpose } from '../db/schema';

/** A code is good this long… */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** …a new one can be asked for after this long (CODE_RESEND_SECONDS, 60 s by default)… */
export const resendSeconds = () => env().CODE_RESEND_SECONDS;
/** …and this many wrong tries spend it. */
export const MAX_ATTEMPTS = 5;

export type CodeRow = typeof authCodes.$inferSelect;

const digest = (userId: number, purpose: CodePurpose, code: string) => createHash('sha256').update(`${purpose}:${userId}:${code}`).digest();

/** A uniformly random 6-digit code. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Seconds until a new code may be issued (0: now). */
export function resendIn(row: Pick<CodeRow, 'createdAt'> | undefined, now = Date.now()): number {
  if (!row) return 0;
  return Math.max(0, Math.ceil((row.createdAt.getTime() + resendSeconds() * 1000 - now) / 1000));
}

export type CheckOutcome = { ok: true; row: CodeRow } | { ok: false; reason: 'expired' | 'invalid' };

/** One-time codes per user and purpose: a new one replaces the last; checking a right one spends it. */
export const codes = {
  async current(db: Db, userId: number, purpose: CodePurpose): Promise<CodeRow | undefined> {
    const [row] = await db
      .select()
      .from(authCodes)
      .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose)))
      .limit(1);
    return row;
  },

  /** Issues a new code (replacing any previous one of the purpose); returns it in clear for the outbox. */
  async issue(db: Db, userId: number, purpose: CodePurpose, payload: Record<string, unknown> = {}, now = new Date()): Promise<string> {
    const code = newCode();
    const values = { userId, purpose, codeHash: digest(userId, purpose, code).toString('hex'), payload, attempts: 0, createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) };
    await db
      .insert(authCodes)
      .values(values)
      .onConflictDoUpdate({ target: [authCodes.userId, authCodes.purpose], set: { codeHash: values.codeHash, payload, attempts: 0, createdAt: now, expiresAt: values.expiresAt } });
    return code;
  },

  /**
   * Checks `code` against the live code of the purpose: none, expired or tried too often →
   * `expired`; wrong → `invalid` (one try spent); right → spent and returned.
   */
  async check(db: Db, userId: number, purpose: CodePurpose, code: string, now = new Date()): Promise<CheckOutcome> {
    const row = await codes.current(db, userId, purpose);
    if (!row || row.expiresAt <= now || row.attempts >= MAX_ATTEMPTS) return { ok: false, reason: 'expired' };
    const given = digest(userId, purpose, code);
    if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
      await db
        .update(authCodes)
        .set({ attempts: sql`${authCodes.attempts} + 1` })
        .where(eq(authCodes.id, row.id));
      return { ok: false, reason: 'invalid' };
    }
    // spent: a concurrent check of the same code finds nothing to delete and fails
    const spent = await db.delete(authCodes).where(eq(authCodes.id, row.id)).returning({ id: authCodes.id });
    return spent.length ? { ok: true, row } : { ok: false, reason: 'expired' };
  },

  async purgeExpired(db: Db): Promise<void> {
    await db.delete(authCodes).where(sql`${authCodes.expiresAt} <= now()`);
  },
};
