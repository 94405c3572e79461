import { queryOptions } from '@tanstack/react-query';
import { browserApi, type Api } from '@/lib/api';

export const wheelKeys = {
  all: ['wheel'] as const,
  campaigns: () => [...wheelKeys.all, 'campaigns'] as const,
  wheel: (campaignId: number) => [...wheelKeys.all, 'wheel', campaignId] as const,
};

/** Wheel-of-fortune campaigns; the current one is the first (SPEC §4). */
export const wheelCampaignsQuery = (api: Api = browserApi) =>
  queryOptions({ queryKey: wheelKeys.campaigns(), queryFn: ({ signal }) => api.call('wheel/campaignsGet', {}, { signal }) });

/** The wheel of a campaign: its sectors and their rewards. */
export const wheelQuery = (campaignId: number, api: Api = browserApi) =>
  queryOptions({ queryKey: wheelKeys.wheel(campaignId), queryFn: ({ signal }) => api.call('wheel/wheelInfoGet', { campaign_id: campaignId }, { signal }) });
