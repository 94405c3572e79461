import { infiniteQueryOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { browserApi, type Api } from '@/lib/api';
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

type GamesPage = MethodResult<'games/get'>;

export const gamesKeys = {
  all: ['games'] as const,
  list: (params: GamesParams) => [...gamesKeys.all, 'list', params] as const,
  hall: (filter: HallFilter, firstPage: number) => [...gamesKeys.all, 'hall', filter, { firstPage }] as const,
  search: (query: string) => [...gamesKeys.all, 'search', query] as const,
  game: (sysname: string) => [...gamesKeys.all, 'game', sysname] as const,
  categories: (gamesCount: number) => [...gamesKeys.all, 'categories', { gamesCount }] as const,
  providers: () => [...gamesKeys.all, 'providers'] as const,
  likes: () => [...gamesKeys.all, 'likes'] as const,
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

/** The signed-in player's favourites: a list of sysnames (SPEC §3). */
export const likesQuery = (api: Api = browserApi) =>
  queryOptions({
    queryKey: gamesKeys.likes(),
    queryFn: ({ signal }) => api.call('games/getLikes', {}, { signal }),
  });

/** Favourites for signed-in players; guests never ask. */
export const useLikes = (enabled: boolean) => useQuery({ ...likesQuery(), enabled });

const nextOffset = (last: GamesPage) => {
  const next = last.offset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
};

/**
 * The hall's long list, page after page from `firstPage` (a crawler's `?page=`). The favourites
 * pseudo-category reads getLikes first and asks games/get for those sysnames.
 */
export const hallGamesQuery = (filter: HallFilter, firstPage = 1, api: Api = browserApi) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.hall(filter, firstPage),
    initialPageParam: (firstPage - 1) * GAMEHALL_PAGE_SIZE,
    getNextPageParam: nextOffset,
    queryFn: async ({ pageParam, signal }): Promise<GamesPage> => {
      const params = hallParams(filter, pageParam, GAMEHALL_PAGE_SIZE);
      if (filter.category !== FAVOURITES_CATEGORY) return api.call('games/get', params, { signal });
      const likes = await api.call('games/getLikes', {}, { signal });
      if (likes.length === 0) return { items: [], total: 0, offset: pageParam, count: 0 };
      return api.call('games/get', { ...params, sysname: likes }, { signal });
    },
  });

/** Games whose name contains `query` (the search dialog). */
export const searchGamesQuery = (query: string, api: Api = browserApi) =>
  queryOptions({
    queryKey: gamesKeys.search(query),
    queryFn: ({ signal }) => api.call('games/get', { query, count: SEARCH_RESULTS, sort: 'popularity', order: 'desc' }, { signal }),
  });

/**
 * Adds or removes a favourite in place: the likes list changes at once and rolls back if the
 * platform refuses; the favourites list is refreshed on its next visit. The caller tells the player.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  const key = gamesKeys.likes();
  return useMutation({
    mutationFn: ({ sysname, liked }: { sysname: string; liked: boolean }) => browserApi.call(liked ? 'games/addLike' : 'games/removeLike', { sysname }),
    onMutate: async ({ sysname, liked }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<string[]>(key);
      const without = (previous ?? []).filter((s) => s !== sysname);
      queryClient.setQueryData<string[]>(key, liked ? [...without, sysname] : without);
      return { previous };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(key, context?.previous),
    // The favourites list is marked stale but not refetched while shown: an unfavourited tile stays
    // in place (focus kept, undo possible) and is gone on the next visit.
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === 'games' && queryKey[1] === 'hall' && (queryKey[2] as HallFilter | undefined)?.category === FAVOURITES_CATEGORY,
        refetchType: 'none',
      }),
  });
}
