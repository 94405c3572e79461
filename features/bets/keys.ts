import type { BetFilters } from './filters';

/**
 * The bets' query keys, apart from the queries: a game frame invalidates them after each round, and
 * importing them from api.ts would put the API module and useMutation in every game page's first load.
 */
export const betsKeys = {
  all: ['bets'] as const,
  history: (filters: BetFilters, page: number) => [...betsKeys.all, 'history', { ...filters, page }] as const,
  exports: () => [...betsKeys.all, 'exports'] as const,
  sport: () => [...betsKeys.all, 'sport'] as const,
};
