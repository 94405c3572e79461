import { z } from 'zod';
import { get, none, post, unknownResult } from './define';
import { looseRecord, money, timestamp } from './entities';
import { fields, int, list, optionalText, text } from './fields';

export const OFFER_FIELDS = ['trigger', 'description', 'promotions'] as const;

/** §3 Offer; trigger, description and promotions come when `fields` asks for them. */
export const offer = z.object({
  id: z.number().int(),
  sysname: z.string(),
  trigger: z
    .object({
      action: z.string(),
      user_satisfies_params: z.boolean(),
      params: z.object({ exclude_methods: z.array(z.string()) }).catchall(z.unknown()),
    })
    .optional(),
  description: looseRecord.optional(),
  promotions: z.array(z.object({ id: z.number().int(), type: z.string() }).catchall(z.unknown())).optional(),
});
export type Offer = z.infer<typeof offer>;

/** §3 Cashback (with its amount, which the unseen-cashback popup shows). */
export const cashback = z.object({
  id: z.number().int(),
  status: z.enum(['active', 'paid_out']),
  amount: money.optional(),
  description: looseRecord,
  receiving_expired_at: timestamp.nullable(),
  end_date: timestamp.nullable(),
});

/** §3 Bonus. */
export const bonus = z.object({ id: z.number().int(), type: z.enum(['betting', 'casino']) }).catchall(z.unknown());

/** §3 Freespin pack. */
export const freespinPack = z
  .object({ id: z.number().int(), game: z.object({ sysname: z.string() }), remaining_count: z.number().int(), description: looseRecord.optional() })
  .catchall(z.unknown());

const bonusId = z.object({ bonus_id: int({ min: 1 }).required() });
const offerFields = fields(OFFER_FIELDS);

export const promotionMethods = {
  'campaigns/getoffers': get(z.object({ offset: int({ min: 0 }).default(0), fields: offerFields }), z.array(offer)),
  'campaigns/getOffer': get(z.object({ offer_id: int({ min: 1 }).required(), fields: offerFields }), offer),
  'campaigns/activateOffer': post(z.object({ promo_code: text(64), fields: offerFields }), unknownResult),
  'campaigns/checkPromocode': post(z.object({ promo_code: text(64) }), z.unknown()),
  'campaigns/takepromotions': post(z.object({ offer_id: int({ min: 1 }).required() }), unknownResult),
  'BettingBonuses/activate': post(bonusId, unknownResult),
  'BettingBonuses/remove': post(bonusId, unknownResult),
  'BettingBonuses/get': get(none, z.array(bonus)),
  'bonuses/activate': post(bonusId, unknownResult),
  'bonuses/deactivate': post(bonusId, unknownResult),
  'bonuses/remove': post(bonusId, unknownResult),
  'bonuses/get': get(none, z.array(bonus)),
  'cashbacks/get': get(
    z.object({
      count: int({ min: 1, max: 100 }).default(20),
      sort: optionalText(32),
      order: z.enum(['asc', 'desc']).optional(),
      statuses: list(z.enum(['active', 'paid_out'])).optional(),
      fields: list(z.string()).optional(),
    }),
    z.array(cashback),
  ),
  'cashbacks/payout': post(z.looseObject({}), unknownResult),
  'cashbacks/remove': post(z.looseObject({}), unknownResult),
  'freespins/get': get(
    z.object({ fields: list(z.string()).optional(), status: optionalText(16), count: int({ min: 1, max: 100 }).default(99) }),
    z.array(freespinPack),
  ),
};

