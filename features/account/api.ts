import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazyBrowserApi, type Api } from '@/lib/api';
import type { MethodResult } from '@/lib/contract';
import { accountKeys } from './keys';

export { accountKeys };

/** The visitor's account as getInfo answers it; uid 0 is a guest. */
export type Account = MethodResult<'getInfo'>;

/** The visitor's account (getInfo): balances, login, verification, two-factor and subscription flags. */
export const accountQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({ queryKey: accountKeys.info(), queryFn: ({ signal }) => api.call('getInfo', {}, { signal }) });

/** The account on a server render: getInfo through the request's (shared) server api. */
export const readAccount = (api: Api): Promise<Account> => api.call('getInfo');

/** The visitor's account in a client component. */
export const useAccount = () => useQuery(accountQuery());

/** Signed in when uid > 0 (SPEC §3). */
export const isSignedIn = <T extends { uid: number }>(account: T | null | undefined): account is T => (account?.uid ?? 0) > 0;

/**
 * The roots of the player's own data besides the account: money (the cashier, with the header
 * balance), bonuses, limits, rewards and the offers this player may take (their conditions read
 * the player). A sign-in, or a balance, bonus or limit change, moves them together.
 */
const PLAYER_ROOTS: ReadonlySet<unknown> = new Set(['cashier', 'bonuses', 'protection', 'loyalty', 'wheel', 'offers']);

/** Queries that depend on who is signed in: the account, the player's data roots and any key that names `'account'`. */
const dependsOnAccount = ({ queryKey }: { queryKey: readonly unknown[] }) => queryKey[0] === accountKeys.all[0] || PLAYER_ROOTS.has(queryKey[0]) || queryKey.includes('account');

/** After a sign-in, sign-up, balance, bonus or limit change: the account and everything keyed on it are stale. */
export const invalidateAccount = (queryClient: QueryClient) => queryClient.invalidateQueries({ predicate: dependsOnAccount });

/** After sign-out: drops what belonged to the player and refetches the (now guest) account. */
export async function resetAccount(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== accountKeys.all[0] && dependsOnAccount(query) });
  await queryClient.invalidateQueries({ queryKey: accountKeys.all });
}

/** `invalidateAccount` bound to the provider's query client. */
export function useInvalidateAccount() {
  const queryClient = useQueryClient();
  return () => invalidateAccount(queryClient);
}
