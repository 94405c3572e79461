import { PlatformError } from '@/lib/errors';
import { findOffer, listOffers } from '../services/offers';
import { findTournaments } from '../services/tournaments';
import { defineMethods } from './define';

export const promotionMethods = defineMethods('promotions', {
  // GET campaigns/getoffers – live offers; trigger, description, promotions on request
  'campaigns/getoffers': ({ db, user, params }) => listOffers(db, { offset: params.offset, fields: params.fields, user }),

  // GET campaigns/getOffer – one live offer by id
  'campaigns/getOffer': async ({ db, user, params }) => {
    const offer = await findOffer(db, params.offer_id, { fields: params.fields, user });
    if (!offer) throw PlatformError.invalidParameters({ offer_id: ['not_found'] });
    return offer;
  },

  // GET tournaments/get – tournaments by status (all, future, active, finished) and ids, paged
  'tournaments/get': ({ db, user, params }) => findTournaments(db, params, user?.uid ?? null),
});
