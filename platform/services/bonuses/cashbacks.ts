import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { cashbacks, type CashbackStatus } from '../../db/schema';
import { localize } from '../localized';
import { toMoney } from '../money';
import { post, rowsOf, withWallet, type WalletRow } from '../wallet/ledger';
import { cashbackText, WEEKLY_CASHBACK } from './texts';

/** The columns `sort` may name. */
const SORTS = {
  id: cashbacks.id,
  created_at: cashbacks.createdAt,
  end_date: cashbacks.endDate,
  receiving_expired_at: cashbacks.receivingExpiredAt,
} as const;

/** Not an active cashback whose receiving time has passed (payout refuses those as expired). */
const notLapsed = (now: Date) =>
  or(ne(cashbacks.status, 'active'), isNull(cashbacks.receivingExpiredAt), gt(cashbacks.receivingExpiredAt, now));

export type CashbackQuery = { count: number; sort?: string; order?: 'asc' | 'desc'; statuses?: Exclude<CashbackStatus, 'removed'>[] };

/**
 * A player's cashbacks (§3), newest first by default: `sort` one of id, created_at, end_date,
 * receiving_expired_at (an unknown one → InvalidParameter on sort); empty dates sort last;
 * `statuses` filters. The amount comes in major units; the description's texts (each per locale or
 * one for all) in `locale`. An active one whose receiving time has passed is left out: it can no
 * longer be paid out, and the contract's statuses (active, paid_out) have none for it.
 */
export async function findCashbacks(db: Db, userId: number, query: CashbackQuery, locale = 'en-US', now = new Date()) {
  const sort = query.sort ?? 'id';
  if (!(sort in SORTS)) throw PlatformError.invalidParameters({ sort: ['wrongField'] });
  const column = SORTS[sort as keyof typeof SORTS];
  const direction = query.order ?? 'desc';
  const rows = await db
    .select()
    .from(cashbacks)
    .where(and(eq(cashbacks.userId, userId), query.statuses?.length ? inArray(cashbacks.status, query.statuses) : ne(cashbacks.status, 'removed'), notLapsed(now)))
    .orderBy(sql`${column} is null`, direction === 'asc' ? asc(column) : desc(column), desc(cashbacks.id))
    .limit(query.count);
  return rows.map((row) => ({
    id: row.id,
    status: row.status as Exclude<CashbackStatus, 'removed'>,
    amount: toMoney(row.amount, row.currency),
    description: localize(row.description, locale),
    receiving_expired_at: row.receivingExpiredAt?.toISOString() ?? null,
    end_date: row.endDate?.toISOString() ?? null,
  }));
}

type CashbackRow = typeof cashbacks.$inferSelect;

/** The player's own cashback, locked: InvalidParameter when there is none, AccessDenied when it is someone else's. */
async function ownCashback(tx: Db, userId: number, id: number): Promise<CashbackRow> {
  const [row] = await tx.select().from(cashbacks).where(eq(cashbacks.id, id)).for('update');
  if (!row || row.status === 'removed') throw PlatformError.invalidParameters({ cashback_id: ['not_found'] });
  if (row.userId !== userId) throw new PlatformError('AccessDeniedException');
  return row;
}

async function onOwnCashback<T>(db: Db, userId: number, id: number, fn: (tx: Db, wallet: WalletRow, row: CashbackRow) => Promise<T>): Promise<T> {
  const [found] = await db.select({ userId: cashbacks.userId, currency: cashbacks.currency }).from(cashbacks).where(eq(cashbacks.id, id)).limit(1);
  if (!found) throw PlatformError.invalidParameters({ cashback_id: ['not_found'] });
  if (found.userId !== userId) throw new PlatformError('AccessDeniedException');
  return withWallet(db, userId, found.currency, async (tx, wallet) => fn(tx, wallet, await ownCashback(tx, userId, id)));
}

/**
 * cashbacks/payout: an active cashback is paid to the main balance through the ledger
 * (`cashback:{id}`) and becomes paid_out, once: parallel payouts credit once (wallet lock, status
 * re-read). One whose receiving time passed is refused (expired).
 */
