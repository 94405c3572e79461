import { cardOf, type Card } from './highlow';

/**
 * Blackjack, one hand against the dealer, from an infinite deck: each card is the next float of
 * the round's stream (uniform over 52 cards), dealt player, dealer (up), player, dealer (hole),
 * then the player's draws, then the dealer's. The rules:
 * - the dealer peeks with an ace or a ten up: a dealer blackjack ends the hand at once (a player
 *   blackjack against it pushes); a player blackjack pays 3:2;
 * - the player may hit, stand or double (first two cards only: the stake doubles, one card, then
 *   the hand stands); 21 stands by itself; no split, insurance or surrender;
 * - the dealer draws to 17 and stands on every 17, soft 17 included (S17);
 * - a win pays 1:1 on the whole stake (doubled included), a tie pushes, a bust loses at once.
 * The hand is a pure function of the floats and the player's actions, so the fairness page
 * replays the actions the round recorded.
 */

/** Floats drawn per round: more cards than a hand can use (at most 21 for the player, 17 for the dealer). */
export const BLACKJACK_FLOATS = 52;
export type BlackjackAction = 'hit' | 'stand' | 'double';
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double'];
export type BlackjackResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export type BlackjackOutcome = {
  engine: 'blackjack';
  player: Card[];
  /** Every dealer card once the hand is over; while it is open, the up card only (see `publicHand`). */
  dealer: Card[];
  actions: BlackjackAction[];
  doubled: boolean;
  phase: 'player' | 'done';
  playerTotal: number;
  dealerTotal: number;
  result: BlackjackResult | null;
  /** Return over the whole stake (doubled included): 5/2 blackjack, 2 win, 1 push, 0 loss. */
  multiplier: { num: string; den: string };
};

/** A card's points with aces as 1 (rank 0 = two … 8 = ten, 9–11 faces, 12 ace). */
const hardPoint = (card: Card): number => (card.rank <= 8 ? card.rank + 2 : card.rank === 12 ? 1 : 10);

/** A hand's best total and whether an ace counts 11 in it (soft). */
export function handValue(cards: Card[]): { total: number; soft: boolean } {
  const hard = cards.reduce((sum, c) => sum + hardPoint(c), 0);
  const soft = cards.some((c) => c.rank === 12) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

export const isBlackjack = (cards: Card[]): boolean => cards.length === 2 && handValue(cards).total === 21;

/** Whether the dealer draws on this hand: below 17; stands on soft 17. */
export const dealerDraws = (cards: Card[]): boolean => handValue(cards).total < 17;

const MULTIPLIERS: Record<BlackjackResult, { num: string; den: string }> = {
  blackjack: { num: '5', den: '2' },
  win: { num: '2', den: '1' },
  push: { num: '1', den: '1' },
  lose: { num: '0', den: '1' },
  bust: { num: '0', den: '1' },
};

/**
 * The hand after the player's actions (in order). Throws RangeError for an action the hand does
 * not allow (any action once it is over, double after the first decision).
 */
export function playBlackjack(u: number[], actions: readonly BlackjackAction[]): BlackjackOutcome {
  let next = 0;
  const draw = () => {
    if (next >= u.length) throw new RangeError('out of cards');
    return cardOf(u[next++]!);
  };
  const player = [draw()];
  const dealer = [draw()];
  player.push(draw());
  dealer.push(draw());
  let doubled = false;
  let done = isBlackjack(player) || isBlackjack(dealer);
  let bust = false;
  const standsAt21 = () => handValue(player).total >= 21;
  if (!done && standsAt21()) done = true;
  actions.forEach((action, i) => {
    if (done) throw new RangeError('hand over');
    if (action === 'stand') done = true;
    else if (action === 'hit') {
      player.push(draw());
      bust = handValue(player).total > 21;
      done = bust || standsAt21();
    } else if (action === 'double') {
      if (i !== 0) throw new RangeError('double on the first decision only');
      doubled = true;
      player.push(draw());
      bust = handValue(player).total > 21;
      done = true;
    } else throw new RangeError('unknown action');
  });
  const base = { engine: 'blackjack' as const, player, actions: [...actions], doubled, playerTotal: handValue(player).total };
  if (!done) return { ...base, dealer, phase: 'player', dealerTotal: handValue(dealer).total, result: null, multiplier: { num: '0', den: '1' } };

  let result: BlackjackResult;
  if (isBlackjack(player)) result = isBlackjack(dealer) ? 'push' : 'blackjack';
  else if (isBlackjack(dealer)) result = 'lose';
  else if (bust) result = 'bust';
  else {
    while (dealerDraws(dealer)) dealer.push(draw());
    const p = handValue(player).total;
    const d = handValue(dealer).total;
    result = d > 21 || p > d ? 'win' : p === d ? 'push' : 'lose';
  }
  return { ...base, dealer, phase: 'done', dealerTotal: handValue(dealer).total, result, multiplier: MULTIPLIERS[result] };
}

/** What the player may see of a hand: while it is open, the dealer's hole card (and its total) stay hidden. */
export function publicHand(hand: BlackjackOutcome): BlackjackOutcome {
  if (hand.phase === 'done') return hand;
  return { ...hand, dealer: hand.dealer.slice(0, 1), dealerTotal: handValue(hand.dealer.slice(0, 1)).total };
}

/**
 * The actions the player may take next; `canDouble` false (the balance cannot pay a second stake)
 * leaves double out on the first decision too.
 */
export function allowedActions(hand: BlackjackOutcome, canDouble = true): BlackjackAction[] {
  if (hand.phase === 'done') return [];
  return hand.actions.length === 0 && canDouble ? ['hit', 'stand', 'double'] : ['hit', 'stand'];
}
