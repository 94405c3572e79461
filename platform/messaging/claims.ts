import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { rowsOf } from '../services/wallet/ledger';

/** How long a claim holds: a process that dies mid-send leaves its rows to another after this. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Sends before a message becomes a dead letter: with the backoff below, about 17 hours of tries. */
export const MAX_ATTEMPTS = 12;
/** First retry after ~30 s, doubling up to an hour between tries. */
export const BACKOFF = { baseMs: 30_000, maxMs: 60 * 60_000 };

export type ClaimedMessage = { id: number; recipient: string; subject: string; body: string; payload: Record<string, unknown>; attempts: number };

/**
 * The wait before try number `attempts + 1`: exponential, capped, with full jitter over its upper
 * half so the rows of one outage do not all come due in the same second.
 */
export function backoffMs(attempts: number, backoff = BACKOFF, random = Math.random): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * Claims up to `limit` due e-mails for this process: rows not sent, not dead, due, and not under
 * another live claim, locked with FOR UPDATE SKIP LOCKED so two processes claiming at once get
 * different rows, then leased for CLAIM_LEASE_MS. Oldest first.
 */
export async function claimDueEmails(db: Db, limit = 50, leaseMs = CLAIM_LEASE_MS): Promise<ClaimedMessage[]> {
  const answer = await db.execute(sql`
    update ${outbox} set claimed_until = now() + ${`${leaseMs} milliseconds`}::interval
    where ${outbox.id} in (
      select id from ${outbox}
      where sent_at is null and dead_at is null and channel = 'email' and next_attempt_at <= now()
        and (claimed_until is null or claimed_until < now())
      order by id limit ${limit}
      for update skip locked)
    returning id, recipient, subject, body, payload, attempts`);
  return rowsOf<ClaimedMessage>(answer).sort((a, b) => a.id - b.id);
}

/** A claimed e-mail went out. */
export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null, claimedUntil: null })
    .where(eq(outbox.id, id));
}

/** A claimed e-mail failed: tried again after its backoff, or a dead letter after MAX_ATTEMPTS. */
export async function markFailed(db: Db, message: ClaimedMessage, error: string, options: { maxAttempts?: number; backoff?: typeof BACKOFF } = {}): Promise<'retry' | 'dead'> {
  const attempts = message.attempts + 1;
  const dead = attempts >= (options.maxAttempts ?? MAX_ATTEMPTS);
  await db
    .update(outbox)
    .set({
      attempts,
      lastError: error.slice(0, 500),
      claimedUntil: null,
      ...(dead ? { deadAt: new Date() } : { nextAttemptAt: sql`now() + ${`${backoffMs(attempts, options.backoff)} milliseconds`}::interval` }),
    })
    .where(eq(outbox.id, message.id));
  return dead ? 'dead' : 'retry';
}

/** Gives claimed rows back untried (the round stopped at a failure: the transport is down for all of them). */
export async function release(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.update(outbox).set({ claimedUntil: null }).where(inArray(outbox.id, ids));
}

export type DeadLetter = { id: number; to: string; template: string; subject: string; attempts: number; lastError: string | null; created: string; dead: string };

/** The e-mails given up on, newest first: what an operator looks at after an outage. */
export async function listDeadLetters(db: Db, limit = 100): Promise<DeadLetter[]> {
  const rows = await db.select().from(outbox).where(and(isNotNull(outbox.deadAt), isNull(outbox.sentAt))).orderBy(sql`${outbox.deadAt} desc`).limit(limit);
  return rows.map((r) => ({ id: r.id, to: r.recipient, template: r.template, subject: r.subject, attempts: r.attempts, lastError: r.lastError, created: r.createdAt.toISOString(), dead: r.deadAt!.toISOString() }));
}

/** Puts dead letters (all, or the given ids) back in the queue with a fresh count of attempts; answers how many. */
export async function replayDeadLetters(db: Db, ids?: number[]): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ deadAt: null, attempts: 0, nextAttemptAt: sql`now()`, claimedUntil: null })
    .where(and(isNotNull(outbox.deadAt), isNull(outbox.sentAt), ...(ids ? [inArray(outbox.id, ids)] : [])))
    .returning({ id: outbox.id });
  return rows.length;
}
