import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import { parseDateInput, validateSum } from '@/lib/validation';
import type { Db } from '../../db/client';
import { depositLimits, paymentTransactions, users } from '../../db/schema';
import { exponentOf, toMinor, toMoney } from '../money';
import { activePack } from '../protection/packs';
import { CURRENCY_RATES } from './methods';

/** §3 Limit periods of a deposit limit, in days. */
export const LIMIT_PERIODS = [1, 7, 14, 30] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** A looser limit (higher, shorter, or none) applies only after this cooling-off. */
export const COOLING_OFF_MS = 24 * 3600 * 1000;
/** The highest limit one can set, in major units. */
export const MAX_LIMIT = 1_000_000;

const DAY_MS = 24 * 3600 * 1000;

type LimitRow = typeof depositLimits.$inferSelect;

/** getDepositLimit: §3 Deposit limit, plus the change waiting out its cooling-off. */
export type DepositLimitView = {
  /** The limit in major units, null without one. */
  limit_amount: number | null;
  /** Days of a window: '1', '7', '14', '30', or 'none'. */
  period: string;
  /** What may still be deposited in the current window; null without a limit. */
  available_amount: number | null;
  /** False while a looser change waits (a stricter one is still accepted and applies at once). */
  can_edit: boolean;
  /** End of the current window, when available_amount resets; null without a limit. */
  expired_at: string | null;
  currency: string;
  /** A looser change (or removal: limit_amount null) and when it applies. */
  pending: { limit_amount: number | null; period: string; applies_at: string } | null;
};

/** The pending-change columns a limit row has (deposit limits here, the protection limits too). */
type PendingLimit = Pick<LimitRow, 'periodDays' | 'startedAt' | 'pendingAmount' | 'pendingPeriodDays' | 'pendingRemove' | 'pendingAt'>;

/**
 * What a due pending change writes on its row: a removal clears the limit; otherwise the new
 * amount and period, whose windows keep running when the period is the same.
 */
export function pendingApplied(row: PendingLimit, now: Date) {
  const applied = row.pendingRemove
    ? { amount: null, periodDays: null, startedAt: null }
    : { amount: row.pendingAmount, periodDays: row.pendingPeriodDays, startedAt: row.pendingPeriodDays === row.periodDays && row.startedAt ? row.startedAt : row.pendingAt };
  return { ...applied, pendingAmount: null, pendingPeriodDays: null, pendingRemove: false, pendingAt: null, updatedAt: now };
}

/** The row with a due pending change applied (and written); `lock` takes its row lock for the transaction. */
async function current(db: Db, userId: number, now: Date, lock = false): Promise<LimitRow | undefined> {
  const query = db.select().from(depositLimits).where(eq(depositLimits.userId, userId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !row.pendingAt || row.pendingAt > now) return row;
  const [updated] = await db.update(depositLimits).set(pendingApplied(row, now)).where(eq(depositLimits.userId, userId)).returning();
  return updated;
}

/** Start and end of the window holding `now`: windows of `periodDays` follow each other from `startedAt`. */
export function windowOf(startedAt: Date, periodDays: number, now: Date): { start: Date; end: Date } {
  const length = periodDays * DAY_MS;
  const started = startedAt.getTime();
  const start = started + Math.max(0, Math.floor((now.getTime() - started) / length)) * length;
  return { start: new Date(start), end: new Date(start + length) };
}

const active = (row: LimitRow | undefined): row is LimitRow & { amount: bigint; periodDays: number; startedAt: Date } =>
  !!row && row.amount !== null && row.periodDays !== null && row.startedAt !== null;

/** `minor` units of `from` in minor units of `to` at the demo rates (rounded down). */
export function convert(minor: bigint, from: string, to: string): bigint {
  if (from === to) return minor;
  const rateFrom = CURRENCY_RATES[from];
  const rateTo = CURRENCY_RATES[to];
  if (!rateFrom || !rateTo) return minor;
  const major = toMoney(minor, from).amount * (rateTo / rateFrom);
  return toMinor(Math.floor(major * 10 ** exponentOf(to)) / 10 ** exponentOf(to), to);
}

/**
 * Deposits counted against the limit in a window: the pending and the credited ones, in every
 * currency (converted), so switching currency does not step around the limit.
 */
async function usedSince(db: Db, userId: number, currency: string, since: Date): Promise<bigint> {
  const rows = await db
    .select({ currency: paymentTransactions.currency, sum: sql<string>`coalesce(sum(${paymentTransactions.amount}), 0)::text` })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.userId, userId),
        eq(paymentTransactions.type, 'deposit'),
        inArray(paymentTransactions.status, ['pending', 'success']),
        gte(paymentTransactions.createdAt, since),
      ),
    )
    .groupBy(paymentTransactions.currency);
  return rows.reduce((total, row) => total + convert(BigInt(row.sum), row.currency, currency), 0n);
}

