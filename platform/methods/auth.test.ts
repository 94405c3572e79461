import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { userAccount } from '@/lib/contract';
import { authCodes, offers, promoActivations, users, wallets } from '../db/schema';
import { BANNED_LOGIN, DEMO_LOGIN, DEMO_PASSWORD, TWO_FACTOR_LOGIN } from '../seed';
import { SESSION_COOKIE } from '../services/sessions';
import { describeEachDb, freshIp, lastMessage, multipart } from '../test/harness';

/** The sid cookie a response set, as a Cookie header. */
const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const set = String(res.headers['set-cookie'] ?? '');
  const match = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(set);
  return match ? `${SESSION_COOKIE}=${match[1]}` : '';
};

let n = 0;
const unique = (prefix = 'player') => `${prefix}${Date.now().toString(36)}${(n += 1)}@example.com`;

describeEachDb('register', (get) => {
  const post = (method: string, payload: Record<string, unknown>, options: Partial<InjectOptions> = {}) =>
    get().app.inject({ method: 'POST', url: `/api/${method}`, payload, ...options, headers: { 'x-forwarded-for': freshIp(), ...options.headers } });
  const errorsOf = async (payload: Record<string, unknown>) => {
    const res = await post('register', payload);
    expect(res.statusCode, JSON.stringify(res.json())).toBe(422);
    expect(res.json().error.type).toBe('InvalidParameterException');
    return res.json().error.error_data as Record<string, string[]>;
  };

  it('creates the user, a wallet in the chosen currency and a session; answers status and user', async () => {
    const email = unique();
    const res = await post('register', { email, password: 'Secret12', currency: 'EUR', locale: 'pt-BR', notify: '1', is_betting: '1', terms: '1', country_code: 'br', region: 'Bahia' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe(1);
    expect(userAccount.parse(data.user)).toMatchObject({ login: email, locale: 'pt-BR', country_code: 'BR', is_subscribed: true, is_registration_completed: true, two_factor_auth: false });
    expect(data.user.balance_main).toEqual({ amount: 0, currency: 'EUR' });
    expect(data.locale).toBe('pt-BR');
    const cookie = cookieOf(res);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    const info = (await get().app.inject({ url: '/api/getInfo', headers: { cookie } })).json().data;
    expect(info).toMatchObject({ uid: data.user.uid, login: email, is_registration_completed: true });
    const db = get().database.db;
    const [row] = await db.select().from(users).where(eq(users.uid, data.user.uid));
    expect(row).toMatchObject({ email, currency: 'EUR', isBetting: true, region: 'Bahia' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(await db.select({ currency: wallets.currency }).from(wallets).where(eq(wallets.userId, data.user.uid))).toEqual([{ currency: 'EUR' }]);
  });

  it('takes the default currency and locale when none is sent, and reads multipart bodies', async () => {
    const email = unique();
    const form = await multipart({ email, password: 'Secret12', notify: '0', is_betting: '0' });
    const res = await post('register', {}, { ...form, payload: form.payload, query: { locale: 'es-ES' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ login: email, locale: 'es-ES', is_subscribed: false, balance_main: { currency: 'USD' } });
  });

  it('falls back to the phone for the login, without its leading +', async () => {
    const res = await post('register', { phone: '+55 (11) 98765-4321', phone_country_code: 'BR', password: 'Secret12' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.login).toBe('5511987654321');
    const res2 = await post('register', { phone: '11987654322', phone_country_code: '+55', password: 'Secret12', login: '+5511987654322' });
    expect(res2.statusCode, res2.body).toBe(200);
    expect(res2.json().data.user.login).toBe('5511987654322');
  });

  it('answers every §5 failure with its code under the field', async () => {
    expect(await errorsOf({})).toEqual({ login: ['required'], password: ['required'] });
    expect(await errorsOf({ email: unique(), password: 'abc' })).toEqual({ password: ['minLength'] });
    expect(await errorsOf({ email: unique(), password: 'a'.repeat(21) })).toEqual({ password: ['maxLength'] });
    expect(await errorsOf({ email: unique(), password: 'pass word1' })).toEqual({ password: ['passwordSymbols'] });
    expect(await errorsOf({ email: 'not-an-address', password: 'Secret12' })).toEqual({ email: ['wrongEmail'] });
    expect(await errorsOf({ login: 'ana@nowhere', password: 'Secret12' })).toEqual({ login: ['wrongEmail'] });
    expect(await errorsOf({ login: 'two words', password: 'Secret12' })).toEqual({ login: ['wrongField'] });
    expect(await errorsOf({ phone: '12345', phone_country_code: 'BR', password: 'Secret12' })).toEqual({ phone: ['wrongPhoneFormat'] });
    expect(await errorsOf({ phone: '12ab', password: 'Secret12' })).toEqual({ phone: ['wrongPhoneFormat'] });
    expect(await errorsOf({ phone: '5511987654321', phone_country_code: 'ZZ', password: 'Secret12' })).toEqual({ phone_country_code: ['wrongField'] });
    expect(await errorsOf({ email: unique(), password: 'Secret12', currency: 'XXX' })).toEqual({ currency: ['wrongField'] });
    expect(await errorsOf({ email: unique(), password: 'Secret12', country_code: 'USA' })).toEqual({ country_code: ['wrongField'] });
    expect(await errorsOf({ email: unique(), password: 'Secret12', terms: '0' })).toEqual({ terms: ['uncheckedCheckbox'] });
    expect(await errorsOf({ email: unique(), password: 'Secret12', character_id: 'x' })).toEqual({ character_id: ['not_integer'] });
    expect(await errorsOf({ email: unique(), password: 'Secret12', is_betting: '2' })).toHaveProperty('is_betting');
    expect(await errorsOf({ email: unique(), password: 'Secret12', promo_code: 'NOPE' })).toEqual({ promo_code: ['INVALID'] });
    expect(await errorsOf({ email: 'bad', password: '' })).toEqual({ email: ['wrongEmail'], password: ['required'] });
  });

  it('refuses a login or e-mail that is taken, whatever its case', async () => {
    expect(await errorsOf({ email: 'DEMO@Example.com', password: 'Secret12' })).toEqual({ login: ['already_exists'] });
    expect(await errorsOf({ login: unique('other'), email: DEMO_LOGIN, password: 'Secret12' })).toEqual({ email: ['already_exists'] });
    const email = unique();
    expect((await post('register', { email, password: 'Secret12' })).statusCode).toBe(200);
    expect(await errorsOf({ email, password: 'Secret12' })).toEqual({ login: ['already_exists'] });
  });

  it('two registrations of one address at once: one account, the other answers already_exists', async () => {
    const email = unique('race');
    const answers = await Promise.all([post('register', { email, password: 'Secret12' }), post('register', { email: email.toUpperCase(), password: 'Secret12' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)!.json().error.error_data).toEqual({ login: ['already_exists'] });
  });

  it('activates a promo code that names a live offer, refuses an ended one', async () => {
    const res = await post('register', { email: unique(), password: 'Secret12', promo_code: ' welcome ' });
    expect(res.statusCode, res.body).toBe(200);
    const db = get().database.db;
    const rows = await db.select().from(promoActivations).where(eq(promoActivations.userId, res.json().data.user.uid));
    expect(rows).toMatchObject([{ promoCode: 'WELCOME' }]);
    const tag = `${Date.now()}${n}`;
    await db.insert(offers).values({ sysname: `ended-${tag}`, promoCode: `ENDED${tag}`, trigger: { action: 'promo_code', params: { exclude_methods: [] } }, endAt: new Date('2024-01-01T00:00:00Z') });
    expect(await errorsOf({ email: unique(), password: 'Secret12', promo_code: `ended${tag}` })).toEqual({ promo_code: ['EXPIRED'] });
  });

  it('campaigns/checkPromocode: truthy for a live code, error_data.promo_code otherwise', async () => {
    expect((await post('campaigns/checkPromocode', { promo_code: 'welcome' })).json()).toEqual({ data: 1 });
    const bad = await post('campaigns/checkPromocode', { promo_code: 'NOPE' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toEqual({ type: 'InvalidParameterException', error_data: { promo_code: ['INVALID'] } });
    const joined = await post('register', { email: unique(), password: 'Secret12', promo_code: 'WELCOME' });
    const used = await post('campaigns/checkPromocode', { promo_code: 'WELCOME' }, { headers: { cookie: cookieOf(joined) } });
    expect(used.json().error.error_data).toEqual({ promo_code: ['ALREADY_ACTIVATED'] });
  });

  it('refuses Telegram entry while no bot token is configured', async () => {
    const res = await post('register', { is_tg: '1', id: '1', hash: 'a'.repeat(64), payload: 'user=%7B%7D' });
    expect(res.json().error).toEqual({ type: 'InvalidParameterException', error_data: { is_tg: ['unavailable'] } });
  });
});

describeEachDb('login', (get) => {
  const post = (method: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    get().app.inject({ method: 'POST', url: `/api/${method}`, payload, headers: { 'x-forwarded-for': freshIp(), ...headers } });
  const db = () => get().database.db;
  const uidOf = async (login: string) => (await db().select({ uid: users.uid }).from(users).where(sql`lower(${users.login}) = ${login}`))[0]!.uid;

  it('signs the demo player in: status, payload (the account) and locale, and a session cookie', async () => {
    const res = await post('login', { login: DEMO_LOGIN, password: DEMO_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 1, locale: 'en-US', payload: { login: DEMO_LOGIN, balance_main: { amount: 1000, currency: 'USD' } } });
    const info = (await get().app.inject({ url: '/api/getInfo', headers: { cookie: cookieOf(res) } })).json().data;
    expect(info.login).toBe(DEMO_LOGIN);
  });

  it('accepts the login in any case and a login that is the e-mail', async () => {
    expect((await post('login', { login: ' Demo@Example.COM ', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('answers AuthorizationException for a wrong password or an unknown login', async () => {
    for (const body of [{ login: DEMO_LOGIN, password: 'Wrong123' }, { login: 'nobody@example.com', password: DEMO_PASSWORD }]) {
      const res = await post('login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { type: 'AuthorizationException', error_data: null } });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers UserBannedException to a banned player with the right password', async () => {
    const res = await post('login', { login: BANNED_LOGIN, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.type).toBe('UserBannedException');
  });

  it('two-factor: code required → code from the outbox → signed in; resend time, malformed, wrong and expired codes', async () => {
    const uid = await uidOf(TWO_FACTOR_LOGIN);
    await db().delete(authCodes).where(eq(authCodes.userId, uid));
    const creds = { login: TWO_FACTOR_LOGIN, password: DEMO_PASSWORD };

    const first = await post('login', creds);
    expect(first.statusCode).toBe(401);
    expect(first.json().error).toEqual({ type: 'AuthorizationException', error_data: { message: 'two_factor_auth is enable', resend_time: 60 }, message: 'two_factor_auth is enable' });
    const message = await lastMessage(get(), TWO_FACTOR_LOGIN);
    expect(message).toMatchObject({ channel: 'email', template: 'login_code' });
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.body).toContain(message!.code);

    const again = (await post('login', creds)).json().error;
    expect(again.type).toBe('AuthorizationException');
    expect(again.message).toMatch(/^Resend time is (\d+)$/);
    expect(Number(/\d+$/.exec(again.message)![0])).toBeGreaterThan(0);
    expect(again.error_data.resend_time).toBe(Number(/\d+$/.exec(again.message)![0]));
    expect((await lastMessage(get(), TWO_FACTOR_LOGIN))!.code).toBe(message!.code); // nothing new sent

    for (const code of ['12345', '12345a', '1234567']) {
      expect((await post('login', { ...creds, code })).json().error.message).toBe('the code must contain 6 digits');
    }
    const wrong = message!.code === '000000' ? '000001' : '000000';
    const invalid = await post('login', { ...creds, code: wrong });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json().error.message).toBe('two_factor_auth: code is invalid');
    expect(invalid.json().error.error_data.resend_time).toBeGreaterThan(0);
    expect((await post('login', { ...creds, code: message!.code, password: 'Wrong123' })).json().error).toEqual({ type: 'AuthorizationException', error_data: null });

    const ok = await post('login', { ...creds, code: message!.code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.payload).toMatchObject({ login: TWO_FACTOR_LOGIN, two_factor_auth: true });
    expect(cookieOf(ok)).not.toBe('');
    // a code is good once
    expect((await post('login', { ...creds, code: message!.code })).json().error.message).toBe('Time expired');

    // after the resend time a new code goes out; once its time is up it is refused
    await db().delete(authCodes).where(eq(authCodes.userId, uid));
    expect((await post('login', creds)).json().error.message).toBe('two_factor_auth is enable');
    const second = (await lastMessage(get(), TWO_FACTOR_LOGIN))!.code!;
    await db().update(authCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(authCodes.userId, uid));
    expect((await post('login', creds)).json().error.message).toBe('two_factor_auth is enable');
    const third = (await lastMessage(get(), TWO_FACTOR_LOGIN))!.code!;
    if (third !== second) expect((await post('login', { ...creds, code: second })).json().error.message).toBe('two_factor_auth: code is invalid');
    await db().update(authCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authCodes.userId, uid));
    expect((await post('login', { ...creds, code: third })).json().error.message).toBe('Time expired');
  });

  it('two-factor: five wrong codes spend the code', async () => {
    const uid = await uidOf(TWO_FACTOR_LOGIN);
    await db().delete(authCodes).where(eq(authCodes.userId, uid));
    const creds = { login: TWO_FACTOR_LOGIN, password: DEMO_PASSWORD };
    await post('login', creds);
    const code = (await lastMessage(get(), TWO_FACTOR_LOGIN))!.code!;
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i += 1) expect((await post('login', { ...creds, code: wrong })).json().error.message).toBe('two_factor_auth: code is invalid');
    expect((await post('login', { ...creds, code })).json().error.message).toBe('Time expired');
  });

  it('per account: after 5 wrong passwords from 5 addresses the right one alone no longer signs in; the owner gets in with a code sent to them', async () => {
    const login = unique('guessed');
    await post('register', { email: login, password: 'Secret12' });
    for (let i = 0; i < 5; i += 1) expect((await post('login', { login, password: `Guess${i}xx` })).statusCode).toBe(401); // a fresh address each time
    const attacker = await post('login', { login, password: 'Secret12' });
    expect(attacker.statusCode).toBe(401);
    expect(attacker.json().error.message).toBe('two_factor_auth is enable');
    expect(attacker.headers['set-cookie']).toBeUndefined();
    const message = (await lastMessage(get(), login))!;
    expect(message).toMatchObject({ template: 'login_code', channel: 'email' });
    // guessing the code with a wrong password tells nothing and signs no one in
    expect((await post('login', { login, password: 'Guess9xx', code: message.code })).json().error).toEqual({ type: 'AuthorizationException', error_data: null });
    const owner = await post('login', { login, password: 'Secret12', code: message.code });
    expect(owner.statusCode, owner.body).toBe(200);
    // a sign-in clears the count: the next one needs the password only
    expect((await post('login', { login, password: 'Secret12' })).statusCode).toBe(200);
  });

  it('rehashes a password stored with weaker parameters at the next login', async () => {
    const { hash } = await import('@node-rs/argon2');
    const login = unique('weak');
    const weak = await hash('Secret12', { algorithm: 2, memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await db().insert(users).values({ login, email: login, passwordHash: weak });
    expect((await post('login', { login, password: 'Secret12' })).statusCode).toBe(200);
    const [row] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.login, login));
    expect(row!.hash).toMatch(/\$m=65536,t=3,p=1\$/);
  });

  it('rate limits: 10 attempts a minute per IP and login, 30 per IP → TooManyRequestsException (429)', async () => {
    const ip = freshIp();
    const attempt = (login: string) => post('login', { login, password: 'Wrong123' }, { 'x-forwarded-for': ip });
    for (let i = 0; i < 10; i += 1) expect((await attempt(DEMO_LOGIN)).statusCode).toBe(401);
    const limited = await attempt(DEMO_LOGIN);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.type).toBe('TooManyRequestsException');
    expect(limited.json().error.error_data.retry_after).toBeGreaterThan(0);
    expect(limited.headers['retry-after']).toBe(String(limited.json().error.error_data.retry_after));
    // another login from the same address still gets through, another address too (ten wrong passwords: the demo player's right one now needs a code as well)
    expect((await attempt('someone@example.com')).statusCode).toBe(401);
    expect((await post('login', { login: DEMO_LOGIN, password: DEMO_PASSWORD })).json().error.message).toBe('two_factor_auth is enable');
    const code = (await lastMessage(get(), DEMO_LOGIN))!.code!;
    expect((await post('login', { login: DEMO_LOGIN, password: DEMO_PASSWORD, code })).statusCode).toBe(200);

    const ip2 = freshIp();
    const promo = () => post('campaigns/checkPromocode', { promo_code: 'WELCOME' }, { 'x-forwarded-for': ip2 });
    for (let i = 0; i < 30; i += 1) expect((await promo()).statusCode).toBe(200);
    expect((await promo()).statusCode).toBe(429);
    const ip3 = freshIp();
    for (let i = 0; i < 30; i += 1) await post('restore', { login: `x${i}@example.com` }, { 'x-forwarded-for': ip3 });
    expect((await post('restore', { login: DEMO_LOGIN }, { 'x-forwarded-for': ip3 })).statusCode).toBe(429);
    const ip4 = freshIp();
    for (let i = 0; i < 10; i += 1) await post('register', { email: 'bad', password: 'x' }, { 'x-forwarded-for': ip4 });
    expect((await post('register', { email: 'bad', password: 'x' }, { 'x-forwarded-for': ip4 })).statusCode).toBe(429);
  });

  it('restore: code to the outbox, then a new password with it; old sessions end', async () => {
    const login = unique('restore');
    const joined = await post('register', { email: login, password: 'Secret12' });
    const oldCookie = cookieOf(joined);

    const step1 = await post('restore', { login: login.toUpperCase() });
    expect(step1.json()).toEqual({ data: { status: 'code_sent', resend_time: 60 } });
    const message = (await lastMessage(get(), login))!;
    expect(message).toMatchObject({ template: 'restore_code', channel: 'email' });
    const again = (await post('restore', { login })).json().data;
    expect(again.status).toBe('code_sent');
    expect(again.resend_time).toBeLessThanOrEqual(60);
    expect((await lastMessage(get(), login))!.code).toBe(message.code);

    const fail = async (body: Record<string, unknown>) => (await post('restore', { login, ...body })).json().error.error_data;
    expect(await fail({ code: '12', password: 'NewPass1' })).toEqual({ code: ['otpDigits'] });
    expect(await fail({ code: message.code, password: 'abc' })).toEqual({ password: ['minLength'] });
    expect(await fail({ code: message.code, password: 'NewPass1', password_repeat: 'NewPass2' })).toEqual({ password_repeat: ['passwordsNotEqual'] });
    expect(await fail({ code: message.code === '123456' ? '654321' : '123456', password: 'NewPass1' })).toEqual({ code: ['invalid'] });

    const done = await post('restore', { login, code: message.code, password: 'NewPass1', password_repeat: 'NewPass1' });
    expect(done.json()).toEqual({ data: { status: 'password_changed' } });
    expect(await fail({ code: message.code, password: 'NewPass1' })).toEqual({ code: ['expired'] });
    expect((await get().app.inject({ url: '/api/getInfo', headers: { cookie: oldCookie } })).json().data.uid).toBe(0);
    expect((await post('login', { login, password: 'Secret12' })).statusCode).toBe(401);
    expect((await post('login', { login, password: 'NewPass1' })).statusCode).toBe(200);
  });

  it('restore answers the same for an unknown account and sends nothing; login is required', async () => {
    expect((await post('restore', { login: 'ghost@example.com' })).json()).toEqual({ data: { status: 'code_sent', resend_time: 60 } });
    expect(await lastMessage(get(), 'ghost@example.com')).toBeUndefined();
    expect((await post('restore', {})).json().error.error_data).toEqual({ login: ['required'] });
  });

  it('restore of an expired code', async () => {
    const login = unique('expire');
    await post('register', { email: login, password: 'Secret12' });
    await post('restore', { login });
    const code = (await lastMessage(get(), login))!.code;
    await db().update(authCodes).set({ expiresAt: new Date(Date.now() - 1) }).where(and(eq(authCodes.userId, await uidOf(login)), eq(authCodes.purpose, 'restore')));
    expect((await post('restore', { login, code, password: 'NewPass1' })).json().error.error_data).toEqual({ code: ['expired'] });
  });

  it('changepassword: signed in, old password checked, new per §5, repeat equal; other sessions end', async () => {
    const login = unique('change');
    const joined = await post('register', { email: login, password: 'Secret12' });
    const cookie = cookieOf(joined);
    const other = cookieOf(await post('login', { login, password: 'Secret12' }));

    expect((await post('changepassword', { old_password: 'Secret12', new_password: 'NewPass1' })).statusCode).toBe(401);
    const fail = async (body: Record<string, unknown>) => (await post('changepassword', body, { cookie })).json().error.error_data;
    expect(await fail({ old_password: 'Wrong123', new_password: 'NewPass1' })).toEqual({ old_password: ['password'] });
    expect(await fail({ new_password: 'NewPass1' })).toEqual({ old_password: ['required'] });
    expect(await fail({ old_password: 'Secret12', new_password: 'short' })).toEqual({ new_password: ['minLength'] });
    expect(await fail({ old_password: 'Secret12', new_password: 'has space1' })).toEqual({ new_password: ['passwordSymbols'] });
    expect(await fail({ old_password: 'Secret12', new_password: 'NewPass1', repeat_password: 'NewPass2' })).toEqual({ repeat_password: ['passwordsNotEqual'] });

    const ok = await post('changepassword', { old_password: 'Secret12', new_password: 'NewPass1', repeat_password: 'NewPass1' }, { cookie });
    expect(ok.json()).toEqual({ data: 1 });
    const renewed = cookieOf(ok);
    expect((await get().app.inject({ url: '/api/getInfo', headers: { cookie: renewed } })).json().data.login).toBe(login);
    expect((await get().app.inject({ url: '/api/getInfo', headers: { cookie: other } })).json().data.uid).toBe(0);
    expect((await post('login', { login, password: 'NewPass1' })).statusCode).toBe(200);
  });

  it('two-factor on and off: changeTwoFactorAuth sends a code, confirmTwoFactorAuth flips the flag', async () => {
    const login = unique('twofa');
    const cookie = cookieOf(await post('register', { email: login, password: 'Secret12' }));
    const call = (method: string, body: Record<string, unknown>) => post(method, body, { cookie });

    expect((await post('changeTwoFactorAuth', {})).statusCode).toBe(401);
    expect((await call('changeTwoFactorAuth', { enable: '0' })).json().error.error_data).toEqual({ enable: ['already_set'] });
    expect((await call('changeTwoFactorAuth', {})).json()).toEqual({ data: { enable: true, resend_time: 60 } });
    const message = (await lastMessage(get(), login))!;
    expect(message).toMatchObject({ template: 'two_factor_code', channel: 'email' });
    const early = (await call('changeTwoFactorAuth', { enable: '1' })).json().error;
    expect(early.message).toMatch(/^Resend time is \d+$/);

    expect((await call('confirmTwoFactorAuth', { code: '12' })).json().error).toMatchObject({ type: 'InvalidParameterException', message: 'the code must contain 6 digits', error_data: { code: ['otpDigits'] } });
    const wrong = message.code === '111111' ? '111112' : '111111';
    expect((await call('confirmTwoFactorAuth', { code: wrong })).json().error).toMatchObject({ message: 'two_factor_auth: code is invalid', error_data: { code: ['invalid'] } });
    expect((await call('confirmTwoFactorAuth', { code: message.code })).json()).toEqual({ data: { two_factor_auth: true } });
    expect((await get().app.inject({ url: '/api/getInfo', headers: { cookie } })).json().data.two_factor_auth).toBe(true);
    expect((await call('confirmTwoFactorAuth', { code: message.code })).json().error).toMatchObject({ message: 'Time expired', error_data: { code: ['expired'] } });

    // now login asks for a code
    expect((await post('login', { login, password: 'Secret12' })).json().error.message).toBe('two_factor_auth is enable');

    expect((await call('changeTwoFactorAuth', { enable: '0' })).json().data).toEqual({ enable: false, resend_time: 60 });
    const off = (await lastMessage(get(), login))!;
    expect(off.template).toBe('two_factor_code');
    expect((await call('confirmTwoFactorAuth', { code: off.code })).json()).toEqual({ data: { two_factor_auth: false } });
    expect((await post('login', { login, password: 'Secret12' })).statusCode).toBe(200);
  });

  it('getPersonalDataFields and getContactPhoneSettings answer the §3 shapes', async () => {
    const br = (await get().app.inject({ url: '/api/getPersonalDataFields?country_code=BR' })).json().data;
    expect(br.find((f: { sysname: string }) => f.sysname === 'document_number')).toMatchObject({ options: { mask: '###.###.###-##' }, params: { is_required: true, is_visible: true } });
    expect(br.find((f: { sysname: string }) => f.sysname === 'region').options.list).toContain('São Paulo');
    const plain = (await get().app.inject({ url: '/api/getPersonalDataFields' })).json().data;
    expect(plain.map((f: { sysname: string }) => f.sysname)).not.toContain('document_number');
    const phones = (await get().app.inject({ url: '/api/getContactPhoneSettings' })).json().data;
    expect(phones).toContainEqual({ country_code: 'BR', phone_code: '55', name: 'Brasil', mask: ['(##) ####-####', '(##) #####-####'] });
    expect(phones.every((p: { mask: unknown }) => typeof p.mask === 'string' || Array.isArray(p.mask))).toBe(true);
  });

  it('/api/dev/outbox needs an address', async () => {
    const res = await get().app.inject({ url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.error_data).toEqual({ to: ['required'] });
  });
});
