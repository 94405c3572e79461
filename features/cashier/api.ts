import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccount } from '@/features/account';
import { readList, readText } from '@/features/system';
import { lazyBrowserApi, type Api } from '@/lib/api';
import type { MethodParams } from '@/lib/contract';

export const HISTORY_PAGE_SIZE = 20;

export const cashierKeys = {
  all: ['cashier'] as const,
  depositMethods: () => [...cashierKeys.all, 'deposit-methods'] as const,
  withdrawMethods: () => [...cashierKeys.all, 'withdraw-methods'] as const,
  history: (page: number, type?: 'deposit' | 'withdrawal') => [...cashierKeys.all, 'history', { page, type }] as const,
  balance: () => [...cashierKeys.all, 'balance'] as const,
  depositLimit: () => [...cashierKeys.all, 'deposit-limit'] as const,
  pendingWithdrawals: () => [...cashierKeys.all, 'pending-withdrawals'] as const,
  payment: (transaction: string) => [...cashierKeys.all, 'payment', transaction] as const,
};

/** Deposit methods of the player (getdepositsettings), as a list. */
export const depositMethodsQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: cashierKeys.depositMethods(),
    queryFn: async ({ signal }) => readList(await api.call('getdepositsettings', {}, { signal })),
  });

/** Deposit methods in `currency`, read without a session: a player shell's list (docs/decisions/0011). Server renders only. */
export const readDepositMethodsIn = async (api: Api, currency: string) => readList(await api.call('getdepositsettings', { currency }));

/** Withdrawal methods of the player (getwithdrawsettings), as a list. */
export const withdrawMethodsQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: cashierKeys.withdrawMethods(),
    queryFn: async ({ signal }) => readList(await api.call('getwithdrawsettings', {}, { signal })),
  });

/** A page of the transaction history; `count` is the total. */
export const historyQuery = (page = 1, type?: 'deposit' | 'withdrawal', api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: cashierKeys.history(page, type),
    queryFn: async ({ signal }) => {
      const data = await api.call('gethistory', { offset: (page - 1) * HISTORY_PAGE_SIZE, count: HISTORY_PAGE_SIZE, type }, { signal });
      return { items: readList(data.items), total: data.count };
    },
  });

/** The four balances of the player: fresh for 5 s, refetched when the tab regains focus after that (SPEC §4 balance). */
export const balanceQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: cashierKeys.balance(),
    queryFn: ({ signal }) => api.call('getBalance', {}, { signal }),
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });

/** The deposit limit of the player. */
export const depositLimitQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({ queryKey: cashierKeys.depositLimit(), queryFn: ({ signal }) => api.call('getDepositLimit', {}, { signal }) });

/** Withdrawals the player may still cancel (gethistory type=withdrawal: can_cancel, or pending). */
export const pendingWithdrawalsQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: cashierKeys.pendingWithdrawals(),
    queryFn: async ({ signal }) => {
      const data = await api.call('gethistory', { offset: 0, count: 100, type: 'withdrawal' }, { signal });
      return readList(data.items).filter((row) => row.can_cancel ?? readText(row, 'status') === 'pending');
    },
  });

/** After money moved: balance, limits, history, pending withdrawals and the account's balances are stale. */
function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return () => invalidateAccount(queryClient); // the cashier's keys are among the player's data
}

// POST makedeposit – starts a deposit; the answer says where the player goes next (payment result).
export function useMakeDeposit() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: (params: MethodParams<'makedeposit'>) => lazyBrowserApi.call('makedeposit', params), onSuccess: invalidate });
}

// POST makewithdrawal – asks for a withdrawal to the given requisites.
export function useMakeWithdrawal() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: (params: MethodParams<'makewithdrawal'>) => lazyBrowserApi.call('makewithdrawal', params), onSuccess: invalidate });
}

// POST cancelwithdrawal – cancels a pending withdrawal; the money returns to the balance.
export function useCancelWithdrawal() {
  const invalidate = useInvalidateMoney();
  return useMutation({ mutationFn: (id: number) => lazyBrowserApi.call('cancelwithdrawal', { id }), onSuccess: invalidate });
}

/** One deposit's payment result (getdepositinfo transaction), e.g. while it is pending. */
export const paymentQuery = (transaction: string, api: Api = lazyBrowserApi) =>
  queryOptions({
    queryKey: cashierKeys.payment(transaction),
    queryFn: ({ signal }) => api.call('getdepositinfo', { transaction }, { signal }),
  });
