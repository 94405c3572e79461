import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { userAccount } from '@/lib/contract';
import { users } from '../db/schema';
import { hashToken } from '../services/secrets';
import { SESSION_COOKIE, sessions } from '../services/sessions';
import { demoUid, describeEachDb, signedIn } from '../test/harness';

describeEachDb('account methods and sessions', (get) => {
  const call = (url: string, headers: Record<string, string> = {}) => get().app.inject({ method: 'GET', url, headers });

  it('getInfo answers a visitor with uid 0 and every §3 account field', async () => {
    const res = await call('/api/getInfo?locale=pt-BR');
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(Object.keys(userAccount.shape).sort());
    expect(userAccount.parse(data)).toMatchObject({ uid: 0, locale: 'pt-BR', reg_time: null, balance_main: { amount: 0, currency: 'USD' } });
  });

  it('getInfo falls back to the default locale for one it does not serve', async () => {
    expect((await call('/api/getInfo?locale=xx-YY')).json().data.locale).toBe('en-US');
  });

  it('getInfo answers a signed-in user with their real data and balances', async () => {
    const cookie = await signedIn(get());
    const data = (await call('/api/getInfo', { cookie })).json().data;
    expect(data).toMatchObject({
      uid: await demoUid(get()),
      login: 'demo@example.com',
      fakename: 'DemoPlayer',
      country_code: 'US',
      locale: 'en-US',
      reg_time: '2025-01-01T12:00:00.000Z',
      is_registration_completed: true,
      balance_main: { amount: 1000, currency: 'USD' },
      balance_fun: { amount: 5000, currency: 'USD' },
      balance_bonus: { amount: 0, currency: 'USD' },
    });
  });

  it('treats an unknown, forged or expired session cookie as a visitor', async () => {
    for (const cookie of [`${SESSION_COOKIE}=forged`, `${SESSION_COOKIE}=${'x'.repeat(500)}`, 'other=1']) {
      expect((await call('/api/getInfo', { cookie })).json().data.uid).toBe(0);
    }
    const { id } = await sessions.create(get().database.db, await demoUid(get()));
    await sessions.destroyAllFor(get().database.db, await demoUid(get()));
    expect((await call('/api/getInfo', { cookie: `${SESSION_COOKIE}=${id}` })).json().data.uid).toBe(0);
  });

  it('answers a banned user with UserBanned (403)', async () => {
    const db = get().database.db;
    const [banned] = await db.insert(users).values({ login: 'banned@example.com', banned: true }).returning();
    const cookie = await signedIn(get(), banned!.uid);
    const res = await call('/api/getInfo', { cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.type).toBe('UserBannedException');
    expect((await call('/api/getBalance', { cookie })).json().error.type).toBe('UserBannedException');
    await db.delete(users).where(eq(users.uid, banned!.uid));
  });

  it('getToken and getBalance need a session: AuthorizationException (401) otherwise', async () => {
    for (const method of ['getToken', 'getBalance']) {
      const res = await call(`/api/${method}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { type: 'AuthorizationException', error_data: null } });
    }
  });

  it('getToken hands a signed-in user a fresh opaque token each time', async () => {
    const cookie = await signedIn(get());
    const first = (await call('/api/getToken', { cookie })).json().data.token;
    const second = (await call('/api/getToken', { cookie })).json().data.token;
    expect(first).toMatch(/^[\w-]{43}\.[0-9a-f]{64}$/); // random, then the session it is good for (its id hash)
    expect(first.split('.')[1]).toBe(hashToken(cookie.split('=')[1]!));
    expect(second).not.toBe(first);
  });

  it('getBalance answers the four balances', async () => {
    const cookie = await signedIn(get());
    expect((await call('/api/getBalance', { cookie })).json().data).toEqual({
      balance_main: { amount: 1000, currency: 'USD' },
      balance_bonus: { amount: 0, currency: 'USD' },
      balance_betting_bonus: { amount: 0, currency: 'USD' },
      balance_fun: { amount: 5000, currency: 'USD' },
    });
  });

  it('logout (POST) destroys the session and clears the HttpOnly, SameSite=Lax cookie; a foreign Origin signs no one out', async () => {
    const cookie = await signedIn(get());
    const foreign = await get().app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, origin: 'https://evil.example', host: 'casino.test' } });
    expect(foreign.statusCode).toBe(403);
    expect((await call('/api/getInfo', { cookie })).json().data.uid).toBeGreaterThan(0);
    const res = await get().app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, origin: 'http://casino.test', host: 'casino.test' } });
    expect(res.json()).toEqual({ data: 1 });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax$`));
    expect((await call('/api/getInfo', { cookie })).json().data.uid).toBe(0);
    expect((await get().app.inject({ method: 'POST', url: '/api/logout' })).json()).toEqual({ data: 1 });
  });

  it('GET logout (SPEC §7) ends the session too; a cross-site GET (<img src> on another site) is refused', async () => {
    const cookie = await signedIn(get());
    const crossSite = await call('/api/logout', { cookie, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.type).toBe('AccessDeniedException');
    expect(crossSite.headers['set-cookie']).toBeUndefined();
    expect((await call('/api/getInfo', { cookie })).json().data.uid).toBeGreaterThan(0);
    const res = await call('/api/logout', { cookie, 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: 1 });
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=; Path=/; Max-Age=0`));
    expect((await call('/api/getInfo', { cookie })).json().data.uid).toBe(0);
    const put = await get().app.inject({ method: 'PUT', url: '/api/logout' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
  });
});
