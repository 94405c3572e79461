import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jackpots, jackpotWins } from '../db/schema';
import { floats, JACKPOT_CURSOR, type FairInputs } from '../games/fair';

export type JackpotHit = { jackpotId: number; sysname: string; amount: bigint; currency: string };

/**
 * Feeds the pots a real-money round takes part in and draws their hits, inside the round's
 * transaction. A pot takes part when the game carries its `games_tag` and the round is in its
 * currency: `contribution_bp` of the stake goes in (rounded down), then the pot is won when the
 * round's jackpot float for it (the stream at JACKPOT_CURSOR, float i for the i-th pot by id) is
 * below hit_chance_ppm / 10⁶. At most one pot is won per round (the first by priority); it pays
 * its amount with this round's share in and restarts from its seed amount. The pots are locked
 * in id order; the caller credits the hit through the ledger (kind `jackpot`).
 */
export async function feedJackpots(
  tx: Db,
  round: { id: bigint; userId: number; gameId: number; tags: string[]; currency: string; stake: bigint; fair: FairInputs },
): Promise<JackpotHit | null> {
  if (round.stake <= 0n || round.tags.length === 0) return null;
  const pots = await tx
    .select()
    .from(jackpots)
    .where(and(eq(jackpots.currency, round.currency), inArray(jackpots.gamesTag, round.tags)))
    .orderBy(asc(jackpots.id))
    .for('update');
  if (pots.length === 0) return null;
  const draws = floats(round.fair, pots.length, JACKPOT_CURSOR);
  const hits = pots.filter((pot, i) => draws[i]! < pot.hitChancePpm / 1_000_000).sort((a, b) => a.priority - b.priority || a.id - b.id);
  const won = hits[0];
  let hit: JackpotHit | null = null;
  for (const pot of pots) {
    const fed = pot.amount + (round.stake * BigInt(pot.contributionBp)) / 10_000n;
    if (pot === won) hit = { jackpotId: pot.id, sysname: pot.sysname, amount: fed, currency: pot.currency };
    await tx
      .update(jackpots)
      .set({ amount: pot === won ? pot.seedAmount : fed })
      .where(eq(jackpots.id, pot.id));
  }
  if (hit) await tx.insert(jackpotWins).values({ jackpotId: hit.jackpotId, userId: round.userId, gameId: round.gameId, roundId: round.id, amount: hit.amount, currency: hit.currency });
  return hit;
}