/** What may still be deposited now, in minor units of `currency`, or null without a limit. */
export async function availableToDeposit(db: Db, userId: number, currency: string, now: Date, lock = false): Promise<bigint | null> {
  const row = await current(db, userId, now, lock);
  if (!active(row)) return null;
  const left = row.amount - (await usedSince(db, userId, row.currency, windowOf(row.startedAt!, row.periodDays!, now).start));
  return convert(left > 0n ? left : 0n, row.currency, currency);
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of `at` in `timeZone`. */
function zonedParts(at: Date, timeZone: string): { y: number; m: number; d: number; h: number; mi: number; s: number } {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    zoneFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return { y: part.year!, m: part.month!, d: part.day!, h: part.hour!, mi: part.minute!, s: part.second! };
}

/** The instant the day y-m-d (month 1–12, overflow rolls over) begins in `timeZone`. */
function zonedMidnight(y: number, m: number, d: number, timeZone: string): Date {
  const wall = Date.UTC(y, m - 1, d);
  const offset = (t: number) => {
    const p = zonedParts(new Date(t), timeZone);
    return Date.UTC(p.y, p.m - 1, p.d, p.h, p.mi, p.s) - t;
  };
  const first = wall - offset(wall);
  return new Date(wall - offset(first)); // the offset at the instant itself (a change of offset in between)
}

/** Whole years from a birth date (as stored: dd.mm.yyyy or ISO) to the date of `now` in `timeZone`; null without a readable one. */
function ageOn(birthDate: string | null, now: Date, timeZone: string): number | null {
  const birth = birthDate ? parseDateInput(birthDate) : null;
  if (!birth) return null;
  const today = zonedParts(now, timeZone);
  const [by, bm, bd] = [birth.getFullYear(), birth.getMonth() + 1, birth.getDate()];
  return today.y - by - (today.m < bm || (today.m === bm && today.d < bd) ? 1 : 0);
}

/**
 * NL (`monthly_net_deposit_cap`): what may still be deposited this calendar month (of the pack's
 * time zone), in minor units of `currency`, and when the month ends; null where the pack has no
 * cap. Net deposits are deposits counted as the limit counts them (pending and credited) minus
 * withdrawals paid out (a pending one could still be cancelled), in every currency, in EUR at the
 * demo rates. The cap is the pack's `amount` from `young_below_age`, `young_amount` below it or
 * without a birth date. The player's row is locked (no key update) so concurrent deposits in
 * several currencies are counted one after the other.
 */
export async function netDepositCapLeft(db: Db, userId: number, currency: string, now: Date): Promise<{ left: bigint; endsAt: Date } | null> {
  const cap = activePack().monthly_net_deposit_cap;
  if (!cap) return null;
  const [user] = await db.select({ birthDate: users.birthDate }).from(users).where(eq(users.uid, userId)).for('no key update');
  const age = ageOn(user?.birthDate ?? null, now, cap.time_zone);
  const capEur = toMinor(age !== null && age >= cap.young_below_age ? cap.amount : cap.young_amount, 'EUR');
  const today = zonedParts(now, cap.time_zone);
  const start = zonedMidnight(today.y, today.m, 1, cap.time_zone);
  const end = zonedMidnight(today.y, today.m + 1, 1, cap.time_zone);
  const rows = await db
    .select({ type: paymentTransactions.type, currency: paymentTransactions.currency, sum: sql<string>`coalesce(sum(${paymentTransactions.amount}), 0)::text` })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.userId, userId),
        gte(paymentTransactions.createdAt, start),
        lt(paymentTransactions.createdAt, end),
        or(
          and(eq(paymentTransactions.type, 'deposit'), inArray(paymentTransactions.status, ['pending', 'success'])),
          and(eq(paymentTransactions.type, 'withdrawal'), eq(paymentTransactions.status, 'success')),
        ),
      ),
    )
    .groupBy(paymentTransactions.type, paymentTransactions.currency);
  const net = rows.reduce((total, row) => total + (row.type === 'deposit' ? 1n : -1n) * convert(BigInt(row.sum), row.currency, 'EUR'), 0n);
  const leftEur = capEur - net;
  return { left: leftEur > 0n ? convert(leftEur, 'EUR', currency) : 0n, endsAt: end };
}

/**
 * Throws BillingDepositLimitExceeded (error_data.available_amount) when `amount` would pass the
 * limit, or (NL) the monthly net-deposit cap: then with `reason: 'net_deposit_cap'` and
 * `expired_at`, the end of the month; when both refuse, the one leaving less answers. Call inside
 * the deposit's wallet lock so concurrent deposits cannot both fit.
 */
