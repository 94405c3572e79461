import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { write, type Write } from '../db/built';
import type { Db } from '../db/client';
import { jackpots, jackpotWins } from '../db/schema';
import { floats, JACKPOT_CURSOR, type FairInputs } from '../games/fair';

export type JackpotHit = { jackpotId: number; sysname: string; amount: bigint; currency: string };
/** What decides whether a round wins a pot (its amount does not). */
export type PotTerms = { id: number; hitChancePpm: number; priority: number };
type FedRound = { id: bigint; userId: number; gameId: number; tags: string[]; currency: string; stake: bigint; fair: FairInputs };

/**
 * The pot a round wins among the pots it takes part in (`pots` in id order): the round's jackpot
 * float for the i-th pot (the stream at JACKPOT_CURSOR) below hit_chance_ppm / 10⁶; of several,
 * the first by priority, then id. Null when none.
 */
export function winningPot<P extends PotTerms>(pots: P[], fair: FairInputs): P | null {
  if (pots.length === 0) return null;
  const draws = floats(fair, pots.length, JACKPOT_CURSOR);
  const hits = pots.filter((pot, i) => draws[i]! < pot.hitChancePpm / 1_000_000).sort((a, b) => a.priority - b.priority || a.id - b.id);
  return hits[0] ?? null;
}

/**
 * SQL (a scalar subquery) answering the terms of the pots a real-money round in `currency` on a
 * game with `tags` takes part in, as a JSON array in id order (null when none). Read without a
 * lock: the round takes the pots' locks only when it writes them, just before it commits.
 */
export function potTermsQuery(currency: SQLWrapper | string, tags: Array<SQLWrapper | string>): SQL {
  if (tags.length === 0) return sql`null::json`;
  return sql`(select json_agg(json_build_object('id', ${jackpots.id}, 'hitChancePpm', ${jackpots.hitChancePpm}, 'priority', ${jackpots.priority}) order by ${jackpots.id})
    from ${jackpots} where ${jackpots.currency} = ${currency} and ${jackpots.gamesTag} in (${sql.join(tags.map((t) => sql`${t}`), sql`, `)}))`;
}

/**
 * The pots' shares of a round that wins none of them, as a data-modifying CTE for the round's own
 * write (`post`'s `writes`): `contribution_bp` of the stake (rounded down) into each pot, the pots
 * locked in id order.
 */
export function jackpotShares(pots: PotTerms[], stake: bigint): Write | null {
  if (pots.length === 0 || stake <= 0n) return null;
  const values: Record<string, unknown> = { jackpot_stake: stake.toString() };
  pots.forEach((p, i) => (values[`jackpot_pot_${i}`] = p.id));
  return write(`jackpot_shares:${pots.length}`, () => sharesSql(pots.length), values);
}

const sharesSql = (count: number) => {
  const ids = sql.join(
    Array.from({ length: count }, (_, i) => sql.placeholder(`jackpot_pot_${i}`)),
    sql`, `,
  );
  return sql`jackpot_shares as (
    update ${jackpots} set amount = ${jackpots.amount} + (${sql.placeholder('jackpot_stake')}::bigint * ${jackpots.contributionBp}) / 10000
    where ${jackpots.id} in (select ${jackpots.id} from ${jackpots} where ${jackpots.id} in (${ids}) order by ${jackpots.id} for update))`;
};

/**
 * Feeds the pots a real-money round takes part in and draws their hits, inside the round's
 * transaction. A pot takes part when the game carries its `games_tag` and the round is in its
 * currency: `contribution_bp` of the stake goes in (rounded down), then the pot is won as
 * `winningPot` says. At most one pot is won per round; it pays its amount with this round's share
 * in and restarts from its seed amount. The pots are locked in id order; the caller credits the
 * hit through the ledger (kind `jackpot`). Rounds call it only when `winningPot` over the terms
 * they read says the round may win (otherwise `jackpotShares` writes the shares with the round).
 */
export async function feedJackpots(tx: Db, round: FedRound): Promise<JackpotHit | null> {
  if (round.stake <= 0n || round.tags.length === 0) return null;
  const pots = await tx
    .select()
    .from(jackpots)
    .where(and(eq(jackpots.currency, round.currency), inArray(jackpots.gamesTag, round.tags)))
    .orderBy(asc(jackpots.id))
    .for('update');
  if (pots.length === 0) return null;
  const won = winningPot(pots, round.fair);
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
