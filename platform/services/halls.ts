import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Category, GameType, Provider } from '@/lib/contract';
import type { Db } from '../db/client';
import { gameCategories, gameCategoryGames, gameProviders, games } from '../db/schema';
import { gameColumns, toGame } from './catalogue';

/**
 * games/getCategories: enabled categories, each with its game count and first `gamesCount` games.
 * One query: the server ranks and counts the games of each category (window functions) and
 * answers only the first rows of each, however many games a category holds.
 */
export async function findCategories(db: Db, options: { gamesCount: number; types?: GameType[] }): Promise<Category[]> {
  const ranked = db.$with('ranked').as(
    db
      .select({
        categoryId: gameCategoryGames.categoryId,
        gameId: sql<number>`${gameCategoryGames.gameId}`.as('ranked_game_id'),
        rank: sql<number>`row_number() over (partition by ${gameCategoryGames.categoryId} order by ${gameCategoryGames.priority}, ${games.priority}, ${games.id})`.as('rank'),
        total: sql<number>`count(*) over (partition by ${gameCategoryGames.categoryId})`.as('total'),
      })
      .from(gameCategoryGames)
      .innerJoin(games, eq(games.id, gameCategoryGames.gameId))
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(and(eq(games.isEnabled, true), eq(gameProviders.isEnabled, true), options.types?.length ? inArray(games.type, options.types) : undefined)),
  );
  const [categories, firsts] = await Promise.all([
    db.select().from(gameCategories).where(eq(gameCategories.isEnabled, true)).orderBy(asc(gameCategories.priority), asc(gameCategories.id)),
    db
      .with(ranked)
      .select({ categoryId: ranked.categoryId, rank: ranked.rank, total: ranked.total, game: gameColumns })
      .from(ranked)
      .innerJoin(games, eq(games.id, ranked.gameId))
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      // at least the first row of each category, which carries its total
      .where(lte(ranked.rank, Math.max(1, options.gamesCount)))
      .orderBy(asc(ranked.categoryId), asc(ranked.rank)),
  ]);
  return categories.map((category) => {
    const own = firsts.filter((row) => row.categoryId === category.id);
    return {
      id: category.id,
      sysname: category.sysname,
      name: category.name,
      priority: category.priority,
      games: { total: Number(own[0]?.total ?? 0), items: own.slice(0, options.gamesCount).map((row) => toGame(row.game)) },
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
