import { queryOptions, useMutation } from '@tanstack/react-query';
import { LISTED_GAME_TYPES } from '@/features/games';
import { browserApi, type Api } from '@/lib/api';
import { TOURNAMENT_FIELDS } from '@/lib/contract';

/** SPEC §9: tournament games page size 12, by priority ascending, slot/live/casino/fast. */
export const TOURNAMENT_GAMES_PAGE_SIZE = 12;

export type TournamentStatus = 'all' | 'future' | 'active' | 'finished';

export const tournamentsKeys = {
  all: ['tournaments'] as const,
  list: (status: TournamentStatus, count: number) => [...tournamentsKeys.all, 'list', { status, count }] as const,
  detail: (id: number) => [...tournamentsKeys.all, 'detail', id] as const,
  games: (id: number, page: number) => [...tournamentsKeys.all, 'games', id, { page }] as const,
};

/** Tournaments of a status, with their descriptions. */
export const tournamentsQuery = (status: TournamentStatus = 'all', count = 20, api: Api = browserApi) =>
  queryOptions({
    queryKey: tournamentsKeys.list(status, count),
    queryFn: ({ signal }) => api.call('tournaments/get', { status, count, fields: ['description'] }, { signal }),
  });

/** One tournament with every optional part (user info, winners, restrictions…), or null. */
export const tournamentQuery = (id: number, api: Api = browserApi) =>
  queryOptions({
    queryKey: tournamentsKeys.detail(id),
    queryFn: async ({ signal }) => {
      const list = await api.call('tournaments/get', { ids: [String(id)], count: 1, fields: [...TOURNAMENT_FIELDS] }, { signal });
      return list.find((t) => t.id === id) ?? null;
    },
  });

/** A page of the games that count in a tournament. */
export const tournamentGamesQuery = (id: number, page = 1, api: Api = browserApi) =>
  queryOptions({
    queryKey: tournamentsKeys.games(id, page),
    queryFn: ({ signal }) =>
      api.call(
        'games/get',
        {
          offset: (page - 1) * TOURNAMENT_GAMES_PAGE_SIZE,
          count: TOURNAMENT_GAMES_PAGE_SIZE,
          sort: 'priority',
          order: 'asc',
          types: LISTED_GAME_TYPES,
          options: { tournament_id: id },
        },
        { signal },
      ),
  });

/** Pushed when a tournament's standings change (the player's own copy carries `user_info`). */
export const TOURNAMENT_LEADERBOARD_EVENT = 'tournament.leaderboard_updated';

/** tournaments/participate: answers 1 on success (SPEC §4); the caller refreshes the tournament. */
export function useParticipate() {
  return useMutation({
    mutationFn: async (tournamentId: number) => {
      const answer = await browserApi.call('tournaments/participate', { tournament_id: tournamentId });
      if (Number(answer) !== 1) throw new Error('participate');
      return answer;
    },
  });
}
