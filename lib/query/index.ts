// React Query set-up shared by server pages (prefetch + dehydrate) and the shell's client provider.
export { makeQueryClient, STALE_TIME_MS } from './make-query-client';
