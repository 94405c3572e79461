import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccount } from '@/features/account';
import { lazyBrowserApi, type Api } from '@/lib/api';
import type { Bonus, MethodParams } from '@/lib/contract';

export const bonusKeys = {
  all: ['bonuses'] as const,
  casino: (status: 'running' | 'all' = 'all') => [...bonusKeys.all, 'casino', status] as const,
  betting: (status: 'running' | 'all' = 'all') => [...bonusKeys.all, 'betting', status] as const,
  freespins: () => [...bonusKeys.all, 'freespins'] as const,
  cashbacks: () => [...bonusKeys.all, 'cashbacks'] as const,
};

/** The player's casino bonuses: running ones first, then the latest finished (bonuses/get). */
export const casinoBonusesQuery = (api: Api = lazyBrowserApi, status: 'running' | 'all' = 'all') =>
  queryOptions({ queryKey: bonusKeys.casino(status), queryFn: ({ signal }) => api.call('bonuses/get', { status }, { signal }) });

export const bettingBonusesQuery = (api: Api = lazyBrowserApi, status: 'running' | 'all' = 'all') =>
  queryOptions({ queryKey: bonusKeys.betting(status), queryFn: ({ signal }) => api.call('BettingBonuses/get', { status }, { signal }) });

/** Active free-spin packs (SPEC §7: fields description, status active, count 99). */
export const freespinsQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({ queryKey: bonusKeys.freespins(), queryFn: ({ signal }) => api.call('freespins/get', { fields: ['description'], status: 'active', count: 99 }, { signal }) });

/** Cashbacks, newest first by end date. */
export const cashbacksQuery = (api: Api = lazyBrowserApi) =>
  queryOptions({ queryKey: bonusKeys.cashbacks(), queryFn: ({ signal }) => api.call('cashbacks/get', { count: 20, sort: 'end_date', order: 'desc' }, { signal }) });

export type BonusAction = 'activate' | 'deactivate' | 'remove';

/** bonuses/{activate,deactivate,remove} or BettingBonuses/{activate,remove}; the player's data (bonuses, balances) refetches after. */
export function useBonusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bonus, action }: { bonus: Pick<Bonus, 'id' | 'type'>; action: BonusAction }): Promise<{ bonus: Bonus }> => {
      const params = { bonus_id: bonus.id };
      if (bonus.type === 'betting') return action === 'remove' ? lazyBrowserApi.call('BettingBonuses/remove', params) : lazyBrowserApi.call('BettingBonuses/activate', params);
      return lazyBrowserApi.call(`bonuses/${action}`, params);
    },
    onSettled: () => invalidateAccount(queryClient),
  });
}

/** cashbacks/payout and cashbacks/remove. */
export function useCashbackAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'payout' | 'remove' }) => lazyBrowserApi.call(action === 'payout' ? 'cashbacks/payout' : 'cashbacks/remove', { cashback_id: id }),
    onSettled: () => invalidateAccount(queryClient),
  });
}

/**
 * campaigns/activateOffer: a promo-code offer granted to the signed-in player (§1, §7); a refusal
 * is an ApiError with the reason under error_data.promo_code (§8). The player's data (balances,
 * bonuses, the offers open to them) refetches after.
 */
export function useActivatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promo_code: string) => lazyBrowserApi.call('campaigns/activateOffer', { promo_code }),
    onSettled: () => invalidateAccount(queryClient),
  });
}

/** campaigns/takepromotions: an offer taken on request. */
export function useTakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: MethodParams<'campaigns/takepromotions'>) => lazyBrowserApi.call('campaigns/takepromotions', params),
    onSettled: () => invalidateAccount(queryClient),
  });
}
