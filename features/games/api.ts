import { queryOptions } from '@tanstack/react-query';
import { browserApi, type Api } from '@/lib/api';
import type { GamesParams, GameType } from '@/lib/contract';

/** Rails and tournament game lists use these types (SPEC §9). */
export const LISTED_GAME_TYPES: GameType[] = ['slot', 'live', 'casino', 'fast'];
/** Games per category rail on home and in the game hall. */
export const RAIL_SIZE = 12;
/** Games per page in the game hall grid. */
export const GAMEHALL_PAGE_SIZE = 24;

export const gamesKeys = {
  all: ['games'] as const,
  list: (params: GamesParams) => [...gamesKeys.all, 'list', params] as const,
  game: (sysname: string) => [...gamesKeys.all, 'game', sysname] as const,
  categories: (gamesCount: number) => [...gamesKeys.all, 'categories', { gamesCount }] as const,
  providers: () => [...gamesKeys.all, 'providers'] as const,
};

/** A page of the catalogue (filters as games/get takes them). */
export const gamesQuery = (params: GamesParams, api: Api = browserApi) =>
  queryOptions({
    queryKey: gamesKeys.list(params),
    queryFn: ({ signal }) => api.call('games/get', params, { signal }),
  });

/** One game by sysname, or null when the catalogue has none. */
export const gameQuery = (sysname: string, api: Api = browserApi) =>
  queryOptions({
    queryKey: gamesKeys.game(sysname),
    queryFn: async ({ signal }) => (await api.call('games/get', { sysname: [sysname], count: 1 }, { signal })).items[0] ?? null,
  });

/** Game-hall categories, each with its first `gamesCount` games. */
export const gameCategoriesQuery = (gamesCount: number = RAIL_SIZE, api: Api = browserApi) =>
  queryOptions({
    queryKey: gamesKeys.categories(gamesCount),
    queryFn: ({ signal }) => api.call('games/getCategories', { games_count: gamesCount }, { signal }),
  });

/** Providers of casino, slot, live and fast games, with their game parameters (SPEC §7). */
export const gameProvidersQuery = (api: Api = browserApi) =>
  queryOptions({
    queryKey: gamesKeys.providers(),
    queryFn: ({ signal }) => api.call('games/getProviders', { fields: ['game_params'], types: ['casino', 'slot', 'live', 'fast'] }, { signal }),
  });
