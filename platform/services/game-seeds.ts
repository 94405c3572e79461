import { and, eq, sql } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import { gameRounds, gameSeeds } from '../db/schema';
import { rowsOf } from './wallet/ledger';
import { hashSeed, newClientSeed, newServerSeed, validClientSeed } from '../games/fair';

export type SeedRow = typeof gameSeeds.$inferSelect;

/** What the player may see of the active pair: never the server seed itself. */
export type SeedView = { server_seed_hash: string; client_seed: string; nonce: number };
export const seedView = (row: SeedRow): SeedView => ({ server_seed_hash: row.serverSeedHash, client_seed: row.clientSeed, nonce: row.nonce });

const fresh = (owner: string, clientSeed = newClientSeed()) => {
  const serverSeed = newServerSeed();
  return { owner, serverSeed, serverSeedHash: hashSeed(serverSeed), clientSeed, nonce: 0, isActive: true };
};

/**
 * The owner's active seed pair, created when missing. With `lock` the row is taken FOR UPDATE
 * (the rounds service, which increments the nonce in the same transaction).
 */
export async function activeSeed(db: Db, owner: string, options: { lock?: boolean } = {}): Promise<SeedRow> {
  const read = async () => {
    const query = db.select().from(gameSeeds).where(and(eq(gameSeeds.owner, owner), eq(gameSeeds.isActive, true)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  };
  const found = await read();
  if (found) return found;
  // one active pair per owner (partial unique index): a concurrent creator wins, we read its row
  await db.insert(gameSeeds).values(fresh(owner)).onConflictDoNothing();
  return (await read())!;
}

/**
 * Ends the active pair (its server seed becomes visible) and starts a new one; answers both.
 * Refused (`seed: ['round_open']`) while the owner has a blackjack hand open.
 */
export async function rotateSeed(db: Db, owner: string, clientSeed?: string): Promise<{ revealed: SeedRow | null; active: SeedRow }> {
  if (clientSeed !== undefined && !validClientSeed(clientSeed)) throw PlatformError.invalidParameters({ client_seed: ['invalid'] });
  return db.transaction(async (tx) => {
    // a blackjack hand still open draws its next cards from this pair: revealing it would show them
    const open = await tx.execute(sql`select 1 from ${gameRounds} where ${gameRounds.owner} = ${owner} and ${gameRounds.outcome}->>'phase' = 'player' limit 1`);
    if (rowsOf(open).length > 0) throw PlatformError.invalidParameters({ seed: ['round_open'] });
    const [old] = await tx
      .update(gameSeeds)
      .set({ isActive: false, revealedAt: new Date() })
      .where(and(eq(gameSeeds.owner, owner), eq(gameSeeds.isActive, true)))
      .returning();
    const [active] = await tx.insert(gameSeeds).values(fresh(owner, clientSeed ?? old?.clientSeed)).returning();
    return { revealed: old ?? null, active: active! };
  });
}

/**
 * Sets the client seed of the next rounds. A pair that has played rounds is rotated first (its
 * seed revealed), so a client seed never changes under a server seed already used with it.
 */
export async function setClientSeed(db: Db, owner: string, clientSeed: unknown): Promise<SeedRow> {
  if (!validClientSeed(clientSeed)) throw PlatformError.invalidParameters({ client_seed: ['invalid'] });
  const current = await activeSeed(db, owner);
  if (current.nonce > 0) return (await rotateSeed(db, owner, clientSeed)).active;
  const [row] = await db.update(gameSeeds).set({ clientSeed }).where(and(eq(gameSeeds.id, current.id), eq(gameSeeds.nonce, 0))).returning();
  return row ?? (await rotateSeed(db, owner, clientSeed)).active;
}
