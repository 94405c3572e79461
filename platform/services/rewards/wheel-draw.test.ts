import { describe, expect, it } from 'vitest';
import { hashSeed } from '../../games/fair';
import { drawSector, verifySpin } from './wheel-draw';

const SECTORS = [20, 39, 8, 12, 8, 10, 2, 1].map((weight, position) => ({ position, weight }));

describe('wheel draw', () => {
  it('lands on each sector in proportion to its weight: chi-square over 10,000 seeded spins stays under the 0.999 critical value', () => {
    const counts = new Array<number>(SECTORS.length).fill(0);
    const serverSeed = 'a'.repeat(64);
    for (let nonce = 0; nonce < 10_000; nonce += 1) counts[drawSector(SECTORS, { serverSeed, clientSeed: 'chi', nonce }).position]! += 1;
    const total = SECTORS.reduce((s, x) => s + x.weight, 0);
    const chi = SECTORS.reduce((sum, s) => {
      const expected = (10_000 * s.weight) / total;
      return sum + (counts[s.position]! - expected) ** 2 / expected;
    }, 0);
    // 7 degrees of freedom: 24.32 at p = 0.001
    expect(chi).toBeLessThan(24.32);
    expect(counts[6]).toBeGreaterThan(100);
  });

  it('is a pure function of the seeds and nonce; a zero weight is never drawn; a recorded spin verifies only with its own seed', () => {
    const inputs = { serverSeed: 'b'.repeat(64), clientSeed: 'c', nonce: 7 };
    expect(drawSector(SECTORS, inputs)).toEqual(drawSector([...SECTORS].reverse(), inputs));
    const withZero = [{ position: 0, weight: 0 }, { position: 1, weight: 1 }];
    for (let nonce = 0; nonce < 200; nonce += 1) expect(drawSector(withZero, { ...inputs, nonce }).position).toBe(1);
    expect(() => drawSector([{ position: 0, weight: 0 }], inputs)).toThrow(RangeError);
    const position = drawSector(SECTORS, inputs).position;
    const recorded = { serverSeed: inputs.serverSeed, serverSeedHash: hashSeed(inputs.serverSeed), clientSeed: 'c', nonce: 7, position };
    expect(verifySpin(SECTORS, recorded)).toBe(true);
    expect(verifySpin(SECTORS, { ...recorded, serverSeed: 'd'.repeat(64) })).toBe(false);
    expect(verifySpin(SECTORS, { ...recorded, position: (position + 1) % SECTORS.length })).toBe(false);
  });
});
