import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { expect, it } from 'vitest';
import { oauthAccounts, oauthStates, outbox, users } from '../db/schema';
import { SESSION_COOKIE } from '../services/sessions';
import { scriptJson, sendOutcome } from './oauth-pages';
import { describeEachDb, freshIp, multipart, type TestPlatform } from '../test/harness';

const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const cookieOf = (header: unknown) => String(header).match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))?.[1];
const messageOf = (html: string) => JSON.parse(html.match(/var m=(\{[^}]*\})/)![1]!) as { type: string; status: string; error?: string };

const setCookie = (header: unknown, name: string) => [header].flat().map(String).find((c) => c.startsWith(`${name}=`))?.split(';')[0];

/**
 * /oauth/init → the demo consent → Allow → the callback URL (not yet visited), with the cookies of
 * the browser that went through it: `cookie` (the state binding) and `device` (the demo provider's).
 */
async function consent(app: TestPlatform['app'], input: { email?: string; name?: string; init?: string; decision?: string; device?: string }) {
  const init = await app.inject({ url: `/oauth/init?${input.init ?? 'service=demo&type_auth=login'}`, headers: { 'x-forwarded-for': freshIp() } });
  expect(init.statusCode, init.body).toBe(302);
  const cookie = setCookie(init.headers['set-cookie'], 'oauth_binding')!;
  expect(cookie).toBeTruthy();
  expect(String(init.headers['set-cookie'])).toMatch(/Path=\/oauth\/callback; Max-Age=600; HttpOnly; SameSite=Lax/);
  const authorize = new URL(init.headers.location as string);
  expect(authorize.pathname).toBe('/oauth/demo/authorize');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const page = await app.inject({ url: `${authorize.pathname}${authorize.search}`, headers: input.device ? { cookie: input.device } : {} });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Allow');
  const device = input.device ?? setCookie(page.headers['set-cookie'], 'oauth_demo_device')!;
  expect(device).toBeTruthy();
  const q = Object.fromEntries(authorize.searchParams);
  const allowed = await app.inject({
    method: 'POST',
    url: '/oauth/demo/authorize',
    ...withCookie(form({ client_id: q.client_id!, redirect_uri: q.redirect_uri!, state: q.state!, code_challenge: q.code_challenge!, code_challenge_method: 'S256', decision: input.decision ?? 'allow', name: input.name ?? '', email: input.email ?? '' }), device),
  });
  expect(allowed.statusCode, allowed.body).toBe(303);
  const callback = new URL(allowed.headers.location as string);
  return { state: q.state!, callback: `${callback.pathname}${callback.search}`, cookie, device };
}
const withCookie = <T extends { headers: Record<string, string> }>(request: T, cookie: string) => ({ ...request, headers: { ...request.headers, cookie } });
/** The callback, in the browser that started the sign-in. */
const visit = (app: TestPlatform['app'], c: { callback: string; cookie: string }) => app.inject({ url: c.callback, headers: { cookie: c.cookie } });

