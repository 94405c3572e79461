import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { users } from '../db/schema';
import { describeEachDb, signedIn } from '../test/harness';

// Identity verification with Sumsub keys configured, against a stand-in of Sumsub's API on this
// machine (SUMSUB_BASE_URL): every request must carry the app token and a valid signature.

const APP_TOKEN = 'sbx:test-app-token';
const SECRET = 'test-secret-key';
const LEVEL = 'kyc-test-level';

type Seen = { method: string; path: string; query: URLSearchParams; body: string; signed: boolean };
const seen: Seen[] = [];
let failing = false;
let tokens = 0;

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

const fake = createServer(async (request, response) => {
  const body = await read(request);
  const path = request.url ?? '/';
  const ts = String(request.headers['x-app-access-ts'] ?? '');
  const sig = createHmac('sha256', SECRET).update(ts + request.method + path + body).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(ts)) < 300;
  const signed = request.headers['x-app-token'] === APP_TOKEN && request.headers['x-app-access-sig'] === sig && fresh;
  const url = new URL(path, 'http://sumsub.local');
  seen.push({ method: request.method ?? '', path: url.pathname, query: url.searchParams, body, signed });
  const answer = (status: number, data: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
  if (failing) return answer(503, { description: 'maintenance' });
  if (!signed) return answer(401, { description: 'Invalid signature' });
  if (request.method === 'POST' && url.pathname === '/resources/applicants') {
    const { externalUserId } = JSON.parse(body) as { externalUserId: string };
    return answer(201, { id: `applicant-${externalUserId}`, externalUserId, levelName: url.searchParams.get('levelName') });
  }
  if (request.method === 'POST' && url.pathname === '/resources/accessTokens') return answer(200, { token: `_act-${++tokens}`, userId: url.searchParams.get('userId') });
  return answer(404, { description: 'Not found' });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  failing = false;
});

