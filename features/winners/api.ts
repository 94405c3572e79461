import { queryOptions } from '@tanstack/react-query';
import { browserApi, type Api } from '@/lib/api';

/** leaderboard/get (recent), live (as they happen) and top (biggest). */
export type LeaderboardKind = 'get' | 'live' | 'top';

export const winnersKeys = {
  all: ['winners'] as const,
  list: (kind: LeaderboardKind, count: number) => [...winnersKeys.all, kind, { count }] as const,
};

export const winnersQuery = (kind: LeaderboardKind = 'get', count = 20, api: Api = browserApi) =>
  queryOptions({
    queryKey: winnersKeys.list(kind, count),
    queryFn: ({ signal }) => api.call(`leaderboard/${kind}`, { count }, { signal }),
  });
