import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gameRounds, games, gameSeeds } from '../db/schema';
import { engineOfOutcome, inputOfOutcome, playOutcome, sameOutcome, type Outcome } from '../games/engines';
import { hashSeed, type FairInputs } from '../games/fair';

export type Verification = {
  round: typeof gameRounds.$inferSelect;
  game: { sysname: string; name: string; type: string; rtp: number };
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Null until the pair is rotated. */
  serverSeed: string | null;
  /** With the revealed seed: SHA-256(seed) equals the hash shown before play. */
  hashMatches: boolean | null;
  /** With the revealed seed: the outcome recomputed from the inputs, and whether it equals the stored one. */
  recomputed: Outcome | null;
  outcomeMatches: boolean | null;
};

/**
 * Recomputes a round from its fair-play inputs: a pure function of (server seed, client seed,
 * nonce, game, the player's choices: guess, bets or blackjack decisions), the same the round was
 * played with. A round is recomputed by the engine that played it (a title may have changed
 * engines since).
 */
export function verifyOutcome(inputs: FairInputs, game: { type: string; name: string; rtp: number }, stored: unknown): Outcome {
  return playOutcome(inputs, game, inputOfOutcome(stored), engineOfOutcome(stored));
}

/** A round's verification for its owner (`u:{uid}` or the guest's `s:…`), or null (unknown or someone else's). */
export async function roundVerification(db: Db, roundId: bigint, owner: string | null): Promise<Verification | null> {
  if (!owner) return null;
  const [row] = await db
    .select({ round: gameRounds, seed: gameSeeds, game: { sysname: games.sysname, name: games.name, type: games.type, rtp: games.rtp } })
    .from(gameRounds)
    .innerJoin(gameSeeds, eq(gameSeeds.id, gameRounds.seedId))
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(eq(gameRounds.id, roundId));
  if (!row || row.round.owner !== owner) return null;
  const revealed = row.seed.revealedAt ? row.seed.serverSeed : null;
  const recomputed = revealed ? verifyOutcome({ serverSeed: revealed, clientSeed: row.seed.clientSeed, nonce: row.round.nonce }, row.game, row.round.outcome) : null;
  return {
    round: row.round,
    game: row.game,
    serverSeedHash: row.seed.serverSeedHash,
    clientSeed: row.seed.clientSeed,
    nonce: row.round.nonce,
    serverSeed: revealed,
    hashMatches: revealed ? hashSeed(revealed) === row.seed.serverSeedHash : null,
    recomputed,
    outcomeMatches: recomputed ? sameOutcome(row.round.outcome, recomputed) : null,
  };
}
