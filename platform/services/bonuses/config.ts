import { z } from 'zod';
import type { BonusFixedTerm } from '@/lib/contract/bonus-terms';

const percent = z.number().int().min(0).max(100);

/**
 * The operator's bonus-engine settings (settings key `bonus_engine`). A bonus copies what applies
 * to it into its terms when awarded; later changes touch only later bonuses.
 */
export const bonusEngineSettings = z.object({
  /** Which money a stake takes first while a bonus is active (the rest from the other). */
  spend_order: z.enum(['real_first', 'bonus_first']),
  /** Percent of a stake that counts toward wagering, per game type… */
  contributions: z.record(z.string(), percent),
  /** …and per game sysname (wins over the type). */
  game_contributions: z.record(z.string(), percent),
  /** Largest stake while wagering, major units per currency. */
  max_bet: z.record(z.string(), z.number().positive()),
  /** Highest wagering multiple of the bonus funds a jurisdiction allows (e.g. GB: 10). */
  wagering_caps: z.record(z.string(), z.number().positive()),
  /** Days a bonus stays valid when its offer names none. */
  validity_days: z.number().int().positive(),
  /** Wagering multiplier when an offer names none. */
  default_wager: z.number().min(0),
  /** Weekly cashback: percent of the last week's net loss on real money (0: none). */
  cashback_percent: z.number().min(0).max(100),
});
export type BonusEngineSettings = z.infer<typeof bonusEngineSettings>;

export const BONUS_ENGINE_DEFAULTS: BonusEngineSettings = {
  spend_order: 'real_first',
  contributions: { slot: 100, fast: 100, logical: 100, high_low: 20, casino: 10, live: 0, betting: 0 },
  game_contributions: {},
  max_bet: { USD: 5, EUR: 5, BRL: 25 },
  wagering_caps: { GB: 10 },
  validity_days: 30,
  default_wager: 35,
  cashback_percent: 10,
};

/**
 * The engine's fixed terms of a bonus (lib/contract/bonus-terms), named with its terms: without bonus isolation a
 * withdrawal while a wagering bonus is active forfeits it and its winnings (burnForWithdrawal, after the player's
 * burn-bonuses confirm) and never the player's own deposit. With isolation, or with nothing to wager, nothing is forfeited.
 */
export function fixedTermsOf({ wagering, isolation }: { wagering: boolean; isolation: boolean }): BonusFixedTerm[] {
  return wagering && !isolation ? ['withdrawal_forfeits_bonus'] : [];
}
