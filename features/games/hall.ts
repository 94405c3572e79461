import { paths } from '@/lib/routing';
import type { GamesParams } from '@/lib/contract';

/** The hall's sort choices and the games/get sort and order each one asks for. */
export const HALL_SORTS = {
  priority: { sort: 'priority', order: 'asc' },
  popularity: { sort: 'popularity', order: 'desc' },
  name: { sort: 'name', order: 'asc' },
  newest: { sort: 'created_at', order: 'desc' },
} as const satisfies Record<string, Pick<GamesParams, 'sort' | 'order'>>;

export type HallSort = keyof typeof HALL_SORTS;
export const DEFAULT_HALL_SORT: HallSort = 'priority';

/** The pseudo-category listing the signed-in player's favourites (games/getLikes). */
export const FAVOURITES_CATEGORY = 'favourites';

/** A sort from the URL; anything unknown is the default. */
export function readHallSort(value: unknown): HallSort {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === 'string' && Object.hasOwn(HALL_SORTS, raw) ? (raw as HallSort) : DEFAULT_HALL_SORT;
}

/** What a hall list shows: a category (or all games, or favourites), narrowed to providers, in an order. */
export type HallFilter = { category: string | null; providers: readonly string[]; sort: HallSort };

/**
 * The providers of a hall filter that the catalogue has (games/getProviders), in the order asked:
 * an unknown one is dropped, not carried into every category and sort link. Without a catalogue
 * answer (it failed) the parsed list stays as readGamehallQuery capped it.
 */
export function catalogueProviders(requested: readonly string[], catalogue: readonly { sysname: string }[]): string[] {
  if (catalogue.length === 0) return [...requested];
  const known = new Set(catalogue.map((p) => p.sysname));
  return requested.filter((p) => known.has(p));
}

/**
 * The name players see for a provider (games/getProviders), never its sysname: the game page's
 * body and its title both write this. The sysname stands in when the catalogue lacks it.
 */
export function providerDisplayName(catalogue: readonly { sysname: string; name: string }[], sysname: string): string {
  return catalogue.find((p) => p.sysname === sysname)?.name || sysname;
}

/** The hall URL for a filter (unprefixed); `page` > 1 adds `?page=` for crawlers and no-JS "show more". */
export function hallHref({ category, providers, sort }: HallFilter, page = 1): string {
  const base = paths.gamehall({ category, providers: [...providers] });
  const extra = new URLSearchParams();
  if (sort !== DEFAULT_HALL_SORT) extra.set('sort', sort);
  if (page > 1) extra.set('page', String(page));
  const query = extra.toString();
  if (!query) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/** games/get parameters of one hall page (favourites are resolved to sysnames by the caller). */
export function hallParams({ category, providers, sort }: HallFilter, offset: number, count: number): GamesParams {
  return {
    ...HALL_SORTS[sort],
    offset,
    count,
    ...(category && category !== FAVOURITES_CATEGORY ? { categories: [category] } : {}),
    ...(providers.length > 0 ? { providers: [...providers] } : {}),
  };
}
