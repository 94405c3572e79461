import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MethodResult } from '@/lib/contract';
import type { Db } from '../../db/client';
import { games, providerRounds, providerTransactions } from '../../db/schema';
import { toMoney } from '../../services/money';

type ProviderRoundView = MethodResult<'games/getProviderRounds'>[number];

/**
 * The player's provider rounds, newest first (rule 7 of docs/providers.md §1: a round shows with
 * its bets and wins), each with the transactions the studio sent for it; `open` ones are those
 * still waiting for their closing win.
 */
export async function providerRoundsOf(db: Db, userId: number, opts: { status?: 'open' | 'closed'; count: number }): Promise<ProviderRoundView[]> {
  const rounds = await db
    .select({ round: providerRounds, sysname: games.sysname, name: games.name })
    .from(providerRounds)
    .innerJoin(games, eq(games.id, providerRounds.gameId))
    .where(and(eq(providerRounds.userId, userId), opts.status ? eq(providerRounds.status, opts.status) : undefined))
    .orderBy(desc(providerRounds.createdAt), desc(providerRounds.id))
    .limit(opts.count);
  if (rounds.length === 0) return [];
  const transactions = await db
    .select()
    .from(providerTransactions)
    .where(inArray(providerTransactions.roundRef, rounds.map((r) => r.round.id)))
    .orderBy(providerTransactions.id);
  return rounds.map(({ round, sysname, name }) => ({
    id: round.id.toString(),
    provider: round.provider,
    game: { sysname, name },
    status: round.status,
    bet: toMoney(round.bet, round.currency),
    win: toMoney(round.win, round.currency),
    created_at: round.createdAt.toISOString(),
    closed_at: round.closedAt?.toISOString() ?? null,
    transactions: transactions
      .filter((t) => t.roundRef === round.id && t.action !== 'tombstone')
      .map((t) => ({
        transaction_id: t.transactionId,
        action: t.action as 'bet' | 'win' | 'rollback',
        status: t.status,
        amount: toMoney(t.amount, round.currency),
        rolled_back: t.rolledBack,
        created_at: t.createdAt.toISOString(),
      })),
  }));
}
