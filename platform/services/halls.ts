import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Category, GameType, Provider } from '@/lib/contract';
import type { Db } from '../db/client';
import { gameCategories, gameCategoryGames, gameProviders, games } from '../db/schema';
import { gameColumns, toGame } from './catalogue';

/** games/getCategories: enabled categories, each with its game count and first `gamesCount` games. */
export async function findCategories(db: Db, options: { gamesCount: number; types?: GameType[] }): Promise<Category[]> {
  const [categories, pairs] = await Promise.all([
    db.select().from(gameCategories).where(eq(gameCategories.isEnabled, true)).orderBy(asc(gameCategories.priority), asc(gameCategories.id)),
    db
      .select({ categoryId: gameCategoryGames.categoryId, game: gameColumns })
      .from(gameCategoryGames)
      .innerJoin(games, eq(games.id, gameCategoryGames.gameId))
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(and(eq(games.isEnabled, true), eq(gameProviders.isEnabled, true), options.types?.length ? inArray(games.type, options.types) : undefined))
      .orderBy(asc(gameCategoryGames.priority), asc(games.priority), asc(games.id)),
  ]);
  return categories.map((category) => {
    const own = pairs.filter((pair) => pair.categoryId === category.id);
    return {
      id: category.id,
      sysname: category.sysname,
      name: category.name,
      priority: category.priority,
      games: { total: own.length, items: own.slice(0, options.gamesCount).map((pair) => toGame(pair.game)) },
    };
  });
}

/** games/getProviders: enabled providers with games (of `types`, when given), with game_params on request. */
export async function findProviders(db: Db, options: { types?: GameType[]; withParams: boolean }): Promise<Provider[]> {
  const rows = await db
    .select({
      sysname: gameProviders.sysname,
      name: gameProviders.name,
      image: gameProviders.image,
      gamesCount: sql<number>`count(${games.id})::int`,
      types: sql<string[] | null>`array_agg(distinct ${games.type})`,
    })
    .from(gameProviders)
    .innerJoin(games, and(eq(games.providerId, gameProviders.id), eq(games.isEnabled, true), options.types?.length ? inArray(games.type, options.types) : undefined))
    .where(eq(gameProviders.isEnabled, true))
    .groupBy(gameProviders.id)
    .orderBy(asc(gameProviders.priority), asc(gameProviders.name));
  return rows.map(({ gamesCount, types, ...provider }) => ({
    ...provider,
    games_count: Number(gamesCount),
    ...(options.withParams ? { game_params: { types: (types ?? []).sort() as GameType[] } } : {}),
  }));
}