export async function checkDepositLimit(db: Db, userId: number, currency: string, amount: bigint, now: Date): Promise<void> {
  const available = await availableToDeposit(db, userId, currency, now, true); // the limit row locked: deposits in other currencies wait too
  const cap = await netDepositCapLeft(db, userId, currency, now);
  if (cap && amount > cap.left && (available === null || cap.left < available)) {
    throw new PlatformError('BillingDepositLimitExceededException', { available_amount: toMoney(cap.left, currency).amount, reason: 'net_deposit_cap', expired_at: cap.endsAt.toISOString() });
  }
  if (available !== null && amount > available) {
    throw new PlatformError('BillingDepositLimitExceededException', { available_amount: toMoney(available, currency).amount });
  }
}

export async function readDepositLimit(db: Db, userId: number, currency: string, now: Date = new Date()): Promise<DepositLimitView> {
  const row = await current(db, userId, now);
  const pending =
    row?.pendingAt != null
      ? {
          limit_amount: row.pendingRemove || row.pendingAmount === null ? null : toMoney(row.pendingAmount, row.currency).amount,
          period: row.pendingRemove || row.pendingPeriodDays === null ? 'none' : String(row.pendingPeriodDays),
          applies_at: row.pendingAt.toISOString(),
        }
      : null;
  if (!active(row)) return { limit_amount: null, period: 'none', available_amount: null, can_edit: pending === null, expired_at: null, currency, pending };
  const window = windowOf(row.startedAt!, row.periodDays!, now);
  const left = row.amount - (await usedSince(db, userId, row.currency, window.start));
  return {
    limit_amount: toMoney(row.amount, row.currency).amount,
    period: String(row.periodDays),
    available_amount: toMoney(left > 0n ? left : 0n, row.currency).amount,
    can_edit: pending === null,
    expired_at: window.end.toISOString(),
    currency: row.currency,
    pending,
  };
}

export type LimitChange = { limit_amount?: string | undefined; period?: string | undefined };

/**
 * setDepositLimit: a first limit (counting deposits from now) or a stricter one (not higher
 * and not shorter; its window starts where the current one did) applies at once and drops a
 * waiting change; a looser one or a removal (no amount, or period 'none')
 * waits COOLING_OFF_MS (or the rule pack's `coolingOffMs`). Amount per §5 sum rule (error_data.limit_amount), period 1/7/14/30.
 */
export async function setDepositLimit(
  db: Db,
  userId: number,
  currency: string,
  change: LimitChange,
  now: Date = new Date(),
  /** `refuseLooser`: the error a looser change or a removal gets instead of waiting (an excluded player may only tighten). */
  opts: { coolingOffMs?: number; refuseLooser?: () => Error } = {},
): Promise<DepositLimitView> {
  const coolingOff = opts.coolingOffMs ?? COOLING_OFF_MS;
  const remove = !change.limit_amount || change.period === 'none';
  let period: LimitPeriod | null = null;
  if (!remove) {
    const check = validateSum(change.limit_amount, { min: 1, max: MAX_LIMIT, currency });
    const days = Number(change.period);
    const errors: Record<string, string[]> = {};
    if (!check.valid) errors.limit_amount = [check.code ?? 'wrongField'];
    if (!LIMIT_PERIODS.includes(days as LimitPeriod)) errors.period = ['invalid'];
    if (Object.keys(errors).length) throw PlatformError.invalidParameters(errors);
    period = days as LimitPeriod;
  }
  const major = remove ? 0 : Number(change.limit_amount!.replace(/,/g, ''));

  await db.transaction(async (tx) => {
    const row = await current(tx, userId, now, true);
    // a limit keeps the currency it was set in; a new one takes the player's
    const amount = remove ? null : toMinor(major, active(row) ? row.currency : currency);
    const clearPending = { pendingAmount: null, pendingPeriodDays: null, pendingRemove: false, pendingAt: null, updatedAt: now };
    if (!active(row)) {
      if (remove) {
        if (row) await tx.update(depositLimits).set(clearPending).where(eq(depositLimits.userId, userId));
        return;
      }
      const values = { currency, amount, periodDays: period, startedAt: now, ...clearPending };
      await tx.insert(depositLimits).values({ userId, ...values }).onConflictDoUpdate({ target: depositLimits.userId, set: values });
      return;
    }
    const stricter = !remove && amount! <= row.amount && period! >= row.periodDays;
    if (stricter) {
      // the current window goes on (a longer period stretches it): tightening never forgets a deposit
      const startedAt = period === row.periodDays ? row.startedAt : windowOf(row.startedAt!, row.periodDays!, now).start;
      await tx.update(depositLimits).set({ amount, periodDays: period, startedAt, ...clearPending }).where(eq(depositLimits.userId, userId));
      return;
    }
    if (opts.refuseLooser) throw opts.refuseLooser();
    await tx
      .update(depositLimits)
      .set({ pendingAmount: amount, pendingPeriodDays: period, pendingRemove: remove, pendingAt: new Date(now.getTime() + coolingOff), updatedAt: now })
      .where(eq(depositLimits.userId, userId));
  });
  return readDepositLimit(db, userId, currency, now);
}
