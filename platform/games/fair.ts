import { createHash, createHmac, randomBytes } from 'node:crypto';

/** The inputs that fix a round's outcome: the seed pair and the round's nonce. */
export type FairInputs = { serverSeed: string; clientSeed: string; nonce: number };

/** Cursor of the jackpot draw: far from the engines' own floats, so adding floats to a game never moves it. */
export const JACKPOT_CURSOR = 1000;

/** A new secret server seed: 32 random bytes, hex. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** A default client seed: 8 random bytes, hex (the player may replace it). */
export const newClientSeed = (): string => randomBytes(8).toString('hex');

/** SHA-256 of a server seed, hex: what the player sees before playing. */
export const hashSeed = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex');

/**
 * `count` floats in [0, 1) from the round's stream: block `cursor` is
 * HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${cursor}`); each group of 4
 * bytes b0..b3 gives b0/256 + b1/256² + b2/256³ + b3/256⁴; 8 floats per block, then the next cursor.
 */
export function floats(inputs: FairInputs, count: number, cursor = 0): number[] {
  const out: number[] = [];
  for (let block = cursor; out.length < count; block += 1) {
    const bytes = createHmac('sha256', inputs.serverSeed).update(`${inputs.clientSeed}:${inputs.nonce}:${block}`).digest();
    for (let i = 0; i < 32 && out.length < count; i += 4) {
      out.push(bytes[i]! / 256 + bytes[i + 1]! / 256 ** 2 + bytes[i + 2]! / 256 ** 3 + bytes[i + 3]! / 256 ** 4);
    }
  }
  return out;
}

/** The player's own seed: 1–64 printable characters without spaces at the ends. */
export function validClientSeed(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 1 && value.length <= 64 && value === value.trim() && /^[\x21-\x7e ]+$/.test(value);
}
