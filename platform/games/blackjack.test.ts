import { describe, expect, it } from 'vitest';
import { allowedActions, dealerDraws, handValue, playBlackjack, publicHand, type BlackjackAction } from './blackjack';
import { engineOfOutcome, inputOfOutcome, playOutcome, sameOutcome, winOf } from './engines';
import { cardOf } from './highlow';

/** The float of a card: 2–10 by value, 'J' 'Q' 'K', 'A'. */
const c = (card: number | 'J' | 'Q' | 'K' | 'A') => {
  const r = card === 'A' ? 12 : card === 'J' ? 9 : card === 'Q' ? 10 : card === 'K' ? 11 : card - 2;
  return (r + 0.5) / 52;
};
const cards = (...list: Array<number | 'J' | 'Q' | 'K' | 'A'>) => list.map((x) => cardOf(c(x)));
/** Floats dealt in order: player, dealer up, player, dealer hole, then the draws. */
const deck = (...list: Array<number | 'J' | 'Q' | 'K' | 'A'>) => list.map(c);
const inputs = (nonce: number) => ({ serverSeed: 'd'.repeat(64), clientSeed: 'blackjack', nonce });
const game = { type: 'casino', name: 'Classic Blackjack', rtp: 9950 };

describe('blackjack', () => {
  it('counts aces soft or hard and faces as ten', () => {
    expect(handValue(cards('A', 6))).toEqual({ total: 17, soft: true });
    expect(handValue(cards('A', 6, 'K'))).toEqual({ total: 17, soft: false });
    expect(handValue(cards('A', 'A', 9))).toEqual({ total: 21, soft: true });
    expect(handValue(cards('K', 'Q', 2))).toEqual({ total: 22, soft: false });
  });

  it('the dealer draws to 17 and stands on soft 17', () => {
    expect(dealerDraws(cards(10, 6))).toBe(true);
    expect(dealerDraws(cards('A', 6))).toBe(false);
    expect(dealerDraws(cards(10, 7))).toBe(false);
    expect(dealerDraws(cards('A', 5))).toBe(true);
    // player 10+8 stands; dealer 10+6 draws a 3: 19 beats 18
    const hand = playBlackjack(deck(10, 10, 8, 6, 3, 9), ['stand']);
    expect(hand.dealer.map((x) => x.label[0])).toEqual(['1', '6', '3']);
    expect(hand).toMatchObject({ phase: 'done', playerTotal: 18, dealerTotal: 19, result: 'lose' });
    // the dealer's soft 17 stands: the player's 18 wins
    expect(playBlackjack(deck(10, 'A', 8, 6, 5), ['stand'])).toMatchObject({ dealerTotal: 17, result: 'win', multiplier: { num: '2', den: '1' } });
  });

  it('pays a blackjack 3:2, pushes it against a dealer blackjack, and the dealer’s peek ends the hand', () => {
    expect(playBlackjack(deck('A', 9, 'K', 7), [])).toMatchObject({ phase: 'done', result: 'blackjack', multiplier: { num: '5', den: '2' } });
    expect(winOf(1000n, playBlackjack(deck('A', 9, 'K', 7), []))).toBe(2500n);
    expect(playBlackjack(deck('A', 'A', 'K', 'Q'), [])).toMatchObject({ result: 'push', multiplier: { num: '1', den: '1' } });
    expect(playBlackjack(deck(10, 'A', 9, 'K'), [])).toMatchObject({ phase: 'done', result: 'lose' });
    expect(() => playBlackjack(deck(10, 'A', 9, 'K'), ['hit'])).toThrow(RangeError);
  });

  it('hit, stand and double: a bust loses at once, double takes one card on the whole stake, 21 stands by itself', () => {
    const open = playBlackjack(deck(10, 9, 2, 7, 5, 4), []);
    expect(open.phase).toBe('player');
    expect(allowedActions(open)).toEqual(['hit', 'stand', 'double']);
    expect(allowedActions(open, false)).toEqual(['hit', 'stand']); // the balance cannot pay a second stake
    const hit = playBlackjack(deck(10, 9, 2, 7, 5, 4), ['hit']);
    expect(hit).toMatchObject({ phase: 'player', playerTotal: 17 });
    expect(allowedActions(hit)).toEqual(['hit', 'stand']);
    expect(() => playBlackjack(deck(10, 9, 2, 7, 5, 4), ['hit', 'double'])).toThrow(RangeError);
    const bust = playBlackjack(deck(10, 9, 6, 7, 'K', 4), ['hit']);
    expect(bust).toMatchObject({ phase: 'done', result: 'bust', playerTotal: 26 });
    expect(bust.dealer).toHaveLength(2); // the dealer does not draw against a bust
    const doubled = playBlackjack(deck(6, 9, 5, 7, 'K', 4), ['double']);
    expect(doubled).toMatchObject({ phase: 'done', doubled: true, playerTotal: 21, dealerTotal: 16 + 4, result: 'win' });
    expect(winOf(2000n, doubled)).toBe(4000n);
    const twentyOne = playBlackjack(deck(6, 9, 5, 7, 'K', 2), ['hit']);
    expect(twentyOne).toMatchObject({ phase: 'done', playerTotal: 21 });
    expect(() => playBlackjack(deck(6, 9, 5, 7, 'K', 2), ['hit', 'stand'])).toThrow(RangeError);
  });

  it('hides the dealer’s hole card while the hand is open', () => {
    const open = playBlackjack(deck(10, 9, 2, 7), []);
    const shown = publicHand(open);
    expect(shown.dealer).toHaveLength(1);
    expect(shown.dealerTotal).toBe(9);
    expect(JSON.stringify(shown)).not.toContain(open.dealer[1]!.label);
  });

  it('is replayed from the seed pair and the recorded decisions (the fairness page)', () => {
    for (let nonce = 0; nonce < 50; nonce += 1) {
      let hand = playOutcome(inputs(nonce), game, { actions: [] });
      const taken: BlackjackAction[] = [];
      while (hand.engine === 'blackjack' && hand.phase === 'player') {
        taken.push(hand.playerTotal < 17 ? 'hit' : 'stand');
        hand = playOutcome(inputs(nonce), game, { actions: taken });
      }
      const stored = JSON.parse(JSON.stringify(hand));
      expect(sameOutcome(stored, playOutcome(inputs(nonce), game, inputOfOutcome(stored), engineOfOutcome(stored)))).toBe(true);
    }
  });

  it('basic play returns close to 99.5 % over 40,000 hands (S17, 3:2, double on any two, no split)', () => {
    let paid = 0n;
    let staked = 0n;
    const n = 40_000;
    for (let nonce = 0; nonce < n; nonce += 1) {
      let hand = playOutcome(inputs(nonce), game, { actions: [] });
      const taken: BlackjackAction[] = [];
      while (hand.engine === 'blackjack' && hand.phase === 'player') {
        const total = hand.playerTotal;
        const up = handValue(hand.dealer.slice(0, 1)).total;
        const soft = handValue(hand.player).soft;
        let action: BlackjackAction = 'stand';
        if (taken.length === 0 && !soft && (total === 11 || (total === 10 && up < 10) || (total === 9 && up >= 3 && up <= 6))) action = 'double';
        else if (soft ? total <= 17 || (total === 18 && up >= 9) : total <= 11 || (total <= 16 && up >= 7) || (total === 12 && up <= 3)) action = 'hit';
        taken.push(action);
        hand = playOutcome(inputs(nonce), game, { actions: taken });
      }
      if (hand.engine !== 'blackjack') throw new Error('not blackjack');
      const stake = hand.doubled ? 200n : 100n;
      staked += 100n;
      paid += winOf(stake, hand) - (stake - 100n);
    }
    // a close-to-basic strategy without splits: a little under the game's ~99.5 %
    const measured = Number(paid) / Number(staked);
    expect(measured).toBeGreaterThan(0.96);
    expect(measured).toBeLessThan(1.02);
  }, 120_000); // ~80,000 seeded draws, CPU-bound: on a 2-core machine shared with other jobs it took 41 s
});
