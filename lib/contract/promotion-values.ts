// The promotions contract's value lists without its schemas (no zod for a page that only names them).

/**
 * What an offer's `promotions` entry can grant (its `type`): a casino bonus, a betting bonus, a
 * pack of free spins. The platform's bonus engine grants exactly these (platform/services/bonuses
 * promotionsOf; its test holds the two together) and the offer pages word each one
 * (features/offers RewardText; its test fails on a type without wording in a locale).
 */
export const PROMOTION_TYPES = ['bonus', 'betting_bonus', 'freespins'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

export const isPromotionType = (type: string): type is PromotionType => (PROMOTION_TYPES as readonly string[]).includes(type);
