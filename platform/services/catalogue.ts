import { and, arrayOverlaps, asc, count, desc, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Game, MethodArgs } from '@/lib/contract';
import type { Db } from '../db/client';
import { gameCategories, gameCategoryGames, gameProviders, games } from '../db/schema';

/** Columns that make a §3 game, shared by every catalogue query. */
export const gameColumns = {
  id: games.id,
  sysname: games.sysname,
  name: games.name,
  type: games.type,
  provider: gameProviders.sysname,
  tags: games.tags,
  image: games.image,
  image_horizontal: games.imageHorizontal,
  has_demo: games.hasDemo,
  is_new: games.isNew,
  priority: games.priority,
};

export type GameRow = Omit<Game, 'type'> & { type: string };
/** The type column holds only §3 game types (a check constraint guards it). */
export const toGame = (row: GameRow): Game => ({ ...row, type: row.type as Game['type'] });

/** `%term%` for ILIKE, with the pattern characters of the term escaped. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORTS = { priority: games.priority, name: games.name, created_at: games.createdAt, popularity: games.popularity };

function filters(params: MethodArgs<'games/get'>): SQL[] {
  const where: SQL[] = [eq(games.isEnabled, true), eq(gameProviders.isEnabled, true)];
  const { types, providers, tags, categories, sysname, query, options } = params;
  if (types?.length) where.push(inArray(games.type, types));
  if (providers?.length) where.push(inArray(gameProviders.sysname, providers));
  if (tags?.length) where.push(arrayOverlaps(games.tags, tags));
  if (sysname?.length) where.push(inArray(games.sysname, sysname));
  if (query) where.push(ilike(games.name, containing(query)));
  if (options?.has_demo !== undefined) where.push(eq(games.hasDemo, options.has_demo));
  if (options?.is_new !== undefined) where.push(eq(games.isNew, options.is_new));
  if (options?.exclude?.length) where.push(notInArray(games.sysname, options.exclude));
  // a tournament's games: those linked to it, of its provider when it names one (the games it scores: rewards/tournaments.ts)
  if (typeof options?.tournament_id === 'number')
    where.push(sql`exists (select 1 from tournament_games tg join tournaments t on t.id = tg.tournament_id left join game_providers gp on gp.id = ${games.providerId}
      where tg.game_id = ${games.id} and tg.tournament_id = ${options.tournament_id} and (t.provider is null or gp.sysname = t.provider))`);
  if (categories?.length) {
    const inCategory = sql`exists (select 1 from ${gameCategoryGames} join ${gameCategories} on ${gameCategories.id} = ${gameCategoryGames.categoryId}
      where ${gameCategoryGames.gameId} = ${games.id} and ${inArray(gameCategories.sysname, categories)})`;
    where.push(inCategory);
  }
  return where;
}

/**
 * games/get: one page of the catalogue and the total matching the filters. The total needs a
 * second scan only when the page is full: a short page already tells how many there are.
 */
export async function findGames(db: Db, params: MethodArgs<'games/get'>): Promise<{ items: Game[]; total: number }> {
  const where = and(...filters(params));
  const direction = params.order === 'desc' ? desc : asc;
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(where)
    .orderBy(direction(SORTS[params.sort]), asc(games.id))
    .limit(params.count)
    .offset(params.offset);
  const items = rows.map(toGame);
  if (items.length > 0 && items.length < params.count) return { items, total: params.offset + items.length };
  if (items.length === 0 && params.offset === 0) return { items, total: 0 };
  const [totals] = await db.select({ total: count() }).from(games).innerJoin(gameProviders, eq(gameProviders.id, games.providerId)).where(where);
  return { items, total: totals?.total ?? 0 };
}
