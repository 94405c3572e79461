import { queryOptions } from '@tanstack/react-query';
import { readList } from '@/features/system';
import { browserApi, type Api } from '@/lib/api';

export const HISTORY_PAGE_SIZE = 20;

export const cashierKeys = {
  all: ['cashier'] as const,
  depositMethods: () => [...cashierKeys.all, 'deposit-methods'] as const,
  withdrawMethods: () => [...cashierKeys.all, 'withdraw-methods'] as const,
  history: (page: number, type?: 'deposit' | 'withdrawal') => [...cashierKeys.all, 'history', { page, type }] as const,
  balance: () => [...cashierKeys.all, 'balance'] as const,
  depositLimit: () => [...cashierKeys.all, 'deposit-limit'] as const,
};

/** Deposit methods of the player (getdepositsettings), as a list. */
export const depositMethodsQuery = (api: Api = browserApi) =>
  queryOptions({
    queryKey: cashierKeys.depositMethods(),
    queryFn: async ({ signal }) => readList(await api.call('getdepositsettings', {}, { signal })),
  });

/** Withdrawal methods of the player (getwithdrawsettings), as a list. */
export const withdrawMethodsQuery = (api: Api = browserApi) =>
  queryOptions({
    queryKey: cashierKeys.withdrawMethods(),
    queryFn: async ({ signal }) => readList(await api.call('getwithdrawsettings', {}, { signal })),
  });

/** A page of the transaction history; `count` is the total. */
export const historyQuery = (page = 1, type?: 'deposit' | 'withdrawal', api: Api = browserApi) =>
  queryOptions({
    queryKey: cashierKeys.history(page, type),
    queryFn: async ({ signal }) => {
      const data = await api.call('gethistory', { offset: (page - 1) * HISTORY_PAGE_SIZE, count: HISTORY_PAGE_SIZE, type }, { signal });
      return { items: readList(data.items), total: data.count };
    },
  });

/** The four balances of the player. */
export const balanceQuery = (api: Api = browserApi) =>
  queryOptions({ queryKey: cashierKeys.balance(), queryFn: ({ signal }) => api.call('getBalance', {}, { signal }) });

/** The deposit limit of the player. */
export const depositLimitQuery = (api: Api = browserApi) =>
  queryOptions({ queryKey: cashierKeys.depositLimit(), queryFn: ({ signal }) => api.call('getDepositLimit', {}, { signal }) });
