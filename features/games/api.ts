import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { lazyBrowserApi, type Api } from '@/lib/api';
import type { GamesParams, GameType, MethodResult } from '@/lib/contract';
import { FAVOURITES_CATEGORY, hallParams, type HallFilter } from './hall';

/** Rails and tournament game lists use these types (SPEC §9). */
export const LISTED_GAME_TYPES: GameType[] = ['slot', 'live', 'casino', 'fast'];
/** Games per category rail on home and in the game hall. */
export const RAIL_SIZE = 12;
/** Games per page in the game hall grid. */
export const GAMEHALL_PAGE_SIZE = 24;
/** Results the search dialog lists. */
export const SEARCH_RESULTS = 20;

export type GamesPage = MethodResult<'games/get'>;

export const gamesKeys = {
  all: ['games'] as const,
  list: (params: GamesParams) => [...gamesKeys.all, 'list', params] as const,
  hall: (filter: HallFilter, fromPage: number) => [...gamesKeys.all, 'hall', filter, { fromPage }] as const,
  search: (query: string) => [...gamesKeys.all, 'search', query] as const,
  game: (sysname: string) => [...gamesKeys.all, 'game', sysname] as const,
  categories: (gamesCount: number) => [...gamesKeys.all, 'categories', { gamesCount }] as const,
  providers: () => [...gamesKeys.all, 'providers'] as const,
  likes: () => [...gamesKeys.all, 'likes'] as const,
  openProviderRounds: () => [...gamesKeys.all, 'provider-rounds', 'open'] as const,
};

/** A page of the catalogue (filters as games/get takes them). */
export const gamesQuery = (params: GamesParams, api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: gamesKeys.list(params),
    queryFn: ({ signal }) => api.call('games/get', params, { signal }),
  });

/** The player's open rounds at game studios ("Continue playing"). */
export const openProviderRoundsQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: gamesKeys.openProviderRounds(),
    queryFn: ({ signal }) => api.call('games/getProviderRounds', { status: 'open' }, { signal }),
  });

/** One game by sysname, or null when the catalogue has none. */
export const gameQuery = (sysname: string, api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: gamesKeys.game(sysname),
    queryFn: async ({ signal }) => (await api.call('games/get', { sysname: [sysname], count: 1 }, { signal })).items[0] ?? null,
  });

/** Game-hall categories, each with its first `gamesCount` games. */
export const gameCategoriesQuery = (gamesCount: number = RAIL_SIZE, api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: gamesKeys.categories(gamesCount),
    queryFn: ({ signal }) => api.call('games/getCategories', { games_count: gamesCount }, { signal }),
  });

/** Providers of casino, slot, live and fast games, with their game parameters (SPEC §7). */
export const gameProvidersQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: gamesKeys.providers(),
    queryFn: ({ signal }) => api.call('games/getProviders', { fields: ['game_params'], types: ['casino', 'slot', 'live', 'fast'] }, { signal }),
  });

const nextOffset = (last: GamesPage) => {
  const next = last.offset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
};

/** One page of a hall list at `offset`; favourites read getLikes first and ask games/get for those sysnames. */
/** The operator's rule pack lets guests play demo (false in DE); true when the rules cannot be read. */
export const guestDemoAllowed = (api: Api): Promise<boolean> =>
  api.call('protection/getRules').then(
    (rules) => rules.guest_demo,
    () => true,
  );

export async function fetchHallPage(api: Api, filter: HallFilter, offset: number, signal?: AbortSignal): Promise<GamesPage> {
  const params = hallParams(filter, offset, GAMEHALL_PAGE_SIZE);
  if (filter.category !== FAVOURITES_CATEGORY) return api.call('games/get', params, { signal });
  const likes = await api.call('games/getLikes', {}, { signal });
  if (likes.length === 0) return { items: [], total: 0, offset, count: 0 };
  return api.call('games/get', { ...params, sysname: likes }, { signal });
}

/** The hall's pages after the server-rendered one (`fromPage` is the first page this query loads). */
export const hallGamesQuery = (filter: HallFilter, fromPage: number, api: Api = lazyBrowserApi) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.hall(filter, fromPage),
    initialPageParam: (fromPage - 1) * GAMEHALL_PAGE_SIZE,
    getNextPageParam: nextOffset,
    queryFn: ({ pageParam, signal }) => fetchHallPage(api, filter, pageParam, signal),
  });

/** Games whose name contains `query` (the search dialog). */
export const searchGamesQuery = (query: string, api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: gamesKeys.search(query),
    queryFn: ({ signal }) => api.call('games/get', { query, count: SEARCH_RESULTS, sort: 'popularity', order: 'desc' }, { signal }),
  });
