import { queryOptions } from '@tanstack/react-query';
import { browserApi, type Api } from '@/lib/api';

export const profileKeys = {
  all: ['profile'] as const,
  account: () => [...profileKeys.all, 'account'] as const,
  info: () => [...profileKeys.all, 'info'] as const,
  bonuses: () => [...profileKeys.all, 'bonuses'] as const,
  bettingBonuses: () => [...profileKeys.all, 'betting-bonuses'] as const,
  freespins: () => [...profileKeys.all, 'freespins'] as const,
  cashbacks: () => [...profileKeys.all, 'cashbacks'] as const,
};

/** The signed-in account (getInfo): login, verification, two-factor and subscription flags. */
export const accountQuery = (api: Api = browserApi) =>
  queryOptions({ queryKey: profileKeys.account(), queryFn: ({ signal }) => api.call('getInfo', {}, { signal }) });

/** Profile data with contacts and document. */
export const profileInfoQuery = (api: Api = browserApi) =>
  queryOptions({ queryKey: profileKeys.info(), queryFn: ({ signal }) => api.call('getprofileinfo', { fields: ['contacts', 'document'] }, { signal }) });

export const bonusesQuery = (api: Api = browserApi) =>
  queryOptions({ queryKey: profileKeys.bonuses(), queryFn: ({ signal }) => api.call('bonuses/get', {}, { signal }) });

export const bettingBonusesQuery = (api: Api = browserApi) =>
  queryOptions({ queryKey: profileKeys.bettingBonuses(), queryFn: ({ signal }) => api.call('BettingBonuses/get', {}, { signal }) });

/** Active free-spin packs (SPEC §7: fields description, status active, count 99). */
export const freespinsQuery = (api: Api = browserApi) =>
  queryOptions({
    queryKey: profileKeys.freespins(),
    queryFn: ({ signal }) => api.call('freespins/get', { fields: ['description'], status: 'active', count: 99 }, { signal }),
  });

/** Cashbacks, newest first by end date. */
export const cashbacksQuery = (api: Api = browserApi) =>
  queryOptions({
    queryKey: profileKeys.cashbacks(),
    queryFn: ({ signal }) => api.call('cashbacks/get', { count: 20, sort: 'end_date', order: 'desc' }, { signal }),
  });
