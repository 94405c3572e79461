import { and, eq, inArray } from 'drizzle-orm';
import type { ProtectionLimit } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import { validateSum } from '@/lib/validation';
import type { Db } from '../../db/client';
import { protectionLimits, type ProtectionLimitKind } from '../../db/schema';
import { toMinor, toMoney } from '../money';
import { convert, LIMIT_PERIODS, MAX_LIMIT, pendingApplied, readDepositLimit, setDepositLimit, windowOf, type LimitPeriod } from '../payments/deposit-limits';
import { clock } from './clock';
import { activeExclusion, excludedError } from './exclusions';
import { activePack, coolingOffMs, type RulePack } from './packs';
import { lossOf, usageSince } from './usage';

type LimitRow = typeof protectionLimits.$inferSelect;
/** The longest session limit, in minutes (one day). */
export const MAX_SESSION_MINUTES = 24 * 60;

/** The row with a due pending change applied (and written). */
async function current(db: Db, userId: number, kind: ProtectionLimitKind, now: Date, lock = false): Promise<LimitRow | undefined> {
  const query = db.select().from(protectionLimits).where(and(eq(protectionLimits.userId, userId), eq(protectionLimits.kind, kind))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !row.pendingAt || row.pendingAt > now) return row;
  const [updated] = await db
    .update(protectionLimits)
    .set(pendingApplied(row, now))
    .where(and(eq(protectionLimits.userId, userId), eq(protectionLimits.kind, kind)))
    .returning();
  return updated;
}

/** The player's limits of several kinds in one read, pending changes that fell due applied. */
async function currentOf(db: Db, userId: number, kinds: readonly ProtectionLimitKind[], now: Date): Promise<Map<ProtectionLimitKind, LimitRow>> {
  const rows = await db.select().from(protectionLimits).where(and(eq(protectionLimits.userId, userId), inArray(protectionLimits.kind, [...kinds])));
  const out = new Map<ProtectionLimitKind, LimitRow>();
  for (const row of rows) out.set(row.kind as ProtectionLimitKind, row.pendingAt && row.pendingAt <= now ? await current(db, userId, row.kind as ProtectionLimitKind, now) ?? row : row);
  return out;
}

const active = (row: LimitRow | undefined): row is LimitRow & { amount: bigint; startedAt: Date } => !!row && row.amount !== null && row.startedAt !== null;

/** Minutes of play in the session started at `sessionStart`. */
export const sessionMinutes = (sessionStart: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - sessionStart.getTime()) / 60_000));

function alertOf(pack: RulePack, used: number, limit: number | null): 50 | 100 | null {
  if (!pack.alerts_at.length || limit === null || limit <= 0) return null;
  const share = (used / limit) * 100;
  return share >= 100 ? 100 : share >= 50 ? 50 : null;
}

/** One limit as the centre shows it. */
export async function readLimit(db: Db, userId: number, kind: ProtectionLimitKind, currency: string, sessionStart: Date, now = clock.now(), pack = activePack()): Promise<ProtectionLimit> {
  const row = await current(db, userId, kind, now);
  const unit = kind === 'session' ? null : (row?.currency ?? currency);
  const asNumber = (value: bigint | null) => (value === null ? null : unit ? toMoney(value, unit).amount : Number(value));
  const pending = row?.pendingAt
    ? {
        limit_amount: row.pendingRemove ? null : asNumber(row.pendingAmount),
        period: row.pendingRemove || row.pendingPeriodDays === null ? 'none' : String(row.pendingPeriodDays),
        applies_at: row.pendingAt.toISOString(),
      }
    : null;
  const base = { kind, currency: unit ?? currency, pending };
  if (kind === 'session') {
    const used = sessionMinutes(sessionStart, now);
    const limit = active(row) ? Number(row.amount) : null;
    return {
      ...base,
      limit_amount: limit,
      period: 'session',
      used,
      available_amount: limit === null ? null : Math.max(0, limit - used),
      expired_at: limit === null ? null : new Date(sessionStart.getTime() + limit * 60_000).toISOString(),
      alert: alertOf(pack, used, limit),
    };
  }
  if (!active(row) || row.periodDays === null) return { ...base, limit_amount: null, period: 'none', used: 0, available_amount: null, expired_at: null, alert: null };
  const window = windowOf(row.startedAt, row.periodDays, now);
  const usage = await usageSince(db, userId, row.currency, window.start);
  const used = kind === 'wager' ? usage.wagered : lossOf(usage);
  const left = row.amount - used;
  const limit = toMoney(row.amount, row.currency).amount;
  const usedMajor = toMoney(used, row.currency).amount;
  return {
    ...base,
    limit_amount: limit,
    period: String(row.periodDays),
    used: usedMajor,
    available_amount: toMoney(left > 0n ? left : 0n, row.currency).amount,
    expired_at: window.end.toISOString(),
    alert: alertOf(pack, usedMajor, limit),
  };
}

/** Deposit limit in the centre's shape (the cashier's getDepositLimit underneath). */
export async function readDepositAsLimit(db: Db, userId: number, currency: string, now = clock.now(), pack = activePack()): Promise<ProtectionLimit> {
  const d = await readDepositLimit(db, userId, currency, now);
  const used = d.limit_amount === null || d.available_amount === null ? 0 : Math.max(0, d.limit_amount - d.available_amount);
  return {
    kind: 'deposit',
    limit_amount: d.limit_amount,
    period: d.period,
    used,
    available_amount: d.available_amount,
    expired_at: d.expired_at,
    currency: d.currency,
    pending: d.pending,
    alert: alertOf(pack, used, d.limit_amount),
  };
}

export type LimitInput = { kind: 'deposit' | ProtectionLimitKind; limit_amount?: string | undefined; period?: string | undefined };

