import { z } from 'zod';
import { get, ok, post } from './define';
import { looseRecord, money, timestamp } from './entities';
import { fields, int, list, optionalText, text } from './fields';
import { PROMO_CODE_MAX_LENGTH } from '@/lib/validation/constants';

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
  percent: z.number().nullable().optional(),
  amount: money.optional(),
  description: looseRecord,
  receiving_expired_at: timestamp.nullable(),
  end_date: timestamp.nullable(),
});

export const BONUS_STATUSES = ['available', 'active', 'completed', 'expired', 'removed', 'forfeited', 'depleted'] as const;

/** Wagering progress of a bonus (bonuses/get, and the pushed `bonus.progress`). */
export const bonusProgress = z.object({
  bonus_id: z.number().int(),
  type: z.enum(['betting', 'casino']),
  status: z.enum(BONUS_STATUSES),
  wagered: money,
  required: money,
  percent: z.number(),
});
export type BonusProgress = z.infer<typeof bonusProgress>;

/** §3 Bonus, with the snapshot of its terms and its wagering progress. */
export const bonus = z
  .object({
    id: z.number().int(),
    type: z.enum(['betting', 'casino']),
    status: z.enum(BONUS_STATUSES),
    title: z.string(),
    source: z.string(),
    description: looseRecord,
    amount: money,
    /** The bonus money now (winnings included). */
    balance: money,
    converted: money,
    wager: bonusProgress.extend({ multiplier: z.number(), base: z.enum(['bonus', 'deposit_bonus']) }),
    max_bet: money.nullable(),
    max_cashout: money.nullable(),
    contributions: z.record(z.string(), z.number()),
    min_odds: z.number().optional(),
    min_selections: z.number().int().optional(),
    expires_at: timestamp.nullable(),
    created_at: timestamp,
    activated_at: timestamp.nullable(),
    finished_at: timestamp.nullable(),
  })
  .catchall(z.unknown());
export type Bonus = z.infer<typeof bonus>;

/** §3 Freespin pack. */
export const freespinPack = z
  .object({ id: z.number().int(), game: z.object({ sysname: z.string() }), remaining_count: z.number().int(), description: looseRecord.optional() })
  .catchall(z.unknown());

const bonusId = z.object({ bonus_id: int({ min: 1 }).required() });
const cashbackId = z.object({ cashback_id: int({ min: 1 }).required() });
const offerFields = fields(OFFER_FIELDS);
/** What a bonus action answers: the bonus as it now stands. */
const bonusChange = z.object({ bonus });
/** What granting an offer answers: the bonuses and free-spin packs it gave. */
const granted = z.object({ offer: offer, bonus_ids: z.array(z.number().int()), freespin_pack_ids: z.array(z.number().int()) });
/** Which bonuses bonuses/get lists: running (active, available; default), finished, or all. */
const bonusList = z.object({ status: z.enum(['running', 'finished', 'all']).default('running') });

export const promotionMethods = {
  'campaigns/getoffers': get(z.object({ offset: int({ min: 0 }).default(0), fields: offerFields }), z.array(offer)),
  'campaigns/getOffer': get(z.object({ offer_id: int({ min: 1 }).required(), fields: offerFields }), offer),
  /** A promo-code offer: grants it (once per player). Errors on promo_code as checkPromocode, jurisdiction_cap. */
  'campaigns/activateOffer': post(z.object({ promo_code: text(PROMO_CODE_MAX_LENGTH), fields: offerFields }), granted),
  'campaigns/checkPromocode': post(z.object({ promo_code: text(PROMO_CODE_MAX_LENGTH) }), z.unknown()),
  /** Takes an offer granted on request (trigger action `take`); deposit offers need a deposit (offer_id deposit_required). */
  'campaigns/takepromotions': post(z.object({ offer_id: int({ min: 1 }).required() }), granted),
  'BettingBonuses/activate': post(bonusId, bonusChange),
  'BettingBonuses/remove': post(bonusId, bonusChange),
  'BettingBonuses/get': get(bonusList, z.array(bonus)),
  /** Errors: InvalidParameter bonus_id (not_found, another_active, not_available, expired); AccessDenied for another player's bonus. */
  'bonuses/activate': post(bonusId, bonusChange),
  'bonuses/deactivate': post(bonusId, bonusChange),
  'bonuses/remove': post(bonusId, bonusChange),
  'bonuses/get': get(bonusList, z.array(bonus)),
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
  /** Pays an active cashback to the main balance (once); errors on cashback_id: not_found, expired; AccessDenied. */
  'cashbacks/payout': post(cashbackId, ok),
  /** Drops an active cashback; errors on cashback_id: not_found, paid_out; AccessDenied. */
  'cashbacks/remove': post(cashbackId, ok),
  /** Packs by status: active (spins left, not expired; default), finished, all; `fields` adds description. */
  'freespins/get': get(
    z.object({ fields: list(z.enum(['description'])).optional(), status: z.enum(['active', 'finished', 'all']).default('active'), count: int({ min: 1, max: 100 }).default(99) }),
    z.array(freespinPack),
  ),
};

