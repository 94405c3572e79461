import { createHash, randomBytes } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { parseCookies, serializeCookie } from '../http/cookies';
import { oauthDemoCodes } from '../db/schema';
import { hashToken } from './secrets';
import type { OAuthIdentity } from './oauth';

/** RFC 7636 S256: BASE64URL(SHA256(verifier)). */
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** A demo authorization code is good for this long, once. */
export const DEMO_CODE_TTL_MS = 60 * 1000;

/**
 * The demo provider's own long-lived cookie: a random secret that only this browser holds (set by
 * the consent page, HttpOnly, sent to /oauth/demo only). It is the demo person's account at the
 * provider, as a real provider's session would be.
 */
export const DEMO_DEVICE_COOKIE = 'oauth_demo_device';
const DEVICE = /^[A-Za-z0-9_-]{43}$/;

/** This browser's demo secret, or null when it has none (or a malformed one). */
export function readDemoDevice(request: FastifyRequest): string | null {
  const current = parseCookies(request.headers.cookie)[DEMO_DEVICE_COOKIE];
  return current && DEVICE.test(current) ? current : null;
}

/** This browser's demo secret, set when missing. */
export function demoDevice(request: FastifyRequest, reply: FastifyReply): string {
  const current = readDemoDevice(request);
  if (current) return current;
  const fresh = randomBytes(32).toString('base64url');
  reply.header('set-cookie', serializeCookie(DEMO_DEVICE_COOKIE, fresh, { httpOnly: true, sameSite: 'Lax', path: '/oauth/demo', maxAge: 365 * 24 * 3600, secure: request.protocol === 'https' }));
  return fresh;
}

/**
 * The demo person's stable id: this browser's secret with the e-mail typed, else the name. The same
 * browser and input bring the same player back; the same name typed in another browser is another person.
 */
export function demoSubject(input: { name: string; email: string; device: string }): string {
  const key = input.email.trim().toLowerCase() || `name:${input.name.trim().toLowerCase()}`;
  return createHash('sha256').update(`demo:${input.device}:${key}`).digest('hex').slice(0, 32);
}

/** "Allow" on the consent page: a single-use code bound to the PKCE challenge and the redirect URI. */
export async function issueDemoCode(db: Db, input: { codeChallenge: string; redirectUri: string; name: string; email: string; device: string }): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db.insert(oauthDemoCodes).values({
    codeHash: hashToken(code),
    codeChallenge: input.codeChallenge,
    redirectUri: input.redirectUri,
    subject: demoSubject(input),
    name: input.name.trim() || null,
    email: input.email.trim() || null,
    expiresAt: new Date(Date.now() + DEMO_CODE_TTL_MS),
  });
  return code;
}

/** The token step: the code is taken once, and only with the verifier of its challenge and its own redirect URI. */
export async function exchangeDemoCode(db: Db, input: { code: string; codeVerifier: string; redirectUri: string }): Promise<OAuthIdentity> {
  const [row] = await db.delete(oauthDemoCodes).where(eq(oauthDemoCodes.codeHash, hashToken(input.code))).returning();
  if (!row || row.expiresAt <= new Date()) throw new Error('invalid_grant: unknown or expired code');
  if (row.redirectUri !== input.redirectUri) throw new Error('invalid_grant: redirect_uri mismatch');
  if (s256(input.codeVerifier) !== row.codeChallenge) throw new Error('invalid_grant: code_verifier mismatch');
  // Anyone can type any address here: it is not verified, so socialRegistration asks for the e-mail.
  return { subject: row.subject, email: row.email, emailVerified: false, name: row.name };
}

export async function purgeExpiredDemoCodes(db: Db): Promise<void> {
  await db.delete(oauthDemoCodes).where(lte(oauthDemoCodes.expiresAt, new Date()));
}
