import { queryOptions } from '@tanstack/react-query';
import { browserApi, type Api } from '@/lib/api';
import { OFFER_FIELDS } from '@/lib/contract';
import { offersKeys } from './keys';

/** SPEC §7: banners come ten at a time by default. */
export const BANNERS_COUNT = 10;

export { offersKeys };

/** Offers the visitor may take, with trigger, description and promotions. */
export const offersQuery = (api: Api = browserApi) =>
  queryOptions({
    queryKey: offersKeys.list(),
    queryFn: ({ signal }) => api.call('campaigns/getoffers', { offset: 0, fields: [...OFFER_FIELDS] }, { signal }),
  });

/** One offer by id. */
export const offerQuery = (id: number, api: Api = browserApi) =>
  queryOptions({
    queryKey: offersKeys.detail(id),
    queryFn: ({ signal }) => api.call('campaigns/getOffer', { offer_id: id, fields: [...OFFER_FIELDS] }, { signal }),
  });

/** Campaign banners of the platform (the promotions page). */
export const promotionBannersQuery = (api: Api = browserApi) =>
  queryOptions({
    queryKey: offersKeys.banners(),
    queryFn: ({ signal }) => api.call('banners/get', { offset: 0, count: BANNERS_COUNT }, { signal }),
  });
