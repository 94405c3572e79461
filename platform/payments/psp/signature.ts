import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a webhook's signature may be (docs/providers.md §2): older ones are refused. */
export const SIGNATURE_TOLERANCE_S = 5 * 60;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** `t=UNIX,v1=hex(HMAC-SHA256(secret, t + "." + body))`: the X-Signature of a webhook (or a signed request). */
export const signPayload = (secret: string, body: string, at = Math.floor(Date.now() / 1000)): string => `t=${at},v1=${hmac(secret, `${at}.${body}`)}`;

/** Whether the header signs `body` under `secret` within the tolerance of `now` (either way). */
export function payloadSigned(secret: string, body: string, header: unknown, now = Date.now()): boolean {
  if (typeof header !== 'string') return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const at = Number(parts.t);
  if (!Number.isSafeInteger(at) || Math.abs(now / 1000 - at) > SIGNATURE_TOLERANCE_S || typeof parts.v1 !== 'string') return false;
  const expected = Buffer.from(hmac(secret, `${at}.${body}`));
  const given = Buffer.from(parts.v1.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The signature of a hosted-page link: its transaction, amount, currency and return URL, so the page may trust them. */
export const signLink = (secret: string, fields: { transaction: string; amount: string; currency: string; return_url: string }) =>
  hmac(secret, [fields.transaction, fields.amount, fields.currency, fields.return_url].join('.'));
