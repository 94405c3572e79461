import { and, eq, sql } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { bonuses, type BonusTerms } from '../../db/schema';
import { toMoney } from '../money';
import type { Funding, RoundContext, RoundEvent, RoundHooks, SettledRound } from '../round-hooks';
import { mayApply } from '../round-probe';
import { insufficientFunds, type WalletRow } from '../wallet/ledger';
import { addWagering, awardBonus, endBonus, wonRequirement, type BonusRow } from './engine';
import { FREE_SPINS_WINNINGS } from './texts';
import { progressOf } from './views';

/** The event that carries wagering progress to the header and the game page. */
export const BONUS_PROGRESS = 'bonus.progress';

/** Percent of a stake on `game` that counts toward wagering: the game's own, else its type's, else 0. */
export function contributionOf(terms: Pick<BonusTerms, 'contributions' | 'game_contributions'>, game: { sysname: string; type: string }): number {
  return terms.game_contributions[game.sysname] ?? terms.contributions[game.type] ?? 0;
}

/** How the stake splits between real and bonus money under the bonus's terms; null when the balances cannot pay it. */
export function splitStake(stake: bigint, main: bigint, bonus: bigint, terms: Pick<BonusTerms, 'spend_order' | 'isolation'>): Funding | null {
  if (terms.isolation) {
    // real and bonus money never mix in one stake
    if (main >= stake) return { main: stake, bonus: 0n };
    if (bonus >= stake) return { main: 0n, bonus: stake };
    return null;
  }
  if (main + bonus < stake) return null;
  if (terms.spend_order === 'bonus_first') {
    const fromBonus = bonus < stake ? bonus : stake;
    return { main: stake - fromBonus, bonus: fromBonus };
  }
  const fromMain = main < stake ? main : stake;
  return { main: fromMain, bonus: stake - fromMain };
}

// The active casino bonus read by `check`, kept for `fund` and `settled` of the same round (same transaction).
const seen = new WeakMap<Db, BonusRow | null>();

async function activeCasino(tx: Db, userId: number, currency: string): Promise<BonusRow | null> {
  if (seen.has(tx)) return seen.get(tx)!;
  if (!mayApply(tx, 'bonus_casino')) {
    seen.set(tx, null);
    return null;
  }
  const [row] = await tx
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.userId, userId), eq(bonuses.currency, currency), eq(bonuses.kind, 'casino'), eq(bonuses.status, 'active')))
    .limit(1);
  seen.set(tx, row ?? null);
  return row ?? null;
}

const live = (bonus: BonusRow | null, now: Date): bonus is BonusRow => Boolean(bonus && (!bonus.expiresAt || bonus.expiresAt > now));

/** The bonus's maximum bet in minor units, or null when its terms set none. */
const maxBetOf = (bonus: BonusRow): bigint | null => (bonus.terms.max_bet ? BigInt(bonus.terms.max_bet) : null);

const overMaxBet = (bonus: BonusRow, stake: bigint): boolean => {
  const maxBet = maxBetOf(bonus);
  return maxBet !== null && stake > maxBet;
};

/** Refuses a stake above the bonus's maximum bet on `field`, naming that maximum so the player can be told it. */
function refuseOverMaxBet(bonus: BonusRow, stake: bigint, field: string): void {
  if (!overMaxBet(bonus, stake)) return;
  throw new PlatformError('InvalidParameterException', { [field]: ['bonus_max_bet'], max_amount: toMoney(maxBetOf(bonus)!, bonus.currency).amount, currency: bonus.currency });
}

/**
 * Refuses `round.stake` above the live casino bonus's maximum bet (the bonus read once per round
 * transaction). The round hook's check runs it for each charge; a charge added to a round already
 * staked (a blackjack double) runs it again with the round's whole stake, which the maximum bet
 * limits: two charges each within it must not add up past it.
 */
export async function checkBonusMaxBet(round: Pick<RoundContext, 'tx' | 'userId' | 'currency' | 'stake' | 'isFreespin'>): Promise<void> {
  if (round.isFreespin) return;
  const bonus = await activeCasino(round.tx, round.userId, round.currency);
  if (live(bonus, new Date())) refuseOverMaxBet(bonus, round.stake, 'bet');
}

