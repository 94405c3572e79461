import { createHmac, timingSafeEqual } from 'node:crypto';

/** `hex(HMAC-SHA256(secret, body))`: the provider wallet's X-Signature (docs/providers.md §1). */
export const signBody = (secret: string, body: string): string => createHmac('sha256', secret).update(body).digest('hex');

/** Whether `given` is the body's signature under `secret` (compared in constant time). */
export function signatureHolds(secret: string, body: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(signBody(secret, body));
  const actual = Buffer.from(given.trim().toLowerCase());
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
