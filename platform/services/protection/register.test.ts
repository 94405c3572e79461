import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '@/lib/config';
import { protectionExclusions, users } from '../../db/schema';
import { describeEachDb, freshIp, type TestPlatform } from '../../test/harness';
import { hashPassword } from '../passwords';
import { SESSION_COOKIE } from '../sessions';
import { applyMovements } from '../wallets';
import { askExclusionRegister, clock, selectPack, type RegisterPerson } from '.';

const tag = () => randomBytes(4).toString('hex');
const CARD = JSON.stringify({ card_number: '4111111111111111' });

/** The operator's register integration, played by a local HTTP server: excluded e-mails, or a failure mode. */
const stub = {
  excluded: new Set<string>(),
  mode: 'answer' as 'answer' | 'error' | 'garbage' | 'hang',
  asked: [] as Record<string, unknown>[],
};
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const person = JSON.parse(body || '{}') as Record<string, unknown>;
    stub.asked.push(person);
    if (stub.mode === 'hang') return; // never answers
    if (stub.mode === 'error') return void res.writeHead(500).end('down');
    if (stub.mode === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"excluded":"maybe"}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ excluded: stub.excluded.has(String(person.email ?? '').toLowerCase()) }));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const REGISTER_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/register/check`;

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  clock.reset();
  selectPack(null);
  stub.excluded.clear();
  stub.mode = 'answer';
  stub.asked = [];
});

const person = (email: string): RegisterPerson => ({ email, phone: null, birth_date: null, first_name: null, last_name: null, country: null });

describe('national exclusion register client', () => {
  const config = (over: Record<string, string> = {}) => readEnv({ EXCLUSION_REGISTER_TIMEOUT_MS: '300', ...over });

  it('without EXCLUSION_REGISTER_URL, the demo register answers excluded for the e-mails of EXCLUSION_REGISTER_DEMO (none by default)', async () => {
    expect(readEnv({})).toMatchObject({ EXCLUSION_REGISTER_DEMO: '', EXCLUSION_REGISTER_TIMEOUT_MS: 3000 });
    expect(readEnv({}).EXCLUSION_REGISTER_URL).toBeUndefined();
    expect(await askExclusionRegister(person('a@example.com'), config())).toBe(false);
    const demo = config({ EXCLUSION_REGISTER_DEMO: 'Listed@Example.com, other@example.com' });
    expect(await askExclusionRegister(person('listed@example.COM'), demo)).toBe(true);
    expect(await askExclusionRegister(person('other@example.com'), demo)).toBe(true);
    expect(await askExclusionRegister(person('free@example.com'), demo)).toBe(false);
    expect(await askExclusionRegister({ ...person(''), email: null }, demo)).toBe(false);
  });

  it('with EXCLUSION_REGISTER_URL, POSTs the person as JSON and reads { excluded }; an error, a bad answer or no answer in time is unavailable', async () => {
    const http = config({ EXCLUSION_REGISTER_URL: REGISTER_URL, EXCLUSION_REGISTER_DEMO: 'free@example.com' });
    stub.excluded.add('listed@example.com');
    const full: RegisterPerson = { email: 'listed@example.com', phone: '4915112345678', birth_date: '1990-02-01', first_name: 'Ann', last_name: 'Lee', country: 'NL' };
    expect(await askExclusionRegister(full, http)).toBe(true);
    expect(stub.asked.at(-1)).toEqual(full);
    expect(await askExclusionRegister(person('free@example.com'), http)).toBe(false); // the demo list is not consulted
    for (const mode of ['error', 'garbage', 'hang'] as const) {
      stub.mode = mode;
      const started = Date.now();
      await expect(askExclusionRegister(full, http), mode).rejects.toMatchObject({ type: 'ApplicationUnavailableException', data: { reason: 'exclusion_register' } });
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });
});

function suite(get: () => TestPlatform) {
  const db = () => get().database.db;
  const post = (method: string, payload: Record<string, unknown>, cookie?: string) =>
    get().app.inject({ method: 'POST', url: `/api/${method}`, payload, headers: { 'x-forwarded-for': freshIp(), ...(cookie && { cookie }) } });
  const register = (email: string, extra: Record<string, unknown> = {}) => post('register', { email, password: 'Secret12', terms: '1', ...extra });
  const login = (email: string, extra: Record<string, unknown> = {}) => post('login', { login: email, password: 'Secret12', ...extra });
  const cookieOf = (res: { headers: Record<string, unknown> }) => `${SESSION_COOKIE}=${/sid=([^;]+)/.exec(String(res.headers['set-cookie']))![1]}`;
  async function account(email: string, money = 0) {
    const [user] = await db().insert(users).values({ login: email, email, currency: 'USD', passwordHash: await hashPassword('Secret12'), firstName: 'Ann', lastName: 'Lee', birthDate: '01.02.1990', countryCode: 'NL', phone: '31612345678' }).returning();
    if (money > 0) await applyMovements(db(), { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(money * 100), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
    return user!;
  }
  return { db, post, register, login, cookieOf, account };
}

describeEachDb(
  'national exclusion register at registration and sign-in (operator integration)',
  (get) => {
    const { db, post, register, login, cookieOf, account } = suite(get);

    it('NL (CRUKS) and UK (GAMSTOP): registration of a listed person is refused like a self-excluded e-mail; the register is asked with the form’s details', async () => {
      for (const pack of ['NL', 'UK'] as const) {
        selectPack(pack);
        const listed = `listed-${tag()}@example.com`;
        stub.excluded.add(listed);
        const refused = await register(listed.toUpperCase(), { first_name: 'Ann', last_name: 'Lee', birth_date: '01.02.1990', country_code: 'nl', phone: '+31 6 12345678' });
        expect(refused.json().error, pack).toEqual({ type: 'InvalidParameterException', error_data: { email: ['self_excluded'] } });
        expect(stub.asked[0]).toEqual({ email: listed, phone: '31612345678', birth_date: '1990-02-01', first_name: 'Ann', last_name: 'Lee', country: 'NL' });
        expect(await db().select().from(users).where(eq(users.email, listed.toUpperCase()))).toHaveLength(0);
        const free = await register(`free-${tag()}@example.com`);
        expect(free.statusCode, free.body).toBe(200);
        stub.asked = [];
      }
    });

    it('the default pack asks no register: a listed e-mail registers and signs in as before', async () => {
      const listed = `listed-${tag()}@example.com`;
      stub.excluded.add(listed);
      stub.mode = 'error';
      expect((await register(listed)).statusCode).toBe(200);
      expect((await login(listed)).statusCode).toBe(200);
      expect(stub.asked).toHaveLength(0);
    });

    it('NL: every sign-in asks the register; a listed player is refused as excluded, may still sign in to withdraw, and plays again once off the register', async () => {
      selectPack('NL');
      const email = `player-${tag()}@example.com`;
      const user = await account(email, 50);
      const before = await login(email);
      expect(before.statusCode, before.body).toBe(200);
      const playing = cookieOf(before);
      expect(stub.asked).toHaveLength(1);
      expect(stub.asked[0]).toEqual({ email, phone: '31612345678', birth_date: '1990-02-01', first_name: 'Ann', last_name: 'Lee', country: 'NL' });

      stub.excluded.add(email);
      const refused = await login(email);
      expect(refused.json().error).toEqual({ type: 'AccessDeniedException', error_data: { reason: 'excluded', kind: 'self_exclusion', ends_at: null, register: 'CRUKS', can_withdraw: true } });
      // the sessions opened before are ended, like a self-exclusion
      expect((await get().app.inject({ url: '/api/getInfo', headers: { cookie: playing } })).json().data).toMatchObject({ uid: 0 });
      // in only to withdraw: money in stays refused
      const withdrawing = await login(email, { purpose: 'withdrawal' });
      expect(withdrawing.statusCode, withdrawing.body).toBe(200);
      const deposit = await post('makedeposit', { method: 'demo_card', amount: '25', requisites: CARD }, cookieOf(withdrawing));
      expect(deposit.json().error).toMatchObject({ type: 'AccessDeniedException', error_data: { reason: 'excluded', register: 'CRUKS' } });
      // a new account with that e-mail is refused here too
      expect((await register(email)).json().error).toMatchObject({ error_data: { email: ['self_excluded'] } });

      stub.excluded.delete(email);
      const again = await login(email);
      expect(again.statusCode, again.body).toBe(200);
      const live = await db().select().from(protectionExclusions).where(and(eq(protectionExclusions.userId, user.uid), eq(protectionExclusions.period, 'register')));
      expect(live).toHaveLength(1);
      expect(live[0]!.endsAt).not.toBeNull(); // ended when the register no longer listed the player
      expect((await post('makedeposit', { method: 'demo_card', amount: '25', requisites: CARD }, cookieOf(again))).json().error).toBeUndefined();
    });

    it('a register exclusion never lifts an exclusion the player chose', async () => {
      selectPack('UK');
      const email = `chosen-${tag()}@example.com`;
      const user = await account(email);
      const cookie = cookieOf(await login(email));
      expect((await post('protection/exclude', { kind: 'timeout', period: '24h', password: 'Secret12' }, cookie)).json().data).toMatchObject({ kind: 'timeout' });
      expect((await login(email)).json().error).toMatchObject({ error_data: { reason: 'excluded', kind: 'timeout' } });
      const rows = await db().select().from(protectionExclusions).where(eq(protectionExclusions.userId, user.uid));
      expect(rows.map((r) => r.endsAt)).toEqual([expect.any(Date)]);
    });

    it('an unreachable register fails closed where the pack requires it: registration and sign-in answer ApplicationUnavailable', async () => {
      const email = `down-${tag()}@example.com`;
      await account(email);
      for (const mode of ['error', 'hang'] as const) {
        stub.mode = mode;
        selectPack('NL');
        for (const res of [await register(`new-${tag()}@example.com`), await login(email)]) {
          expect(res.statusCode, mode).toBe(503);
          expect(res.json().error).toEqual({ type: 'ApplicationUnavailableException', error_data: { reason: 'exclusion_register' } });
        }
        selectPack(null);
        expect((await login(email)).statusCode, `${mode} without a register`).toBe(200);
      }
    });
  },
  { EXCLUSION_REGISTER_URL: REGISTER_URL, EXCLUSION_REGISTER_TIMEOUT_MS: '300' },
);

describeEachDb(
  'national exclusion register (built-in demo register)',
  (get) => {
    const { register, login, account } = suite(get);

    it('NL: e-mails of EXCLUSION_REGISTER_DEMO are refused at registration and sign-in', async () => {
      selectPack('NL');
      expect((await register('demo-listed@example.com')).json().error).toMatchObject({ error_data: { email: ['self_excluded'] } });
      await account('demo-listed-2@example.com');
      expect((await login('demo-listed-2@example.com')).json().error).toMatchObject({ type: 'AccessDeniedException', error_data: { reason: 'excluded', register: 'CRUKS', can_withdraw: false } });
      expect((await register(`free-${tag()}@example.com`)).statusCode).toBe(200);
    });
  },
  { EXCLUSION_REGISTER_DEMO: 'demo-listed@example.com,demo-listed-2@example.com' },
);
