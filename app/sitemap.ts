import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { gameCategoriesQuery, gamesQuery } from '@/features/games';
import { tournamentsQuery } from '@/features/tournaments';
import { createServerApi, type Api } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { env } from '@/lib/config';
import { loadLocales } from '@/lib/i18n';
import { makeQueryClient } from '@/lib/query';
import { paths } from '@/lib/routing';
import { buildSitemapEntries, siteOrigin, type SitemapPath } from '@/lib/seo';

const PUBLIC: SitemapPath[] = [
  { path: paths.home(), priority: 1, changeFrequency: 'daily' },
  ...[paths.gamehall(), paths.tournaments(), paths.offers(), paths.promotions(), paths.jackpots(), paths.winners()].map((path) => ({ path, priority: 0.8, changeFrequency: 'daily' as const })),
  ...[paths.providers(), paths.betting(), paths.wheelOfFortune(), paths.loyalty(), paths.loyaltyShop(), paths.support()].map((path) => ({ path, priority: 0.5, changeFrequency: 'weekly' as const })),
];

const GAME_PAGE = 100;
const MAX_GAMES = 5_000;

// Every catalogue page, 100 at a time; a failing platform leaves the sitemap with what it has.
async function gamePaths(api: Api): Promise<SitemapPath[]> {
  const client = makeQueryClient();
  const out: SitemapPath[] = [];
  for (let offset = 0; offset < MAX_GAMES; offset += GAME_PAGE) {
    const page = await client.fetchQuery(gamesQuery({ offset, count: GAME_PAGE }, api)).catch(() => null);
    out.push(...(page?.items ?? []).map((g) => ({ path: paths.game(g.sysname), priority: 0.6 })));
    if (!page || offset + GAME_PAGE >= page.total) break;
  }
  return out;
}

async function platformPaths(api: Api): Promise<SitemapPath[]> {
  const client = makeQueryClient();
  const [categories, tournaments, games] = await Promise.all([
    client.fetchQuery(gameCategoriesQuery(0, api)).catch(() => []),
    client.fetchQuery(tournamentsQuery('all', 100, api)).catch(() => []),
    gamePaths(api),
  ]);
  return [
    ...categories.map((c) => ({ path: paths.gamehall({ category: c.sysname }), priority: 0.7 })),
    ...tournaments.filter((t) => t.status !== 'finished').map((t) => ({ path: paths.tournament(t.id), priority: 0.6 })),
    ...games,
  ];
}

/** sitemap.xml: public routes, CMS pages, game-hall categories, open tournaments and games, in every locale. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [requestHeaders, locales] = await Promise.all([headers(), loadLocales()]);
  const set = { locales: locales.locales.map((l) => l.code), defaultLocale: locales.defaultLocale };
  const api = createServerApi(requestHeaders, { locale: locales.defaultLocale });
  const [cms, fromPlatform] = await Promise.all([getCmsConfig(locales.defaultLocale).catch(() => null), platformPaths(api)]);
  const pages = (cms?.pages ?? []).map((p) => ({ path: paths.page(p.slug), priority: 0.4 }));
  return buildSitemapEntries([...PUBLIC, ...pages, ...fromPlatform], set, siteOrigin(env().SITE_URL, requestHeaders));
}
