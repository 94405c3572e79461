import { PlatformError } from '@/lib/errors';
import { requireUser } from '../http/context';
import { findCashbacks } from '../services/cashbacks';
import { listFreespins } from '../services/freespins';
import { findOffer, listOffers } from '../services/offers';
import { checkPromoCode } from '../services/promo-codes';
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

  // POST campaigns/checkPromocode – 1 when the code names a live offer (not yet used by the signed-in player); else error_data.promo_code
  'campaigns/checkPromocode': async ({ db, user, params, limits, request }) => {
    await limits.hit('promo', request.ip, user?.login ?? null);
    const check = await checkPromoCode(db, params.promo_code, user?.uid);
    if (!check.ok) throw PlatformError.invalidParameters({ promo_code: [check.reason] });
    return 1;
  },

  // GET cashbacks/get – the signed-in player's cashbacks: count, sort (id, created_at, end_date, receiving_expired_at), order, statuses
  'cashbacks/get': (ctx) => findCashbacks(ctx.db, requireUser(ctx).uid, ctx.params),

  // GET freespins/get – the player's free-spin packs with spins left and not expired (signed-in only)
  'freespins/get': (ctx) => listFreespins(ctx.db, requireUser(ctx).uid, { count: ctx.params.count, locale: ctx.locale }),

  // GET tournaments/get – tournaments by status (all, future, active, finished) and ids, paged
  'tournaments/get': ({ db, user, params }) => findTournaments(db, params, user?.uid ?? null),
});