describeEachDb('social sign-in (OAuth 2.0 + PKCE, demo provider)', (get) => {
  it('signs a new player in through the demo consent, once per state, and links the same person back', async () => {
    const email = `oauth-${Date.now()}@example.com`;
    const first = await consent(get().app, { email, init: 'service=demo&type_auth=registration&redirect_url=%2Fpromotions' });
    const done = await visit(get().app, first);
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
    const replay = await visit(get().app, first);
    expect(replay.statusCode).toBe(400);
    expect(messageOf(replay.body)).toEqual({ type: 'oauth', status: 'error', error: 'invalid_state' });

    // the same e-mail at the demo provider, from the same browser, is the same subject: the same player
    const again = await consent(get().app, { email: email.toUpperCase(), device: first.device });
    const second = await visit(get().app, again);
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
    const late = await visit(get().app, expired);
    expect(messageOf(late.body)).toMatchObject({ status: 'error', error: 'invalid_state' });

    const other = await consent(get().app, { name: 'Other' });
    const wrongService = await visit(get().app, { ...other, callback: other.callback.replace('/callback/demo', '/callback/google') });
    expect(messageOf(wrongService.body)).toMatchObject({ error: 'invalid_state' });

    // A's code with B's state (so B's verifier): PKCE refuses it
    const a = await consent(get().app, { name: 'Alice' });
    const b = await consent(get().app, { name: 'Bob' });
    const code = new URL(a.callback, 'http://x').searchParams.get('code')!;
    const swapped = await visit(get().app, { callback: `/oauth/callback/demo?code=${code}&state=${encodeURIComponent(b.state)}`, cookie: b.cookie });
    expect(messageOf(swapped.body)).toMatchObject({ status: 'error' });
    expect(cookieOf(swapped.headers['set-cookie'])).toBeUndefined(); // no session

    const denied = await consent(get().app, { name: 'No', decision: 'deny' });
    expect(messageOf((await visit(get().app, denied)).body)).toMatchObject({ error: 'access_denied' });
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
    const device = setCookie(page.headers['set-cookie'], 'oauth_demo_device')!;
    const post = (origin: string) => get().app.inject({ method: 'POST', url: '/oauth/demo/authorize', ...form(fields), headers: { ...form(fields).headers, host, origin, cookie: device } });
    expect((await post('https://evil.example')).statusCode).toBe(403);
    expect((await post(authorize.origin)).statusCode).toBe(303);
  });

  it('sets a partitioned SameSite=None cookie when the sign-in started in a framed form', async () => {
    const framed = await consent(get().app, { name: 'Framed Player', init: 'service=demo&framed=1' });
    const done = await visit(get().app, framed);
    const cookie = String(done.headers['set-cookie']);
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Partitioned');
  });

  it('completeRegistration asks a social player for the e-mail, a currency and the terms', async () => {
    const social = await consent(get().app, { name: `Social ${Date.now()}` });
    const sid = cookieOf((await visit(get().app, social)).headers['set-cookie'])!;
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
    // the new address gets its confirmation link, as at registration
    const mail = await get().database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mail.map((m) => m.template)).toEqual(['email_confirmation']);
    expect(mail[0]!.body).toContain('/confirmation?contact=');

    // another social player cannot take that e-mail
    const other = await consent(get().app, { name: `Other ${Date.now()}` });
    const otherSid = cookieOf((await visit(get().app, other)).headers['set-cookie'])!;
    expect((await call({ email: email.toUpperCase(), terms: '1' }, `${SESSION_COOKIE}=${otherSid}`)).json().error.error_data).toEqual({ email: ['already_exists'] });
  });

  it('never leads off the site after sign-in: U+2028/U+2029 and other non-ASCII redirect targets are refused, and escaped if they reach the page', async () => {
    const init = (query: string) => get().app.inject({ url: `/oauth/init?${query}`, headers: { 'x-forwarded-for': freshIp() } });
    for (const bad of ['%2F%E2%80%A8%2Fevil.example', '%2F%E2%80%A9%2Fevil.example', '%2F%C2%A0%2Fevil.example', '%2F%09%2Fevil.example', 'http%3A%2F%2Flocalhost%3A80%2F%E2%80%A8%2Fevil.example']) {
      const res = await init(`service=demo&type_auth=login&redirect_url=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(messageOf(res.body)).toMatchObject({ error: 'invalid_request' });
    }
    // the page that follows redirect_url escapes (never strips) line separators and checks the path again
    expect(scriptJson('/\u2028/evil.example')).toBe('"/\\u2028/evil.example"');
    expect(JSON.parse(scriptJson('</script>\u2029&'))).toBe('</script>\u2029&');
    const reply = { code: () => reply, header: () => reply, type: () => reply, send: (html: string) => html } as unknown as FastifyReply;
    const html = sendOutcome(reply, { origin: 'http://localhost', outcome: { status: 'ok' }, next: '/\u2028/evil.example' }) as unknown as string;
    expect(html).not.toContain('evil.example');
    expect(html).toContain('n="/"');
  });

  it('signs no one in through a callback link prepared in another browser (state bound to the browser that started it)', async () => {
    const attacker = await consent(get().app, { name: `Attacker ${Date.now()}` });
    // the victim opens the attacker's callback link: no binding cookie, or the victim's own from another sign-in
    const victimOwn = await get().app.inject({ url: '/oauth/init?service=demo', headers: { 'x-forwarded-for': freshIp() } });
    const victimCookie = setCookie(victimOwn.headers['set-cookie'], 'oauth_binding')!;
    for (const cookie of ['', victimCookie]) {
      const res = await get().app.inject({ url: attacker.callback, headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(400);
      expect(messageOf(res.body)).toMatchObject({ status: 'error', error: 'invalid_state' });
      expect(cookieOf(res.headers['set-cookie'])).toBeUndefined();
    }
    // the state is left for the browser that started it
    const own = await visit(get().app, attacker);
    expect(messageOf(own.body)).toEqual({ type: 'oauth', status: 'ok' });
    expect(cookieOf(own.headers['set-cookie'])).toBeTruthy();
  });

  it("signs no one in as another player by typing their demo name or e-mail in another browser", async () => {
    const email = `owner-${Date.now()}@example.com`;
    const owner = await consent(get().app, { email });
    const ownerSid = cookieOf((await visit(get().app, owner)).headers['set-cookie']);
    const ownerUid = (await get().app.inject({ url: '/api/getInfo', headers: { cookie: `${SESSION_COOKIE}=${ownerSid}` } })).json().data.uid;
    const attacker = await consent(get().app, { email }); // a fresh browser: its own demo secret
    expect(attacker.device).not.toBe(owner.device);
    const attackerSid = cookieOf((await visit(get().app, attacker)).headers['set-cookie']);
    const attackerUid = (await get().app.inject({ url: '/api/getInfo', headers: { cookie: `${SESSION_COOKIE}=${attackerSid}` } })).json().data.uid;
    expect(attackerUid).toBeGreaterThan(0);
    expect(attackerUid).not.toBe(ownerUid);
  });

  it('refuses the consent form from a browser without the demo secret', async () => {
    const init = await get().app.inject({ url: '/oauth/init?service=demo', headers: { 'x-forwarded-for': freshIp() } });
    const q = Object.fromEntries(new URL(init.headers.location as string).searchParams);
    const res = await get().app.inject({ method: 'POST', url: '/oauth/demo/authorize', ...form({ client_id: 'demo', redirect_uri: q.redirect_uri!, state: q.state!, code_challenge: q.code_challenge!, code_challenge_method: 'S256', decision: 'allow', name: 'Someone', email: '' }) });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });
}, { OAUTH_DEMO: 'true' });

describeEachDb('social sign-in with the demo provider off (the default)', (get) => {
  it('answers unavailable at /oauth/init and refuses the consent page', async () => {
    const init = await get().app.inject({ url: '/oauth/init?service=demo', headers: { 'x-forwarded-for': freshIp() } });
    expect(init.statusCode).toBe(404);
    expect(messageOf(init.body)).toMatchObject({ error: 'unavailable' });
    const page = await get().app.inject({ url: '/oauth/demo/authorize?client_id=demo' });
    expect(messageOf(page.body)).toMatchObject({ error: 'invalid_request' });
  });
});
