import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameRounds, sportBets } from '../../db/schema';

export type Usage = { wagered: bigint; won: bigint };

/**
 * Real money a player staked and got back since `since`, in minor units of `currency`: casino
 * rounds (free spins stake nothing) and sports bets (their payouts once settled).
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
  return { wagered: BigInt(rounds!.wagered) + BigInt(bets!.wagered), won: BigInt(rounds!.won) + BigInt(bets!.won) };
}

/** Net loss (never below zero). */
export const lossOf = (u: Usage) => (u.wagered > u.won ? u.wagered - u.won : 0n);