/**
 * Whether the wallet can pay `stake` of a real round as `fund` would: from main money, or with the
 * active casino bonus's money under its terms (spend order, isolation). A blackjack hand offers
 * double only when this holds for a second stake.
 */
export async function stakeFundable(db: Db, wallet: WalletRow, stake: bigint, now = new Date()): Promise<boolean> {
  if (wallet.balanceMain >= stake) return true;
  if (wallet.balanceBonus <= 0n) return false;
  const bonus = await activeBonus(db, wallet, 'casino');
  return live(bonus, now) && splitStake(stake, wallet.balanceMain, wallet.balanceBonus, bonus.terms) !== null;
}

/** Whether a round's whole stake `total` stays within the live casino bonus's maximum bet (always, without one). */
export async function withinMaxBet(db: Db, wallet: WalletRow, total: bigint, now = new Date()): Promise<boolean> {
  const bonus = await activeBonus(db, wallet, 'casino');
  return !live(bonus, now) || !overMaxBet(bonus, total);
}

/** The wallet's active bonus of `kind` (one at a time per kind), or null. */
async function activeBonus(db: Db, wallet: WalletRow, kind: 'casino' | 'betting'): Promise<BonusRow | null> {
  const [row] = await db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.userId, wallet.userId), eq(bonuses.currency, wallet.currency), eq(bonuses.kind, kind), eq(bonuses.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** The progress event of a bonus. */
export const progressEvent = (bonus: BonusRow): RoundEvent => ({ event: BONUS_PROGRESS, payload: progressOf(bonus) });

/**
 * The bonus engine's part in every real-money round: a stake above the active bonus's maximum
 * bet is refused before the draw; the stake is paid per the spend order (or isolation); after the
 * round its stake counts toward wagering by the game's contribution, and a met requirement turns
 * the bonus money real. An expired bonus ends (its money goes) at the next round.
 */
export const bonusRoundHooks: RoundHooks = {
  probe({ userId, currency }) {
    return [
      ['bonus_casino', sql`exists (select 1 from ${bonuses} where ${bonuses.userId} = ${userId} and ${bonuses.currency} = ${currency} and ${bonuses.kind} = 'casino' and ${bonuses.status} = 'active')`],
    ];
  },
  async check(round: RoundContext) {
    seen.delete(round.tx);
    await checkBonusMaxBet(round);
  },

  async fund(round: RoundContext) {
    if (round.isFreespin) return { main: 0n, bonus: 0n, winToBonus: (round.freespinPack?.winWagerMultiplier ?? 0) > 0 };
    const bonus = await activeCasino(round.tx, round.userId, round.currency);
    if (!live(bonus, new Date())) return null; // no bonus (or an expired one, whose money is not spendable): main only
    const split = splitStake(round.stake, round.wallet.balanceMain, round.wallet.balanceBonus, bonus.terms);
    if (!split) throw insufficientFunds();
    return split;
  },

  // no active casino bonus (the probe's fact) and no free spin: settled reads and writes nothing
  quiet: (round: RoundContext) => !round.isFreespin && !mayApply(round.tx, 'bonus_casino'),

  async settled(round: SettledRound) {
    const now = new Date();
    let wallet: WalletRow = round.wallet;
    const events: RoundEvent[] = [];
    let bonus = await activeCasino(round.tx, round.userId, round.currency);
    seen.delete(round.tx);
    if (bonus && bonus.expiresAt && bonus.expiresAt <= now) {
      // a wagered free-spin pack's win is on the bonus balance too: it is not the expired bonus's to take
      const freshWin = round.isFreespin && round.funding.winToBonus ? round.win : 0n;
      wallet = await endBonus(round.tx, wallet, bonus, 'expired', now, freshWin);
      events.push(progressEvent({ ...bonus, status: 'expired' }));
      bonus = null;
    }
    if (round.isFreespin) {
      const multiplier = round.freespinPack?.winWagerMultiplier ?? 0;
      if (multiplier <= 0 || round.win <= 0n) return { wallet, events };
      // the pack's terms: its wins are bonus money (already on the bonus balance), wagered `multiplier` times
      // (at most the jurisdiction's cap)
      if (bonus) {
        const required = await wonRequirement(round.tx, round.userId, round.win, multiplier);
        await round.tx.update(bonuses).set({ amount: bonus.amount + round.win, wagerRequired: bonus.wagerRequired + required }).where(eq(bonuses.id, bonus.id));
        events.push(progressEvent({ ...bonus, amount: bonus.amount + round.win, wagerRequired: bonus.wagerRequired + required }));
      } else {
        // a bonus like any other (awardBonus): the engine's terms snapshot (maximum bet, contributions,
        // spend order, validity) and the jurisdiction cap; its money is on the bonus balance already
        const awarded = await awardBonus(round.tx, {
          userId: round.userId,
          currency: round.currency,
          amount: round.win,
          wagerMultiplier: multiplier,
          source: 'freespins',
          title: FREE_SPINS_WINNINGS, // per locale: bonuses/get answers the request's
          credited: true,
          now,
        });
        wallet = awarded.wallet;
        const [row] = await round.tx.select().from(bonuses).where(eq(bonuses.id, awarded.bonusId));
        events.push(progressEvent(row!));
      }
      return { wallet, events };
    }
    if (!bonus) return wallet === round.wallet ? undefined : { wallet, events };
    const counted = bonus.terms.isolation ? round.funding.bonus : round.stake;
    const add = (counted * BigInt(contributionOf(bonus.terms, round.game))) / 100n;
    const result = await addWagering(round.tx, wallet, bonus, add, now);
    if (add > 0n || result.bonus.status !== 'active') events.push(progressEvent(result.bonus));
    return { wallet: result.wallet, events };
  },
};


/**
 * Sportsbook, before a slip is placed: while a betting bonus is wagered, a stake above its maximum
 * bet is refused (`stake: ['bonus_max_bet']`), whichever balance would pay it, as casino rounds
 * are refused while a casino bonus is wagered.
 */
export async function checkSportBet(tx: Db, wallet: WalletRow, stake: bigint, now = new Date()): Promise<void> {
  const bonus = await activeBonus(tx, wallet, 'betting');
  if (live(bonus, now)) refuseOverMaxBet(bonus, stake, 'stake');
}

/**
 * Sportsbook: how a slip's stake splits between main and the active betting bonus (main first;
 * the bonus only for a slip meeting its minimum odds and selections), or null when it cannot pay.
 */
export async function fundSportBet(tx: Db, wallet: WalletRow, stake: bigint, slip: { odds: number; selections: number }): Promise<{ main: bigint; bonus: bigint; bonusId: number | null } | null> {
  const fromMain = wallet.balanceMain < stake ? wallet.balanceMain : stake;
  if (fromMain === stake) return { main: stake, bonus: 0n, bonusId: null };
  const bonus = await activeBonus(tx, wallet, 'betting');
  if (!live(bonus, new Date()) || !qualifies(bonus.terms, slip)) return null;
  if (wallet.balanceBettingBonus < stake - fromMain) return null;
  return { main: fromMain, bonus: stake - fromMain, bonusId: bonus.id };
}

/** Whether a slip meets a betting bonus's conditions (minimum combined odds ×100 and selections). */
export function qualifies(terms: Pick<BonusTerms, 'min_odds' | 'min_selections'>, slip: { odds: number; selections: number }): boolean {
  return slip.odds >= (terms.min_odds ?? 0) && slip.selections >= (terms.min_selections ?? 1);
}

/**
 * A settled sport bet counts its stake toward the active betting bonus when the slip qualifies and
 * its stake is within the maximum bet (a slip placed before the bonus started was never checked
 * against it); answers the wallet.
 */
export async function wagerSportBet(tx: Db, wallet: WalletRow, slip: { stake: bigint; odds: number; selections: number }, now = new Date()): Promise<WalletRow> {
  const bonus = await activeBonus(tx, wallet, 'betting');
  if (!bonus) return wallet;
  if (bonus.expiresAt && bonus.expiresAt <= now) return endBonus(tx, wallet, bonus, 'expired', now);
  if (!qualifies(bonus.terms, slip) || overMaxBet(bonus, slip.stake)) return wallet;
  return (await addWagering(tx, wallet, bonus, slip.stake, now)).wallet;
}
