import { describe, expect, it } from 'vitest';
import { engineOf, playOutcome, playsRounds, sameOutcome, winOf } from './engines';
import { floats, hashSeed } from './fair';
import { shownCard, winMultiplier, type HighLowOutcome } from './highlow';
import { slotRtp } from './slot';

const inputs = (nonce: number) => ({ serverSeed: 'a'.repeat(64), clientSeed: 'fixed-client', nonce });

describe('provably-fair stream', () => {
  it('is deterministic per (server seed, client seed, nonce) and changes with each', () => {
    expect(floats(inputs(1), 12)).toEqual(floats(inputs(1), 12));
    expect(floats(inputs(1), 4)).not.toEqual(floats(inputs(2), 4));
    expect(floats({ ...inputs(1), clientSeed: 'other' }, 4)).not.toEqual(floats(inputs(1), 4));
    // the ninth float comes from the next cursor block
    expect(floats(inputs(1), 9).slice(8)).toEqual(floats(inputs(1), 1, 1));
    expect(hashSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('spreads floats evenly over [0, 1) (chi-square over 20 buckets)', () => {
    const buckets = new Array<number>(20).fill(0);
    const n = 40_000;
    for (let nonce = 0; nonce < n / 8; nonce += 1) for (const u of floats(inputs(nonce), 8)) {
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
      buckets[Math.floor(u * 20)]! += 1;
    }
    const expected = n / 20;
    const chi = buckets.reduce((sum, b) => sum + (b - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(43.8); // p = 0.001 for 19 degrees of freedom
  });
});

describe('engines pay the configured RTP', () => {
  it('maps catalogue types to engines, and table and live titles to the engine of their kind by name', () => {
    const of = (type: string, name = 'Title') => engineOf({ type, name });
    expect(['slot', 'fast', 'logical'].map((t) => of(t))).toEqual(['slot', 'slot', 'slot']);
    expect(of('high_low')).toBe('high_low');
    expect(of('betting')).toBe('sportsbook');
    expect(of('casino', 'European Roulette')).toBe('roulette');
    expect(of('live', 'Harbor Roulette Live')).toBe('roulette');
    expect(of('live', 'Speed Roulette')).toBe('roulette');
    expect(of('casino', 'Classic Blackjack')).toBe('blackjack');
    expect(of('live', 'VIP Blackjack')).toBe('blackjack');
    expect(of('casino', 'Punto Banco')).toBe('baccarat');
    expect(of('live', 'Lighthouse Baccarat')).toBe('baccarat');
    // variants with other rules, and games with no engine, are not playable: never another game under their name
    for (const name of ['American Roulette', 'French Roulette Gold', 'Lightning Roulette', 'Multihand Blackjack', 'Triple Card Poker', 'Harbor Sic Bo', 'Moonrise Dream Catcher', 'Red Dog']) {
      expect(of('casino', name), name).toBe('none');
    }
    expect([['slot', 'x'], ['high_low', 'x'], ['casino', 'European Roulette'], ['casino', 'Punto Banco'], ['casino', 'Classic Blackjack'], ['casino', 'Red Dog'], ['betting', 'x']].map(([type, name]) => playsRounds({ type: type!, name: name! }))).toEqual([
      true,
      true,
      true,
      true,
      false, // blackjack rounds take several requests (blackjack-rounds.ts)
      false,
      false,
    ]);
  });

  it('the slot paytable is scaled so the exact expected return equals rtp', () => {
    expect(slotRtp(9600)).toBeCloseTo(0.96, 10);
    expect(slotRtp(9000)).toBeCloseTo(0.9, 10);
  });

  it('high-low pays rtp / P(win) for either guess', () => {
    for (let shown = 0; shown < 13; shown += 1) for (const guess of ['higher', 'lower'] as const) {
      const ways = guess === 'higher' ? 12 - shown : shown;
      if (ways === 0) continue;
      const pay = winMultiplier(shown, guess, 9700);
      expect((Number(pay.num) / Number(pay.den)) * (ways / 13)).toBeCloseTo(0.97, 10);
    }
  });

  it.each([
    ['slot', 9600],
    ['high_low', 9700],
  ])('%s: simulated return over 200,000 rounds is within tolerance of rtp %i', (type, rtp) => {
    const stake = 1_000_000n;
    let paid = 0n;
    const rounds = 200_000;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const seed = inputs(nonce);
      const guess = shownCard(floats(seed, 1)).rank < 6 ? 'higher' : 'lower';
      paid += winOf(stake, playOutcome(seed, { type, name: 'Title', rtp }, { guess }));
    }
    const measured = Number(paid) / Number(stake) / rounds;
    expect(Math.abs(measured - rtp / 10_000)).toBeLessThan(type === 'slot' ? 0.03 : 0.015);
  });

  it('an outcome compares equal to itself after a round trip through JSON with keys reordered', () => {
    const o = playOutcome(inputs(5), { type: 'high_low', name: 'Hi-Lo', rtp: 9600 }, { guess: 'higher' }) as HighLowOutcome;
    const reordered = JSON.parse(JSON.stringify({ multiplier: o.multiplier, won: o.won, guess: o.guess, next: o.next, shown: o.shown, engine: o.engine }));
    expect(sameOutcome(reordered, o)).toBe(true);
    expect(sameOutcome({ ...reordered, won: !o.won }, o)).toBe(false);
  });
});
