/**
 * Fixed terms of the bonus engine, named with the terms of every bonus they apply to (CMA undertakings: funds are
 * forfeited only under a named term). The platform answers them as `fixed_terms` on each promotion of an offer
 * (campaigns/getoffers, campaigns/getOffer) and on each bonus (bonuses/get, BettingBonuses/get); the site words them.
 *
 * - `withdrawal_forfeits_bonus`: withdrawing while the bonus is active forfeits the bonus and its winnings (after the
 *   burn-bonuses confirm); the player's own deposit can always be withdrawn.
 */
export const BONUS_FIXED_TERMS = ['withdrawal_forfeits_bonus'] as const;
export type BonusFixedTerm = (typeof BONUS_FIXED_TERMS)[number];

const known: ReadonlySet<string> = new Set(BONUS_FIXED_TERMS);

/** The fixed terms a platform answer carries (a list of names), the ones this site knows, each once. */
export function fixedTermsIn(value: unknown): BonusFixedTerm[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((t): t is BonusFixedTerm => typeof t === 'string' && known.has(t)))];
}
