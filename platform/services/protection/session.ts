import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { realityCheck } from '@/lib/contract';
import type { Db } from '../../db/client';
import { protectionState } from '../../db/schema';
import { toMoney } from '../money';
import { clock } from './clock';
import { activePack, defaultRealityMinutes } from './packs';
import { usageSince } from './usage';

type StateRow = typeof protectionState.$inferSelect;
export type RealityCheckView = z.infer<typeof realityCheck>;

/**
 * A new play session at sign-in: the session clock and the session limit start again, and so does
 * the reality-check interval. A check already waiting is the player's, not the session's: it stays
 * until acknowledged (signing in again, from any client, never clears it), and so does its due time.
 */
export async function startPlaySession(db: Db, userId: number, now = clock.now()): Promise<void> {
  const [row] = await db.select().from(protectionState).where(eq(protectionState.userId, userId)).limit(1);
  const minutes = row?.realityMinutes ?? defaultRealityMinutes(activePack());
  const dueAt = minutes ? new Date(now.getTime() + minutes * 60_000) : null;
  await db
    .insert(protectionState)
    .values({ userId, sessionStartedAt: now, realityDueAt: dueAt })
    .onConflictDoUpdate({
      target: protectionState.userId,
      // decided on the row as it is when the write lands (a round may have just set the check waiting)
      set: { sessionStartedAt: now, realityDueAt: sql`case when ${protectionState.realityPending} then ${protectionState.realityDueAt} else ${dueAt?.toISOString() ?? null}::timestamptz end` },
    });
}

/** The player's state row (created on first use, the session counted from now). */
export async function stateOf(db: Db, userId: number, now = clock.now(), lock = false): Promise<StateRow> {
  const query = db.select().from(protectionState).where(eq(protectionState.userId, userId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (row) return row;
  await startPlaySession(db, userId, now);
  const [created] = lock ? await query.for('update') : await query;
  return created!;
}

/** The interval in force: the player's choice, else the pack's mandatory default. */
export const intervalOf = (row: StateRow) => row.realityMinutes ?? defaultRealityMinutes(activePack());

/** Session accounting for the reality check, the session clock and the net position. */
export async function readRealityCheck(db: Db, userId: number, currency: string, now = clock.now()): Promise<RealityCheckView> {
  const row = await stateOf(db, userId, now);
  const usage = await usageSince(db, userId, currency, row.sessionStartedAt);
  const wagered = toMoney(usage.wagered, currency).amount;
  const won = toMoney(usage.won, currency).amount;
  return {
    interval_minutes: intervalOf(row),
    pending: row.realityPending,
    due_at: row.realityDueAt?.toISOString() ?? null,
    session_started_at: row.sessionStartedAt.toISOString(),
    session_seconds: Math.max(0, Math.floor((now.getTime() - row.sessionStartedAt.getTime()) / 1000)),
    wagered,
    won,
    net: toMoney(usage.won - usage.wagered, currency).amount,
    currency,
  };
}

/**
 * The player's interval (null or 0: off, refused as 'required' where the pack makes it mandatory).
 * A check already waiting stays until acknowledged: changing the interval is no way around it.
 */
export async function setRealityInterval(db: Db, userId: number, minutes: number | null, now = clock.now()): Promise<void> {
  await stateOf(db, userId, now);
  const value = minutes || null;
  const dueAt = value ? new Date(now.getTime() + value * 60_000) : null;
  await db
    .update(protectionState)
    .set({ realityMinutes: value, realityDueAt: sql`case when ${protectionState.realityPending} then ${protectionState.realityDueAt} else ${dueAt?.toISOString() ?? null}::timestamptz end` })
    .where(eq(protectionState.userId, userId));
}

/** The check in front of the player is acknowledged; the next is due one interval from now. */
export async function acknowledgeReality(db: Db, userId: number, now = clock.now()): Promise<void> {
  const row = await stateOf(db, userId, now);
  const minutes = intervalOf(row);
  await db
    .update(protectionState)
    .set({ realityPending: false, realityDueAt: minutes ? new Date(now.getTime() + minutes * 60_000) : null })
    .where(eq(protectionState.userId, userId));
}

export async function markLimitPromptDone(db: Db, userId: number): Promise<void> {
  await stateOf(db, userId);
  await db.update(protectionState).set({ limitPromptDone: true }).where(eq(protectionState.userId, userId));
}

/**
 * Moves a player's play session `minutes` into the past (session start, reality check due, last
 * spin), as if that much play time had gone by: the development route's knob for journeys that
 * cannot wait for an interval.
 */
export async function elapseSession(db: Db, userId: number, minutes: number): Promise<void> {
  const row = await stateOf(db, userId);
  const back = (at: Date | null) => (at ? new Date(at.getTime() - minutes * 60_000) : null);
  await db
    .update(protectionState)
    .set({ sessionStartedAt: back(row.sessionStartedAt)!, realityDueAt: back(row.realityDueAt), lastSpinAt: back(row.lastSpinAt) })
    .where(eq(protectionState.userId, userId));
}
