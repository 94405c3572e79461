import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazyBrowserApi, type Api } from '@/lib/api';
import { gamesKeys } from './api';
import { FAVOURITES_CATEGORY, type HallFilter } from './hall';

// Favourites (SPEC §3: a list of sysnames), apart from the catalogue queries so pages without the
// toggle carry none of the mutation code.

/** The signed-in player's favourites: a list of sysnames (SPEC §3). */
export const likesQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: gamesKeys.likes(),
    queryFn: ({ signal }) => api.call('games/getLikes', {}, { signal }),
  });

/** Favourites for signed-in players; guests never ask. */
export const useLikes = (enabled: boolean) => useQuery({ ...likesQuery(), enabled });

/**
 * Adds or removes a favourite in place: the likes list changes at once and rolls back if the
 * platform refuses; the favourites list is refreshed on its next visit. The caller tells the player.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  const key = gamesKeys.likes();
  return useMutation({
    mutationFn: ({ sysname, liked }: { sysname: string; liked: boolean }) => lazyBrowserApi.call(liked ? 'games/addLike' : 'games/removeLike', { sysname }),
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
