import { describe, expect, it } from 'vitest';
import { bankerDraws, coup, playBaccarat, pointOf, totalOf, type BaccaratBet } from './baccarat';
import { inputOfOutcome, engineOfOutcome, playOutcome, sameOutcome, winOf } from './engines';
import { cardOf } from './highlow';

/** The float of a card of rank r (0 = two … 8 = ten, 9–11 faces, 12 ace), spades. */
const rank = (r: number) => (r + 0.5) / 52;
/** The float of a card worth `points` in baccarat (0 is a ten). */
const worth = (points: number) => rank(points === 0 ? 8 : points === 1 ? 12 : points - 2);
const inputs = (nonce: number) => ({ serverSeed: 'c'.repeat(64), clientSeed: 'punto', nonce });
const game = { type: 'casino', name: 'Punto Banco', rtp: 9800 };

describe('baccarat (Punto Banco)', () => {
  it('counts ace 1, two to nine face value, tens and faces 0, totals modulo 10', () => {
    expect(pointOf(cardOf(rank(12)))).toBe(1);
    expect(pointOf(cardOf(rank(7)))).toBe(9);
    for (const r of [8, 9, 10, 11]) expect(pointOf(cardOf(rank(r)))).toBe(0);
    expect(totalOf([cardOf(worth(7)), cardOf(worth(8))])).toBe(5);
  });

  it('follows the banker’s third-card tableau', () => {
    // player stood: the banker draws on 0–5
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((b) => bankerDraws(b, null))).toEqual([true, true, true, true, true, true, false, false]);
    const row = (banker: number) => Array.from({ length: 10 }, (_, p3) => (bankerDraws(banker, p3) ? 'D' : 'S')).join('');
    expect(row(0)).toBe('DDDDDDDDDD');
    expect(row(2)).toBe('DDDDDDDDDD');
    expect(row(3)).toBe('DDDDDDDDSD'); // stands when the player's third card is an 8
    expect(row(4)).toBe('SSDDDDDDSS'); // draws on 2–7
    expect(row(5)).toBe('SSSSDDDDSS'); // draws on 4–7
    expect(row(6)).toBe('SSSSSSDDSS'); // draws on 6–7
    expect(row(7)).toBe('SSSSSSSSSS');
  });

  it('deals player, banker, player, banker, then the third cards in order', () => {
    // a natural stands: player 4+4 = 8, banker 3+3 = 6
    const natural = coup([worth(4), worth(3), worth(4), worth(3), worth(9), worth(9)]);
    expect(natural.player).toHaveLength(2);
    expect(natural.banker).toHaveLength(2);
    expect(natural).toMatchObject({ playerTotal: 8, bankerTotal: 6, winner: 'player' });
    // player 2+3 = 5 draws a 4 (9); banker 3+0 = 3 draws on a 4 with the next card, a 5 (8)
    const both = coup([worth(2), worth(3), worth(3), worth(0), worth(4), worth(5)]);
    expect(both.player.map(pointOf)).toEqual([2, 3, 4]);
    expect(both.banker.map(pointOf)).toEqual([3, 0, 5]);
    expect(both).toMatchObject({ playerTotal: 9, bankerTotal: 8, winner: 'player' });
    // player 6 stands; banker 5 draws the fifth card (a 2 → 7)
    const standing = coup([worth(3), worth(2), worth(3), worth(3), worth(2), worth(9)]);
    expect(standing.player).toHaveLength(2);
    expect(standing.banker.map(pointOf)).toEqual([2, 3, 2]);
    expect(standing.winner).toBe('banker');
    // banker 3 stands on the player's third card 8
    const eight = coup([worth(1), worth(3), worth(1), worth(0), worth(8), worth(9)]);
    expect(eight.banker).toHaveLength(2);
    expect(eight).toMatchObject({ playerTotal: 0, bankerTotal: 3, winner: 'banker' });
  });

  it('pays player 1:1, banker 0.95:1, tie 8:1; player and banker push on a tie', () => {
    const bets: BaccaratBet[] = [{ kind: 'player', amount: '1000' }, { kind: 'banker', amount: '1000' }, { kind: 'tie', amount: '100' }];
    const playerWins = playBaccarat([worth(4), worth(3), worth(4), worth(3)], bets);
    expect(playerWins.bets.map((b) => b.returned)).toEqual(['2000', '0', '0']);
    const bankerWins = playBaccarat([worth(3), worth(4), worth(3), worth(4), worth(0), worth(0)], bets);
    expect(bankerWins.winner).toBe('banker');
    expect(bankerWins.bets.map((b) => b.returned)).toEqual(['0', '1950', '0']);
    const tie = playBaccarat([worth(4), worth(4), worth(4), worth(4)], bets);
    expect(tie.winner).toBe('tie');
    expect(tie.bets.map((b) => b.returned)).toEqual(['1000', '1000', '900']);
    expect(winOf(2100n, tie)).toBe(2900n);
  });

  it('simulated house edges over 200,000 coups are near 1.24 % (player), 1.06 % (banker) and 14.4 % (tie)', () => {
    const paid = { player: 0n, banker: 0n, tie: 0n };
    const n = 200_000;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const o = playOutcome(inputs(nonce), game, { bets: [{ kind: 'player', amount: '100' }, { kind: 'banker', amount: '100' }, { kind: 'tie', amount: '100' }] });
      if (o.engine !== 'baccarat') throw new Error('not baccarat');
      o.bets.forEach((b) => (paid[b.kind] += BigInt(b.returned)));
    }
    const ret = (k: keyof typeof paid) => Number(paid[k]) / 100 / n;
    expect(Math.abs(ret('player') - 0.9876)).toBeLessThan(0.006);
    expect(Math.abs(ret('banker') - 0.9894)).toBeLessThan(0.006);
    expect(Math.abs(ret('tie') - 0.8564)).toBeLessThan(0.04);
  });

  it('is recomputed from the seed pair and the recorded bets', () => {
    const o = playOutcome(inputs(9), game, { bets: [{ kind: 'banker', amount: '250' }] });
    const stored = JSON.parse(JSON.stringify(o));
    expect(sameOutcome(stored, playOutcome(inputs(9), game, inputOfOutcome(stored), engineOfOutcome(stored)))).toBe(true);
    expect(sameOutcome({ ...stored, bets: [{ kind: 'banker', amount: '250', returned: '999' }] }, o)).toBe(false);
  });
});
