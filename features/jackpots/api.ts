import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyBrowserApi, type Api } from '@/lib/api';
import type { MethodResult } from '@/lib/contract';

export type Jackpot = MethodResult<'Jackpots/get'>[number];
export type JackpotWin = MethodResult<'Jackpots/getWinners'>[number];

/** How often a page showing jackpot amounts asks for fresh ones. */
export const JACKPOT_REFRESH_MS = 15_000;
/** Wins listed on a jackpot page. */
export const JACKPOT_WINS = 20;

export const jackpotsKeys = {
  all: ['jackpots'] as const,
  list: () => [...jackpotsKeys.all, 'list'] as const,
  winners: (jackpotId: number | null, count: number) => [...jackpotsKeys.all, 'winners', { jackpotId, count }] as const,
};

/** Every running jackpot with its current amount. */
export const jackpotsQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: jackpotsKeys.list(),
    queryFn: ({ signal }) => api.call('Jackpots/get', {}, { signal }),
  });

/** Recent payouts, of one jackpot or of all of them, newest first. */
export const jackpotWinnersQuery = (jackpotId: number | null = null, count = JACKPOT_WINS, api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: jackpotsKeys.winners(jackpotId, count),
    queryFn: ({ signal }) => api.call('Jackpots/getWinners', { ...(jackpotId ? { jackpot_id: jackpotId } : {}), count }, { signal }),
  });

/** The jackpots, refreshed while the page is open (the server-rendered list hydrates the cache). */
export const useLiveJackpots = () => useQuery({ ...jackpotsQuery(), refetchInterval: JACKPOT_REFRESH_MS, refetchIntervalInBackground: false });
