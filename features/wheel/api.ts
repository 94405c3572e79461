import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccount } from '@/features/account';
import { browserApi, type Api } from '@/lib/api';
import type { WheelCampaign } from '@/lib/contract';

export const wheelKeys = {
  all: ['wheel'] as const,
  campaigns: () => [...wheelKeys.all, 'campaigns'] as const,
  wheel: (campaignId: number) => [...wheelKeys.all, 'wheel', campaignId] as const,
  quests: (campaignId: number) => [...wheelKeys.all, 'quests', campaignId] as const,
  gifts: (campaignId: number) => [...wheelKeys.all, 'gifts', campaignId] as const,
  results: (campaignId: number, scope: 'all' | 'user' | 'public') => [...wheelKeys.all, 'results', campaignId, scope] as const,
  questsInfo: () => [...wheelKeys.all, 'quests-info'] as const,
};

/** Pushed when quests gave the player spins. */
export const WHEEL_UPDATED_EVENT = 'wheel.updated';

/** Wheel-of-fortune campaigns; the current one is the first (SPEC §4). */
export const wheelCampaignsQuery = (api: Api = browserApi) =>
  queryOptions({ queryKey: wheelKeys.campaigns(), queryFn: ({ signal }) => api.call('wheel/campaignsGet', {}, { signal }) });

/** The wheel of a campaign: its sectors, their chances and the commitment of the next spin. */
export const wheelQuery = (campaignId: number, api: Api = browserApi) =>
  queryOptions({ queryKey: wheelKeys.wheel(campaignId), queryFn: ({ signal }) => api.call('wheel/wheelInfoGet', { campaign_id: campaignId }, { signal }) });

export const wheelQuestsQuery = (campaignId: number, api: Api = browserApi) =>
  queryOptions({ queryKey: wheelKeys.quests(campaignId), queryFn: ({ signal }) => api.call('wheel/campaignsQuestsGet', { campaign_id: campaignId }, { signal }) });

export const wheelGiftsQuery = (campaignId: number, api: Api = browserApi) =>
  queryOptions({ queryKey: wheelKeys.gifts(campaignId), queryFn: ({ signal }) => api.call('wheel/wheelRewardsGet', { campaign_id: campaignId }, { signal }) });

export const wheelResultsQuery = (campaignId: number, scope: 'all' | 'user' | 'public', api: Api = browserApi) =>
  queryOptions({
    queryKey: wheelKeys.results(campaignId, scope),
    queryFn: ({ signal }) => api.call('wheel/wheelSpinResults', { campaign_id: campaignId, scope, count: 20 }, { signal }),
  });

export const wheelQuestsInfoQuery = (api: Api = browserApi) =>
  queryOptions({ queryKey: wheelKeys.questsInfo(), queryFn: ({ signal }) => api.call('wheel/campaignsQuestsInfo', {}, { signal }) });

/** Buying adds the spins to that campaign's count (SPEC §4). */
export function useBuySpins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { campaignId: number; amount: number }) => browserApi.call('wheel/buySpin', { campaign_id: input.campaignId, spins_amount: input.amount }),
    onSuccess: (data) => {
      queryClient.setQueryData<WheelCampaign[]>(wheelKeys.campaigns(), (list) => list?.map((c) => (c.id === data.campaign_id ? { ...c, spin_balance: data.spin_balance } : c)));
      void invalidateAccount(queryClient);
    },
  });
}

export function useSpinWheel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (campaignId: number) => browserApi.call('wheel/spinWheel', { campaign_id: campaignId }), onSuccess: () => void invalidateAccount(queryClient) });
}
