import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { lazyBrowserApi, type Api } from '@/lib/api';
import type { MethodResult } from '@/lib/contract';
import type { BetFilters } from './filters';
import { betsKeys } from './keys';

export { betsKeys };

export type GameRound = MethodResult<'games/getHistory'>['items'][number];
export type HistoryExport = MethodResult<'games/gethistoryexportrequest'>[number];

export type SportBet = MethodResult<'games/getSportBets'>[number];

export const BETS_PAGE_SIZE = 20;
/** How often the export list is polled while an export is being produced. */
export const EXPORT_POLL_MS = 2_000;

/** The player's latest sportsbook bets (games/getSportBets), newest first. */
export const sportBetsQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({ queryKey: betsKeys.sport(), queryFn: ({ signal }) => api.call('games/getSportBets', { count: 20 }, { signal }) });

/** A page of the player's game rounds (games/getHistory), newest first. */
export const roundsQuery = (filters: BetFilters, page = 1, api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: betsKeys.history(filters, page),
    queryFn: ({ signal }) => api.call('games/getHistory', { ...filters, offset: (page - 1) * BETS_PAGE_SIZE, count: BETS_PAGE_SIZE }, { signal }),
  });

const hasPending = (exports: readonly HistoryExport[] | undefined) => exports?.some((e) => e.status === 'pending') ?? false;

/** The player's history exports, newest first; polled while any is still pending. */
export const historyExportsQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: betsKeys.exports(),
    queryFn: ({ signal }) => api.call('games/gethistoryexportrequest', {}, { signal }),
    refetchInterval: (query) => (hasPending(query.state.data) ? EXPORT_POLL_MS : false),
  });

/** Queues a CSV export of the rounds matching the filters; the list shows it at once. */
export function useCreateHistoryExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filters: BetFilters) => lazyBrowserApi.call('games/createhistoryexportrequest', filters),
    onSuccess: (created) => {
      queryClient.setQueryData<HistoryExport[]>(betsKeys.exports(), (list = []) => [created, ...list.filter((e) => e.id !== created.id)]);
      return queryClient.invalidateQueries({ queryKey: betsKeys.exports() });
    },
  });
}