/**
 * Sets a limit. Stricter (not higher, not a longer window for the same amount… i.e. amount ≤ and
 * period ≥) applies at once; looser or removal waits the pack's cooling-off, and is refused
 * (AccessDenied, reason excluded) while the player is excluded: tightening is always allowed.
 * Deposit limits go to the cashier's deposit-limit service with the pack's cooling-off and the DE monthly cap.
 */
export async function setLimit(db: Db, userId: number, currency: string, input: LimitInput, now = clock.now(), pack = activePack()): Promise<void> {
  const remove = !input.limit_amount || input.period === 'none';
  // while excluded a limit can only get stricter (it applies at once); a looser one or a removal is refused as excluded
  const exclusion = await activeExclusion(db, userId, now);
  const refuseLooser = exclusion ? () => excludedError(exclusion) : undefined;
  if (input.kind === 'deposit') {
    if (!remove && pack.monthly_deposit_cap !== null) {
      // DE: the cross-operator cap is monthly; a limit is compared per 30 days at the demo rates
      const days = Number(input.period);
      const major = Number(input.limit_amount!.replace(/,/g, ''));
      if (Number.isFinite(major) && LIMIT_PERIODS.includes(days as LimitPeriod)) {
        const perMonth = toMinor(Math.ceil((major * 30) / days), currency);
        const cap = convert(toMinor(pack.monthly_deposit_cap, 'EUR'), 'EUR', currency);
        if (perMonth > cap) throw PlatformError.invalidParameters({ limit_amount: ['maxValue'] });
      }
    }
    await setDepositLimit(db, userId, currency, { limit_amount: input.limit_amount, period: input.period }, now, { coolingOffMs: coolingOffMs(pack), refuseLooser });
    return;
  }
  const kind = input.kind;
  let amount: bigint | null = null;
  let period: number | null = null;
  if (!remove) {
    const errors: Record<string, string[]> = {};
    const max = kind === 'session' ? MAX_SESSION_MINUTES : MAX_LIMIT;
    const check = validateSum(input.limit_amount, { min: 1, max, currency });
    if (!check.valid) errors.limit_amount = [check.code ?? 'wrongField'];
    if (kind !== 'session') {
      const days = Number(input.period);
      if (!LIMIT_PERIODS.includes(days as LimitPeriod)) errors.period = ['invalid'];
      else period = days;
    }
    if (Object.keys(errors).length) throw PlatformError.invalidParameters(errors);
    const major = Number(input.limit_amount!.replace(/,/g, ''));
    amount = kind === 'session' ? BigInt(major) : toMinor(major, currency);
  }
  await db.transaction(async (tx) => {
    const row = await current(tx, userId, kind, now, true);
    const clearPending = { pendingAmount: null, pendingPeriodDays: null, pendingRemove: false, pendingAt: null, updatedAt: now };
    const where = and(eq(protectionLimits.userId, userId), eq(protectionLimits.kind, kind));
    if (!active(row)) {
      if (remove) {
        if (row) await tx.update(protectionLimits).set(clearPending).where(where);
        return;
      }
      const values = { currency, amount, periodDays: period, startedAt: now, ...clearPending };
      await tx.insert(protectionLimits).values({ userId, kind, ...values }).onConflictDoUpdate({ target: [protectionLimits.userId, protectionLimits.kind], set: values });
      return;
    }
    // an amount keeps the currency the limit was set in
    if (amount !== null && kind !== 'session' && row.currency !== currency) amount = convert(amount, currency, row.currency);
    const stricter = !remove && amount! <= row.amount && (kind === 'session' || period! >= (row.periodDays ?? 0));
    if (stricter) {
      const startedAt = kind === 'session' || period === row.periodDays ? row.startedAt : windowOf(row.startedAt, row.periodDays!, now).start;
      await tx.update(protectionLimits).set({ amount, periodDays: period, startedAt, ...clearPending }).where(where);
      return;
    }
    if (refuseLooser) throw refuseLooser();
    await tx
      .update(protectionLimits)
      .set({ pendingAmount: amount, pendingPeriodDays: period, pendingRemove: remove, pendingAt: new Date(now.getTime() + coolingOffMs(pack)), updatedAt: now })
      .where(where);
  });
}

/**
 * Refuses a stake that would pass the wager or loss limit (the worst case of a stake is losing
 * it), and any stake once the session limit is reached: AccessDeniedException with the reason and
 * what is left. Call inside the stake's transaction, wallet locked.
 */
export async function checkStake(db: Db, userId: number, currency: string, stake: bigint, sessionStart: Date, now = clock.now()): Promise<void> {
  const limits = await currentOf(db, userId, ['session', 'wager', 'loss'], now);
  const session = limits.get('session');
  if (active(session) && sessionMinutes(sessionStart, now) >= Number(session.amount)) {
    throw new PlatformError('AccessDeniedException', { reason: 'session_limit', limit_amount: Number(session.amount) });
  }
  for (const kind of ['wager', 'loss'] as const) {
    const row = limits.get(kind);
    if (!active(row) || row.periodDays === null) continue;
    const window = windowOf(row.startedAt, row.periodDays, now);
    const usage = await usageSince(db, userId, row.currency, window.start);
    const used = kind === 'wager' ? usage.wagered : lossOf(usage);
    const inLimitCurrency = convert(stake, currency, row.currency);
    if (used + inLimitCurrency > row.amount) {
      const left = row.amount - used;
      throw new PlatformError('AccessDeniedException', {
        reason: `${kind}_limit`,
        available_amount: toMoney(convert(left > 0n ? left : 0n, row.currency, currency), currency).amount,
        expired_at: window.end.toISOString(),
      });
    }
  }
}