describeEachDb(
  'identity verification with Sumsub keys (a stand-in Sumsub API)',
  (get) => {
    async function newPlayer() {
      const [row] = await get().database.db.insert(users).values({ login: `ss-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`, currency: 'USD' }).returning();
      return { uid: row!.uid, cookie: await signedIn(get(), row!.uid) };
    }
    async function call(method: string, cookie: string, params: Record<string, string> | null = {}) {
      const res = await get().app.inject({ method: params ? 'POST' : 'GET', url: `/api/${method}`, headers: { cookie }, ...(params && { payload: params }) });
      return { status: res.statusCode, ...(res.json() as { data?: Record<string, unknown>; error?: { type: string; error_data?: unknown } }) };
    }
    const webhook = (payload: string, digest: string, alg?: string) =>
      get().app.inject({ method: 'POST', url: '/api/sumsub/webhook', payload, headers: { 'content-type': 'application/json', 'x-payload-digest': digest, ...(alg && { 'x-payload-digest-alg': alg }) } });
    const sign = (payload: string, algorithm = 'sha256') => createHmac(algorithm, SECRET).update(payload).digest('hex');

    it('creates the applicant once at Sumsub, with signed requests, and answers WebSDK tokens (externalActionId passed on, a new one each time)', async () => {
      const { uid, cookie } = await newPlayer();
      expect((await call('verification/getStatus', cookie, null)).data).toMatchObject({ provider: 'sumsub', status: 'none', is_verified: false });
      expect((await call('sumsub/createApplicant', cookie)).data).toEqual({ applicant_id: `applicant-${uid}`, provider: 'sumsub' });
      expect(seen).toEqual([expect.objectContaining({ method: 'POST', path: '/resources/applicants', body: JSON.stringify({ externalUserId: String(uid) }), signed: true })]);
      expect(seen[0]!.query.get('levelName')).toBe(LEVEL);
      // the same applicant afterwards, not asked for again
      expect((await call('sumsub/createApplicant', cookie)).data).toEqual({ applicant_id: `applicant-${uid}`, provider: 'sumsub' });
      expect(seen).toHaveLength(1);

      const first = await call('sumsub/getAccessToken', cookie, { externalActionId: 'withdrawal-7' });
      expect(first.data).toEqual({ token: expect.stringMatching(/^_act-\d+$/), provider: 'sumsub', expires_in: 600 });
      const asked = seen.at(-1)!;
      expect(asked).toMatchObject({ method: 'POST', path: '/resources/accessTokens', signed: true });
      expect(Object.fromEntries(asked.query)).toEqual({ userId: String(uid), levelName: LEVEL, ttlInSecs: '600', externalActionId: 'withdrawal-7' });
      // what the WebSDK's expirationHandler asks for: a fresh token
      const again = await call('sumsub/getAccessToken', cookie);
      expect(again.data?.token).not.toBe(first.data?.token);
      expect(seen.at(-1)!.query.has('externalActionId')).toBe(false);
      expect((await call('verification/getStatus', cookie, null)).data).toMatchObject({ provider: 'sumsub', status: 'init' });
      // the demo provider's upload is not for a Sumsub applicant
      expect((await call('verification/submitDocument', cookie, { document_type: 'passport', document_name: 'p.png' })).error).toMatchObject({ type: 'InvalidParameterException', error_data: { provider: ['sumsub'] } });
    });

    it("Sumsub's review arrives by the signed webhook: the digest is checked over the body as sent; a bad one changes nothing", async () => {
      const { uid, cookie } = await newPlayer();
      await call('sumsub/createApplicant', cookie);
      // pretty-printed, as a sender may format it: the bytes are signed, not a re-serialisation
      const green = JSON.stringify({ type: 'applicantReviewed', applicantId: `applicant-${uid}`, externalUserId: String(uid), reviewResult: { reviewAnswer: 'GREEN' } }, null, 2);
      expect((await webhook(green, 'f'.repeat(64))).json().error).toMatchObject({ type: 'AccessDeniedException' });
      expect((await webhook(green, sign(green), 'HMAC_MD5_HEX')).json().error).toMatchObject({ type: 'AccessDeniedException' });
      expect((await call('getInfo', cookie, null)).data).toMatchObject({ is_verified: false });
      const ok = await webhook(green, sign(green));
      expect(ok.json(), ok.body).toEqual({ data: 1 });
      expect((await call('getInfo', cookie, null)).data).toMatchObject({ is_verified: true, is_on_verification: false });
      expect((await call('verification/getStatus', cookie, null)).data).toMatchObject({ status: 'approved', is_verified: true });

      const red = JSON.stringify({ type: 'applicantReviewed', externalUserId: String(uid), reviewResult: { reviewAnswer: 'RED', rejectLabels: ['FORGERY', 'SELFIE_MISMATCH'] } });
      expect((await webhook(red, sign(red, 'sha512'), 'HMAC_SHA512_HEX')).json()).toEqual({ data: 1 });
      expect((await call('verification/getStatus', cookie, null)).data).toMatchObject({ status: 'rejected', reject_reason: 'FORGERY,SELFIE_MISMATCH', is_verified: false });
      // a signed body that is no JSON is bad input, not a 5xx
      const junk = await webhook('not json', sign('not json'));
      expect(junk.statusCode).toBeLessThan(500);
      expect(junk.json().error).toMatchObject({ type: 'InvalidParameterException' });
    });

    it('Sumsub down: the methods say the provider is unavailable and nothing is stored', async () => {
      const { cookie } = await newPlayer();
      failing = true;
      const answer = await call('sumsub/getAccessToken', cookie);
      expect(answer.error).toMatchObject({ type: 'BillingUnavailableException', error_data: { reason: 'verification_provider_unavailable' } });
      failing = false;
      expect((await call('verification/getStatus', cookie, null)).data).toMatchObject({ provider: 'sumsub', status: 'none' });
    });
  },
  { SUMSUB_APP_TOKEN: APP_TOKEN, SUMSUB_SECRET_KEY: SECRET, SUMSUB_LEVEL_NAME: LEVEL, SUMSUB_BASE_URL: base },
);
