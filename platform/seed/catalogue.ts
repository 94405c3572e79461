import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gameCategories, gameCategoryGames, gameProviders, games } from '../db/schema';
import { CATEGORIES, GAMES, PROVIDERS, sysnameOf } from './catalogue-data';

const CATALOGUE_DATE = new Date('2025-01-01T00:00:00Z');

/** Providers, games and categories; existing rows (by sysname) are left as they are. */
export async function seedCatalogue(db: Db): Promise<Map<string, number>> {
  await db
    .insert(gameProviders)
    .values(PROVIDERS.map(([sysname, name], i) => ({ sysname, name, priority: i })))
    .onConflictDoNothing();
  const providers = await db.select({ id: gameProviders.id, sysname: gameProviders.sysname }).from(gameProviders);
  const providerId = new Map(providers.map((p) => [p.sysname, p.id]));

  await db
    .insert(games)
    .values(
      GAMES.map(([name, type, provider, tags], i) => {
        const sysname = sysnameOf(name);
        return {
          sysname,
          name,
          type,
          providerId: providerId.get(provider)!,
          tags,
          image: `/games/${sysname}/cover.svg`,
          hasDemo: type !== 'live' && type !== 'betting',
          isNew: tags.includes('new'),
          priority: i,
          popularity: tags.includes('popular') ? 1000 - i : 100 - i,
          // one day apart, so "newest first" has a stable order
          createdAt: new Date(CATALOGUE_DATE.getTime() + i * 86_400_000),
        };
      }),
    )
    .onConflictDoNothing();
  const sysnames = GAMES.map(([name]) => sysnameOf(name));
  const rows = await db.select({ id: games.id, sysname: games.sysname }).from(games).where(inArray(games.sysname, sysnames));
  const gameId = new Map(rows.map((g) => [g.sysname, g.id]));

  await db
    .insert(gameCategories)
    .values(CATEGORIES.map(({ sysname, name }, i) => ({ sysname, name, priority: i })))
    .onConflictDoNothing();
  const categories = await db.select({ id: gameCategories.id, sysname: gameCategories.sysname }).from(gameCategories);
  const categoryId = new Map(categories.map((c) => [c.sysname, c.id]));

  const links = CATEGORIES.flatMap((rule) =>
    GAMES.filter(([, type, , tags]) => rule.pick({ type, tags })).map(([name], priority) => ({
      categoryId: categoryId.get(rule.sysname)!,
      gameId: gameId.get(sysnameOf(name))!,
      priority,
    })),
  );
  await db.insert(gameCategoryGames).values(links).onConflictDoNothing();
  return gameId;
}