export function payoutCashback(db: Db, userId: number, id: number, now = new Date()): Promise<{ wallet: WalletRow | null }> {
  return onOwnCashback(db, userId, id, async (tx, wallet, row) => {
    if (row.status === 'paid_out') return { wallet: null };
    if (row.receivingExpiredAt && row.receivingExpiredAt <= now) throw PlatformError.invalidParameters({ cashback_id: ['expired'] });
    const after = await post(tx, wallet, [{ balance: 'main', amount: row.amount, kind: 'cashback', reference: `cashback ${row.id}`, idempotencyKey: `cashback:${row.id}` }]);
    await tx.update(cashbacks).set({ status: 'paid_out', paidAt: now }).where(eq(cashbacks.id, row.id));
    return { wallet: after };
  });
}

/** cashbacks/remove: the player drops an active cashback (nothing is credited); a paid-out one is refused. */
export function removeCashback(db: Db, userId: number, id: number): Promise<void> {
  return onOwnCashback(db, userId, id, async (tx, _wallet, row) => {
    if (row.status === 'paid_out') throw PlatformError.invalidParameters({ cashback_id: ['paid_out'] });
    await tx.update(cashbacks).set({ status: 'removed' }).where(eq(cashbacks.id, row.id));
  });
}

/**
 * Cashback over a period: for every wallet, the net loss of its real-money play (stakes less wins
 * and jackpots on the main balance, game rounds and sport bets) between `from` and `to`; a loss
 * gives a cashback of `percent` of it, active until `receiveDays` after the period. A period is
 * counted once per wallet (unique user, currency, period start). Answers how many were created.
 */
export async function computeCashbacks(db: Db, opts: { from: Date; to: Date; percent: number; receiveDays?: number; minAmount?: bigint }): Promise<number> {
  const rows = rowsOf<{ user_id: number; currency: string; net: string }>(
    await db.execute(sql`
      select w.user_id, w.currency, sum(e.amount)::text as net
      from ledger_entries e join wallets w on w.id = e.wallet_id
      where e.balance = 'main' and e.kind in ('bet', 'win', 'jackpot')
        and e.created_at >= ${opts.from.toISOString()}::timestamptz and e.created_at < ${opts.to.toISOString()}::timestamptz
      group by w.user_id, w.currency
      having sum(e.amount) < 0`),
  );
  const receiveMs = (opts.receiveDays ?? 7) * 86_400_000;
  const values = rows
    .map((r) => ({ userId: Number(r.user_id), currency: r.currency, amount: (-BigInt(r.net) * BigInt(Math.round(opts.percent * 100))) / 10_000n }))
    .filter((r) => r.amount >= (opts.minAmount ?? 1n))
    .map((r) => ({
      ...r,
      status: 'active' as const,
      percent: Math.round(opts.percent),
      periodStart: opts.from,
      endDate: opts.to,
      receivingExpiredAt: new Date(opts.to.getTime() + receiveMs),
      // per locale: cashbacks/get answers the request's
      description: { title: WEEKLY_CASHBACK, text: cashbackText(opts.percent, opts.from.toISOString().slice(0, 10), opts.to.toISOString().slice(0, 10)) },
    }));
  if (values.length === 0) return 0;
  const inserted = await db.insert(cashbacks).values(values).onConflictDoNothing().returning({ id: cashbacks.id });
  return inserted.length;
}

/** The last whole week (Monday 00:00 UTC to Monday 00:00 UTC) before `now`. */
export function lastWeek(now = new Date()): { from: Date; to: Date } {
  const day = (now.getUTCDay() + 6) % 7; // Monday 0
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
  return { from: new Date(to.getTime() - 7 * 86_400_000), to };
}

/** The last week's cashbacks at the configured percent (once per week and wallet: safe to run from every process, often). */
export async function computeLastWeek(db: Db, percent: number, now = new Date()): Promise<number> {
  if (percent <= 0) return 0;
  return computeCashbacks(db, { ...lastWeek(now), percent });
}
