import { dehydrate } from '@tanstack/react-query';
import { makeQueryClient, STALE_TIME_MS } from './make-query-client';

describe('makeQueryClient', () => {
  it('keeps data fresh for a while so hydration does not refetch', () => {
    expect(STALE_TIME_MS).toBeGreaterThan(0);
    expect(makeQueryClient().getDefaultOptions().queries?.staleTime).toBe(STALE_TIME_MS);
  });

  it('dehydrates pending queries so they can stream to the client', () => {
    const client = makeQueryClient();
    void client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
    expect(dehydrate(client).queries.map((q) => q.queryKey)).toEqual([['slow']]);
  });
});
