import { and, count, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gameCategories, gameCategoryGames, gameProviders, games } from '../db/schema';
import { engineOf, ENGINE_RTP } from '../games/engines';
import { CATEGORIES, PROVIDERS } from './catalogue-data';
import { buildCatalogue, type CatalogueGame } from './catalogue-generate';

let memo: CatalogueGame[] | undefined;
/** The catalogue the seed writes (computed once per process; the same on every machine). */
export const seededCatalogue = (): CatalogueGame[] => (memo ??= buildCatalogue());

/**
 * Providers, the ~2,000 games and the categories; existing rows (by sysname) are left as they
 * are, except that games seeded before horizontal art existed get their 16:9 cover.
 * Answers game ids by sysname.
 */
export async function seedCatalogue(db: Db): Promise<Map<string, number>> {
  await db
    .insert(gameProviders)
    .values(PROVIDERS.map(([sysname, name], i) => ({ sysname, name, priority: i })))
    .onConflictDoNothing();
  const providers = await db.select({ id: gameProviders.id, sysname: gameProviders.sysname }).from(gameProviders);
  const providerId = new Map(providers.map((p) => [p.sysname, p.id]));

  const catalogue = seededCatalogue();
  // One JSON parameter expanded by the server: ~5× faster than multi-row VALUES on PGlite.
  const values = catalogue.map((game) => ({
    sysname: game.sysname,
    name: game.name,
    type: game.type,
    provider_id: providerId.get(game.provider)!,
    tags: game.tags,
    image: `/games/${game.sysname}/cover.svg`,
    image_horizontal: `/games/${game.sysname}/cover-h.svg`,
    rtp: ENGINE_RTP[engineOf(game)] ?? game.rtp,
    has_demo: game.type !== 'live' && game.type !== 'betting',
    is_new: game.tags.includes('new'),
    priority: game.priority,
    popularity: game.popularity,
    created_at: game.createdAt.toISOString(),
  }));
  // A restart finds the catalogue in place: nothing to insert, and no statistics to refresh.
  const [{ present } = { present: 0 }] = await db.select({ present: count() }).from(games).where(inArray(games.sysname, catalogue.map((g) => g.sysname)));
  const fresh = present < catalogue.length;
  if (fresh) await db.execute(sql`insert into ${games} (sysname, name, type, provider_id, tags, image, image_horizontal, rtp, has_demo, is_new, priority, popularity, created_at)
    select sysname, name, type, provider_id, array(select jsonb_array_elements_text(tags)), image, image_horizontal, rtp, has_demo, is_new, priority, popularity, created_at
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(sysname text, name text, type text, provider_id int, tags jsonb, image text, image_horizontal text, rtp int, has_demo boolean, is_new boolean, priority int, popularity int, created_at timestamptz)
    on conflict do nothing`);
  await db
    .update(games)
    .set({ imageHorizontal: sql`'/games/' || ${games.sysname} || '/cover-h.svg'` })
    .where(and(isNull(games.imageHorizontal), sql`${games.image} = '/games/' || ${games.sysname} || '/cover.svg'`));
  // table and live titles show what their engine pays (catalogues seeded before the engines had a made-up figure)
  const fixed = values.filter((v) => ENGINE_RTP[engineOf(v)] !== undefined).map((v) => ({ sysname: v.sysname, rtp: v.rtp }));
  if (fixed.length > 0) await db.execute(sql`update ${games} g set rtp = r.rtp from jsonb_to_recordset(${JSON.stringify(fixed)}::jsonb) as r(sysname text, rtp int)
    where g.sysname = r.sysname and g.rtp <> r.rtp`);
  const rows = await db.select({ id: games.id, sysname: games.sysname }).from(games);
  const gameId = new Map(rows.map((g) => [g.sysname, g.id]));

  await db
    .insert(gameCategories)
    .values(CATEGORIES.map(({ sysname, name }, i) => ({ sysname, name, priority: i })))
    .onConflictDoNothing();
  const categories = await db.select({ id: gameCategories.id, sysname: gameCategories.sysname }).from(gameCategories);
  const categoryId = new Map(categories.map((c) => [c.sysname, c.id]));

  const links = CATEGORIES.flatMap((rule) =>
    catalogue
      .filter((game) => rule.pick(game))
      .map((game, priority) => ({ category_id: categoryId.get(rule.sysname)!, game_id: gameId.get(game.sysname)!, priority }))
      .filter((link) => link.game_id !== undefined),
  );
  const [{ linked } = { linked: 0 }] = await db.select({ linked: count() }).from(gameCategoryGames);
  if (fresh || linked < links.length) await db.execute(sql`insert into ${gameCategoryGames} (category_id, game_id, priority)
    select category_id, game_id, priority from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as r(category_id int, game_id int, priority int)
    on conflict do nothing`);
  // fresh statistics: the planner sees ~2,000 games at once rather than an empty table
  if (fresh) await db.execute(sql`analyze ${gameProviders}, ${games}, ${gameCategories}, ${gameCategoryGames}`);
  return gameId;
}
