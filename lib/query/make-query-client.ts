import { defaultShouldDehydrateQuery, QueryClient } from '@tanstack/react-query';

/** How long fetched data counts as fresh: long enough that hydrated queries do not refetch at once. */
export const STALE_TIME_MS = 60_000;

/**
 * One factory for server prefetching and the browser cache, so both agree: data prefetched on the
 * server is fresh on arrival (no refetch on hydration) and pending queries may stream across.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, refetchOnWindowFocus: false },
      dehydrate: {
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}
