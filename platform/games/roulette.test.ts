import { describe, expect, it } from 'vitest';
import { PlatformError } from '@/lib/errors';
import { parseTableBets, playOutcome, sameOutcome, winOf, inputOfOutcome, engineOfOutcome } from './engines';
import { floats } from './fair';
import { betWins, colourOf, POCKETS, RED_NUMBERS, ROULETTE_PAYOUTS, spinRoulette, type RouletteBet, type RouletteBetKind } from './roulette';

const inputs = (nonce: number) => ({ serverSeed: 'b'.repeat(64), clientSeed: 'roulette', nonce });
const game = { type: 'casino', name: 'European Roulette', rtp: 9730 };
/** The float that lands on a pocket. */
const on = (pocket: number) => [(pocket + 0.5) / POCKETS];

describe('European roulette', () => {
  it('has one zero, 18 red and 18 black numbers', () => {
    expect(RED_NUMBERS.size).toBe(18);
    expect(colourOf(0)).toBe('green');
    expect(colourOf(1)).toBe('red');
    expect(colourOf(2)).toBe('black');
    expect(colourOf(36)).toBe('red');
    expect(Array.from({ length: 36 }, (_, i) => colourOf(i + 1)).filter((c) => c === 'black')).toHaveLength(18);
  });

  it('pays the single-zero table: straight 35:1, dozen and column 2:1, even chances 1:1', () => {
    const bet = (kind: RouletteBetKind, value?: number): RouletteBet => ({ kind, ...(value !== undefined && { value }), amount: '100' });
    const returned = (pocket: number, b: RouletteBet) => BigInt(spinRoulette(on(pocket), [b]).bets[0]!.returned);
    expect(returned(17, bet('straight', 17))).toBe(3600n);
    expect(returned(0, bet('straight', 0))).toBe(3600n);
    expect(returned(18, bet('straight', 17))).toBe(0n);
    expect(returned(13, bet('dozen', 2))).toBe(300n);
    expect(returned(25, bet('dozen', 2))).toBe(0n);
    expect(returned(34, bet('column', 1))).toBe(300n);
    expect(returned(36, bet('column', 3))).toBe(300n);
    expect(returned(19, bet('red'))).toBe(200n);
    expect(returned(20, bet('black'))).toBe(200n);
    expect(returned(7, bet('odd'))).toBe(200n);
    expect(returned(18, bet('low'))).toBe(200n);
    expect(returned(19, bet('high'))).toBe(200n);
    // zero loses every outside bet
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) expect(returned(0, bet(kind))).toBe(0n);
    expect(returned(0, bet('dozen', 1))).toBe(0n);
    expect(returned(0, bet('column', 1))).toBe(0n);
  });

  it('every bet kind has an expected return of 36/37 (the house edge of one zero)', () => {
    const kinds: Array<[RouletteBetKind, number?]> = [['straight', 5], ['red'], ['black'], ['odd'], ['even'], ['low'], ['high'], ['dozen', 1], ['column', 2]];
    for (const [kind, value] of kinds) {
      let wins = 0;
      for (let pocket = 0; pocket < POCKETS; pocket += 1) if (betWins({ kind, value }, pocket)) wins += 1;
      expect((wins * (ROULETTE_PAYOUTS[kind] + 1)) / POCKETS, kind).toBeCloseTo(36 / 37, 12);
    }
  });

  it('a round of several bets pays their sum and is recomputed from the seed pair and the bets', () => {
    const bets = [{ kind: 'red', amount: '100' }, { kind: 'straight', value: 7, amount: '50' }, { kind: 'dozen', value: 3, amount: '25' }];
    const outcome = playOutcome(inputs(3), game, { bets });
    if (outcome.engine !== 'roulette') throw new Error('not roulette');
    expect(outcome.pocket).toBe(Math.floor(floats(inputs(3), 1)[0]! * 37));
    const sum = outcome.bets.reduce((s, b) => s + BigInt(b.returned), 0n);
    expect(winOf(175n, outcome)).toBe(sum);
    const stored = JSON.parse(JSON.stringify(outcome));
    expect(engineOfOutcome(stored)).toBe('roulette');
    expect(sameOutcome(stored, playOutcome(inputs(3), game, inputOfOutcome(stored), engineOfOutcome(stored)))).toBe(true);
    expect(sameOutcome({ ...stored, pocket: (outcome.pocket + 1) % 37 }, outcome)).toBe(false);
  });

  it('simulated return over 100,000 spins on red is within tolerance of 36/37', () => {
    let paid = 0n;
    for (let nonce = 0; nonce < 100_000; nonce += 1) paid += winOf(100n, playOutcome(inputs(nonce), game, { bets: [{ kind: 'red', amount: '100' }] }));
    expect(Math.abs(Number(paid) / 100 / 100_000 - 36 / 37)).toBeLessThan(0.01);
  });

  it('checks the bets of a request: spots, amounts within the limits, their sum equal to the stake', () => {
    const errorOf = (raw: unknown, stake = 100n) => {
      try {
        parseTableBets('roulette', raw, stake, 'USD');
      } catch (error) {
        return (error as PlatformError).data;
      }
      return null;
    };
    expect(parseTableBets('roulette', [{ kind: 'straight', value: 0, amount: 0.5 }, { kind: 'even', amount: '0.5' }], 100n, 'USD')).toEqual([
      { kind: 'straight', value: 0, amount: '50' },
      { kind: 'even', amount: '50' },
    ]);
    expect(errorOf(undefined)).toEqual({ bets: ['required'] });
    expect(errorOf([])).toEqual({ bets: ['required'] });
    expect(errorOf([{ kind: 'straight', value: 37, amount: 1 }])).toEqual({ bets: ['invalid'] });
    expect(errorOf([{ kind: 'dozen', value: 0, amount: 1 }])).toEqual({ bets: ['invalid'] });
    expect(errorOf([{ kind: 'red', value: 3, amount: 1 }])).toEqual({ bets: ['invalid'] });
    expect(errorOf([{ kind: 'split', value: 3, amount: 1 }])).toEqual({ bets: ['invalid'] });
    expect(errorOf([{ kind: 'red', amount: 'x' }])).toEqual({ bets: ['invalid'] });
    expect(errorOf([{ kind: 'red', amount: 0.05 }], 5n)).toMatchObject({ bets: ['min'] });
    expect(errorOf([{ kind: 'red', amount: 2 }])).toEqual({ bets: ['total'] });
  });
});
