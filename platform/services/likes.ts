import { and, desc, eq } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import { gameLikes, games } from '../db/schema';

async function gameIdOf(db: Db, sysname: string): Promise<number> {
  const [game] = await db.select({ id: games.id }).from(games).where(and(eq(games.sysname, sysname), eq(games.isEnabled, true))).limit(1);
  if (!game) throw PlatformError.invalidParameters({ sysname: ['not_found'] });
  return game.id;
}

/** games/getLikes: the player's favourites (sysnames of enabled games), the latest liked first. */
export async function listLikes(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ sysname: games.sysname })
    .from(gameLikes)
    .innerJoin(games, eq(games.id, gameLikes.gameId))
    .where(and(eq(gameLikes.userId, userId), eq(games.isEnabled, true)))
    .orderBy(desc(gameLikes.createdAt), desc(gameLikes.gameId));
  return rows.map((r) => r.sysname);
}

/** games/addLike: idempotent (liking twice keeps one favourite); an unknown game is InvalidParameter on sysname. */
export async function addLike(db: Db, userId: number, sysname: string): Promise<void> {
  const gameId = await gameIdOf(db, sysname);
  await db.insert(gameLikes).values({ userId, gameId }).onConflictDoNothing();
}

/** games/removeLike: idempotent (removing what is not a favourite is fine). */
export async function removeLike(db: Db, userId: number, sysname: string): Promise<void> {
  const gameId = await gameIdOf(db, sysname);
  await db.delete(gameLikes).where(and(eq(gameLikes.userId, userId), eq(gameLikes.gameId, gameId)));
}
