import type { BonusRow } from './engine';
import { fixedTermsOf } from './config';
import { localize, textIn } from '../localized';
import { toMoney } from '../money';

/** Wagering progress of a bonus as the site shows it (header, game page, profile). */
export function progressOf(bonus: Pick<BonusRow, 'id' | 'kind' | 'status' | 'currency' | 'wagered' | 'wagerRequired'>) {
  const percent = bonus.wagerRequired === 0n ? 100 : Number((bonus.wagered * 10_000n) / bonus.wagerRequired) / 100;
  return {
    bonus_id: bonus.id,
    type: bonus.kind,
    status: bonus.status,
    wagered: toMoney(bonus.wagered, bonus.currency),
    required: toMoney(bonus.wagerRequired, bonus.currency),
    percent: Math.min(100, percent),
  };
}

const money = (value: string | null, currency: string) => (value === null ? null : toMoney(BigInt(value), currency));

/**
 * bonuses/get and BettingBonuses/get: a bonus with its terms (the snapshot, and the engine's fixed terms named as
 * `fixed_terms`) and progress. `balance` is the bonus
 * money now: the wallet's bonus balance while active, the held amount while available. The title
 * and the description's texts, stored per locale or as one text, answer in `locale`.
 */
export function bonusView(bonus: BonusRow, walletBonus: bigint, locale = 'en-US') {
  const balance = bonus.status === 'active' ? walletBonus : bonus.status === 'available' ? bonus.held : 0n;
  return {
    id: bonus.id,
    type: bonus.kind,
    status: bonus.status,
    title: textIn(bonus.title, locale),
    source: bonus.source,
    description: localize(bonus.terms.description ?? {}, locale),
    amount: toMoney(bonus.amount, bonus.currency),
    balance: toMoney(balance, bonus.currency),
    converted: toMoney(bonus.converted, bonus.currency),
    wager: {
      multiplier: bonus.terms.wager_multiplier,
      base: bonus.terms.wager_base,
      ...progressOf(bonus),
    },
    max_bet: money(bonus.terms.max_bet, bonus.currency),
    max_cashout: money(bonus.terms.max_cashout, bonus.currency),
    contributions: bonus.terms.contributions,
    ...(bonus.terms.min_odds !== undefined && { min_odds: bonus.terms.min_odds / 100 }),
    ...(bonus.terms.min_selections !== undefined && { min_selections: bonus.terms.min_selections }),
    // the engine's terms that hold the player's money to this bonus, named (a withdrawal while it is active forfeits it)
    fixed_terms: fixedTermsOf({ wagering: bonus.wagerRequired > 0n, isolation: bonus.terms.isolation === true }),
    expires_at: bonus.expiresAt?.toISOString() ?? null,
    created_at: bonus.createdAt.toISOString(),
    activated_at: bonus.activatedAt?.toISOString() ?? null,
    finished_at: bonus.finishedAt?.toISOString() ?? null,
  };
}
