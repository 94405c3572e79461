import { floats, hashSeed, type FairInputs } from '../../games/fair';

export type WeightedSector = { position: number; weight: number };

/**
 * The sector a spin lands on: the first float of the spin's stream (HMAC-SHA256 of
 * `${clientSeed}:${nonce}:0` keyed by the server seed, as the games draw) times the sum of the
 * weights picks the sector whose cumulative weight range holds it, sectors in position order.
 * A pure function of the inputs: anyone holding the revealed seed can recompute it.
 */
export function drawSector<T extends WeightedSector>(sectors: readonly T[], inputs: FairInputs): T {
  const ordered = [...sectors].sort((a, b) => a.position - b.position);
  const total = ordered.reduce((sum, s) => sum + Math.max(0, s.weight), 0);
  if (total <= 0) throw new RangeError('a wheel needs a sector with a positive weight');
  let ticket = Math.floor(floats(inputs, 1)[0]! * total);
  for (const sector of ordered) {
    const weight = Math.max(0, sector.weight);
    if (ticket < weight) return sector;
    ticket -= weight;
  }
  return ordered[ordered.length - 1]!;
}

/** A recorded spin checks out when its seed hashes to the committed hash and redraws its sector. */
export function verifySpin(
  sectors: readonly WeightedSector[],
  spin: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number; position: number },
): boolean {
  if (hashSeed(spin.serverSeed) !== spin.serverSeedHash) return false;
  return drawSector(sectors, { serverSeed: spin.serverSeed, clientSeed: spin.clientSeed, nonce: spin.nonce }).position === spin.position;
}
