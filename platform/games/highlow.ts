/**
 * High-low: a card is shown, the player guesses whether the next card ranks higher or lower
 * (equal loses). Cards come from an infinite deck (each draw uniform over 52 cards), so with the
 * shown rank r (0 = two … 12 = ace) P(higher) = (12 − r) / 13 and P(lower) = r / 13. A win pays
 * stake × rtp / P(win): the expected return is the game's RTP for either guess. A guess that
 * cannot win (higher than an ace, lower than a two) is refused. One bet per round, no ladder.
 */

export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export const SUITS = ['♠', '♥', '♦', '♣'] as const;
export type Guess = 'higher' | 'lower';
export type Card = { rank: number; suit: number; label: string };
export const HIGHLOW_FLOATS = 2;

export type HighLowOutcome = {
  engine: 'high_low';
  shown: Card;
  next: Card;
  guess: Guess;
  won: boolean;
  multiplier: { num: string; den: string };
};

export function cardOf(u: number): Card {
  const index = Math.floor(u * 52);
  const rank = index % 13;
  const suit = Math.floor(index / 13);
  return { rank, suit, label: `${RANKS[rank]}${SUITS[suit]}` };
}

/** Ranks that win a guess against the shown rank. */
export const winningRanks = (shown: number, guess: Guess): number => (guess === 'higher' ? 12 - shown : shown);

/** Pay of a win in stakes, num / den: rtp / P(win) = rtp · 13 / (10000 · winning ranks). */
export function winMultiplier(shown: number, guess: Guess, rtp: number): { num: bigint; den: bigint } {
  return { num: BigInt(rtp) * 13n, den: 10_000n * BigInt(winningRanks(shown, guess)) };
}

/** The shown card of the round at a nonce (the first float), shown before the guess. */
export const shownCard = (u: number[]): Card => cardOf(u[0]!);

/** The round from two floats and the guess; throws RangeError for a guess that cannot win. */
export function deal(u: number[], guess: Guess, rtp: number): HighLowOutcome {
  const shown = cardOf(u[0]!);
  const next = cardOf(u[1]!);
  if (winningRanks(shown.rank, guess) === 0) throw new RangeError('impossible guess');
  const won = guess === 'higher' ? next.rank > shown.rank : next.rank < shown.rank;
  const pay = winMultiplier(shown.rank, guess, rtp);
  return { engine: 'high_low', shown, next, guess, won, multiplier: won ? { num: pay.num.toString(), den: pay.den.toString() } : { num: '0', den: '1' } };
}
