import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameRounds, ledgerEntries, providerRounds, sportBets, wallets } from '../../db/schema';

export type Usage = { wagered: bigint; won: bigint };

/**
 * The ledger kinds of the wheel of fortune's real money (main balance): spins bought (`stake`, a
 * negative amount, counted as wagered) and cash prizes of spins (`win`, counted as won). The
 * wheel writes its entries with these kinds (rewards/wheel.ts; a prize's kind is `{source}_prize`).
 */
export const WHEEL_LEDGER = { stake: 'wheel_spins', win: 'wheel_prize' } as const;

/**
 * Real money a player staked and got back since `since`, in minor units of `currency`: casino
 * rounds (free spins stake nothing) built-in or a studio's, sports bets (their payouts once settled)
 * and the wheel of fortune (spins bought with money, cash prizes of spins).
 */
export async function usageSince(db: Db, userId: number, currency: string, since: Date): Promise<Usage> {
  const [rounds] = await db
    .select({ wagered: sql<string>`coalesce(sum(${gameRounds.bet}), 0)::text`, won: sql<string>`coalesce(sum(${gameRounds.win}), 0)::text` })
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.mode, 'real'), eq(gameRounds.currency, currency), isNull(gameRounds.freespinPackId), gte(gameRounds.createdAt, since)));
  const [bets] = await db
    .select({ wagered: sql<string>`coalesce(sum(${sportBets.stake}), 0)::text`, won: sql<string>`coalesce(sum(${sportBets.payout}), 0)::text` })
    .from(sportBets)
    .where(and(eq(sportBets.userId, userId), eq(sportBets.currency, currency), gte(sportBets.createdAt, since)));
  // third-party studios' rounds (games/providers): what their bets still stake (rollbacks give it back) and their wins
  const [provided] = await db
    .select({ wagered: sql<string>`coalesce(sum(${providerRounds.bet}), 0)::text`, won: sql<string>`coalesce(sum(${providerRounds.win}), 0)::text` })
    .from(providerRounds)
    .where(and(eq(providerRounds.userId, userId), eq(providerRounds.currency, currency), gte(providerRounds.createdAt, since)));
  const wheel = await wheelUsageSince(db, userId, currency, since);
  return {
    wagered: BigInt(rounds!.wagered) + BigInt(bets!.wagered) + BigInt(provided!.wagered) + wheel.wagered,
    won: BigInt(rounds!.won) + BigInt(bets!.won) + BigInt(provided!.won) + wheel.won,
  };
}

/**
 * Transactions on one wallet take turns (its row lock), so its entries' ids follow the order they
 * committed in, and `created_at` (when their transaction began) is out of that order by no more
 * than a transaction's wait for the lock. So an entry made more than this before `since` has a
 * lower id than every entry made since: the newest such entry bounds the ids to read from below.
 */
const LEDGER_CLOCK_SLACK = '1 hour';

/**
 * The wheel's share of usage, from the wallet's ledger entries since `since`: read upwards from the
 * newest entry made well before `since` (the wallet's index on id), so the cost follows the
 * entries in the window, not the wallet's whole history.
 */
async function wheelUsageSince(db: Db, userId: number, currency: string, since: Date): Promise<Usage> {
  const at = since.toISOString();
  const wallet = sql`(select ${wallets.id} from ${wallets} where ${wallets.userId} = ${userId} and ${wallets.currency} = ${currency})`;
  const floor = sql`coalesce((select b.id from ${ledgerEntries} b where b.wallet_id = ${wallet}
    and b.created_at < ${at}::timestamptz - ${LEDGER_CLOCK_SLACK}::interval order by b.id desc limit 1), 0)`;
  const [row] = await db
    .select({
      wagered: sql<string>`coalesce(sum(case when ${ledgerEntries.kind} = ${WHEEL_LEDGER.stake} then -${ledgerEntries.amount} else 0 end), 0)::text`,
      won: sql<string>`coalesce(sum(case when ${ledgerEntries.kind} = ${WHEEL_LEDGER.win} then ${ledgerEntries.amount} else 0 end), 0)::text`,
    })
    .from(ledgerEntries)
    .where(
      and(
        sql`${ledgerEntries.walletId} = ${wallet}`,
        sql`${ledgerEntries.id} > ${floor}`,
        eq(ledgerEntries.balance, 'main'),
        inArray(ledgerEntries.kind, [WHEEL_LEDGER.stake, WHEEL_LEDGER.win]),
        gte(ledgerEntries.createdAt, since),
      ),
    );
  return { wagered: BigInt(row?.wagered ?? '0'), won: BigInt(row?.won ?? '0') };
}

/** Net loss (never below zero). */
export const lossOf = (u: Usage) => (u.wagered > u.won ? u.wagered - u.won : 0n);
