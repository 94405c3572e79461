import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { oauthAccounts, oauthStates, users } from '../db/schema';
import { SESSION_COOKIE } from '../services/sessions';
import { describeEachDb, freshIp, multipart, type TestPlatform } from '../test/harness';

const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const cookieOf = (header: unknown) => String(header).match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1];
const messageOf = (html: string) => JSON.parse(html.match(/var m=(\{[^}]*\})/)![1]!) as { type: string; status: string; error?: string };

/** /oauth/init → the demo consent → Allow → the callback URL (not yet visited). */
async function consent(app: TestPlatform['app'], input: { email?: string; name?: string; init?: string; decision?: string }) {
  const init = await app.inject({ url: `/oauth/init?${input.init ?? 'service=demo&type_auth=login'}`, headers: { 'x-forwarded-for': freshIp() } });
  expect(init.statusCode, init.body).toBe(302);
  const authorize = new URL(init.headers.location as string);
  expect(authorize.pathname).toBe('/oauth/demo/authorize');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const page = await app.inject({ url: `${authorize.pathname}${authorize.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Allow');
  const q = Object.fromEntries(authorize.searchParams);
  const allowed = await app.inject({
    method: 'POST',
    url: '/oauth/demo/authorize',
    ...form({ client_id: q.client_id!, redirect_uri: q.redirect_uri!, state: q.state!, code_challenge: q.code_challenge!, code_challenge_method: 'S256', decision: input.decision ?? 'allow', name: input.name ?? '', email: input.email ?? '' }),
  });
  expect(allowed.statusCode, allowed.body).toBe(303);
  const callback = new URL(allowed.headers.location as string);
  return { state: q.state!, callback: `${callback.pathname}${callback.search}` };
}

describeEachDb('social sign-in (OAuth 2.0 + PKCE, demo provider)', (get) => {
  it('signs a new player in through the demo consent, once per state, and links the same person back', async () => {
    const email = `oauth-${Date.now()}@example.com`;
    const { callback } = await consent(get().app, { email, init: 'service=demo&type_auth=registration&redirect_url=%2Fpromotions' });
    const done = await get().app.inject({ url: callback });
    expect(done.statusCode, done.body).toBe(200);
    expect(messageOf(done.body)).toEqual({ type: 'oauth', status: 'ok' });
    expect(done.body).toContain('"/promotions"');
    expect(done.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const sid = cookieOf(done.headers['set-cookie']);
    expect(sid).toBeTruthy();
    expect(String(done.headers['set-cookie'])).toContain('SameSite=Lax');

    const info = await get().app.inject({ url: '/api/getInfo', headers: { cookie: `${SESSION_COOKIE}=${sid}` } });
    const account = info.json().data;
    expect(account.uid).toBeGreaterThan(0);
    expect(account.is_registration_completed).toBe(false);
    const links = await get().database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, account.uid));
    expect(links).toMatchObject([{ provider: 'demo', email }]);

    // the state is single use
    const replay = await get().app.inject({ url: callback });
    expect(replay.statusCode).toBe(400);
    expect(messageOf(replay.body)).toEqual({ type: 'oauth', status: 'error', error: 'invalid_state' });

    // the same e-mail at the demo provider is the same subject: the same player
    const again = await consent(get().app, { email: email.toUpperCase() });
    const second = await get().app.inject({ url: again.callback });
    const info2 = await get().app.inject({ url: '/api/getInfo', headers: { cookie: `${SESSION_COOKIE}=${cookieOf(second.headers['set-cookie'])}` } });
    expect(info2.json().data.uid).toBe(account.uid);
    expect(await get().database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, account.uid))).toHaveLength(1);
  });

  it('refuses an unknown, expired or other provider state, and a code used with another verifier', async () => {
    const unknown = await get().app.inject({ url: '/oauth/callback/demo?code=x&state=nope' });
    expect(messageOf(unknown.body)).toMatchObject({ status: 'error', error: 'invalid_state' });
    expect(unknown.headers['set-cookie']).toBeUndefined();

    const expired = await consent(get().app, { name: 'Late Player' });
    await get().database.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await get().app.inject({ url: expired.callback });
    expect(messageOf(late.body)).toMatchObject({ status: 'error', error: 'invalid_state' });

    const other = await consent(get().app, { name: 'Other' });
    const wrongService = await get().app.inject({ url: other.callback.replace('/callback/demo', '/callback/google') });
    expect(messageOf(wrongService.body)).toMatchObject({ error: 'invalid_state' });

    // A's code with B's state (so B's verifier): PKCE refuses it
    const a = await consent(get().app, { name: 'Alice' });
    const b = await consent(get().app, { name: 'Bob' });
    const code = new URL(a.callback, 'http://x').searchParams.get('code')!;
    const swapped = await get().app.inject({ url: `/oauth/callback/demo?code=${code}&state=${encodeURIComponent(b.state)}` });
    expect(messageOf(swapped.body)).toMatchObject({ status: 'error' });
    expect(swapped.headers['set-cookie']).toBeUndefined();

    const denied = await consent(get().app, { name: 'No', decision: 'deny' });
    expect(messageOf((await get().app.inject({ url: denied.callback })).body)).toMatchObject({ error: 'access_denied' });
  });

  it('validates redirect_url (same site only), type_auth and the service', async () => {
    const init = (query: string) => get().app.inject({ url: `/oauth/init?${query}`, headers: { 'x-forwarded-for': freshIp() } });
    for (const bad of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'http://localhost:80@evil.example/']) {
      const res = await init(`service=demo&redirect_url=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(messageOf(res.body)).toMatchObject({ error: 'invalid_request' });
    }
    expect((await init(`service=demo&redirect_url=${encodeURIComponent('http://localhost:80/offers?x=1')}`)).statusCode).toBe(302);
    expect((await init('service=demo&type_auth=other')).statusCode).toBe(400);
    const google = await init('service=google'); // no client id configured
    expect(google.statusCode).toBe(404);
    expect(messageOf(google.body)).toMatchObject({ error: 'unavailable' });
  });

  it('takes the consent form from its own page (same-origin Origin and referrer) and refuses it from another site', async () => {
    const host = 'casino.test';
    const init = await get().app.inject({ url: '/oauth/init?service=demo', headers: { host, 'x-forwarded-for': freshIp() } });
    const authorize = new URL(init.headers.location as string);
    expect(authorize.origin).toBe(`http://${host}`);
    const page = await get().app.inject({ url: `${authorize.pathname}${authorize.search}`, headers: { host } });
    // no-referrer would make the browser send Origin: null with the form, which the Origin check refuses
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const q = Object.fromEntries(authorize.searchParams);
    const fields = { client_id: 'demo', redirect_uri: q.redirect_uri!, state: q.state!, code_challenge: q.code_challenge!, code_challenge_method: 'S256', decision: 'allow', name: 'Origin Check', email: '' };
    const post = (origin: string) => get().app.inject({ method: 'POST', url: '/oauth/demo/authorize', ...form(fields), headers: { ...form(fields).headers, host, origin } });
    expect((await post('https://evil.example')).statusCode).toBe(403);
    expect((await post(authorize.origin)).statusCode).toBe(303);
  });

  it('sets a partitioned SameSite=None cookie when the sign-in started in a framed form', async () => {
    const { callback } = await consent(get().app, { name: 'Framed Player', init: 'service=demo&framed=1' });
    const done = await get().app.inject({ url: callback });
    const cookie = String(done.headers['set-cookie']);
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Partitioned');
  });

  it('completeRegistration asks a social player for the e-mail, a currency and the terms', async () => {
    const { callback } = await consent(get().app, { name: `Social ${Date.now()}` });
    const sid = cookieOf((await get().app.inject({ url: callback })).headers['set-cookie'])!;
    const call = async (fields: Record<string, string>, cookie = `${SESSION_COOKIE}=${sid}`) => {
      const body = await multipart(fields);
      return get().app.inject({ method: 'POST', url: '/api/completeRegistration', payload: body.payload, headers: { ...body.headers, cookie } });
    };
    expect((await call({ terms: '1' }, '')).json().error.type).toBe('AuthorizationException');
    expect((await call({})).json().error).toEqual({ type: 'InvalidParameterException', error_data: { email: ['required'], terms: ['uncheckedCheckbox'] } });
    expect((await call({ email: 'not-an-email', currency: 'XXX', terms: '1' })).json().error.error_data).toEqual({ email: ['wrongEmail'], currency: ['wrongField'] });
    const email = `complete-${Date.now()}@example.com`;
    const ok = await call({ email, currency: 'usd', terms: '1' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 1, user: { is_registration_completed: true, balance_main: { currency: 'USD' } } });
    const [row] = await get().database.db.select().from(users).where(eq(users.uid, ok.json().data.user.uid));
    expect(row).toMatchObject({ email, isRegistrationCompleted: true });

    // another social player cannot take that e-mail
    const other = await consent(get().app, { name: `Other ${Date.now()}` });
    const otherSid = cookieOf((await get().app.inject({ url: other.callback })).headers['set-cookie'])!;
    expect((await call({ email: email.toUpperCase(), terms: '1' }, `${SESSION_COOKIE}=${otherSid}`)).json().error.error_data).toEqual({ email: ['already_exists'] });
  });
});
