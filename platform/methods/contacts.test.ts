import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { profile } from '@/lib/contract';
import { authCodes, users } from '../db/schema';
import { SESSION_COOKIE } from '../services/sessions';
import { describeEachDb, freshIp, lastMessage } from '../test/harness';

const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const match = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(String(res.headers['set-cookie'] ?? ''));
  return match ? `${SESSION_COOKIE}=${match[1]}` : '';
};

let n = 0;
const unique = () => `confirm${Date.now().toString(36)}${(n += 1)}@example.com`;

/** The contact and code of the confirmation link in a message body. */
function linkOf(body: string): { path: string; contact: string; code: string } {
  const match = /https?:\/\/[^/\s]+(\/confirmation\?\S+)/.exec(body);
  expect(match, body).not.toBeNull();
  const url = new URL(match![1]!, 'http://x');
  return { path: match![1]!, contact: url.searchParams.get('contact')!, code: url.searchParams.get('code')! };
}

describeEachDb('contact confirmation', (get) => {
  const post = (method: string, payload: Record<string, unknown>, options: Partial<InjectOptions> & { cookie?: string; ip?: string } = {}) =>
    get().app.inject({ method: 'POST', url: `/api/${method}`, payload, headers: { 'x-forwarded-for': options.ip ?? freshIp(), ...(options.cookie && { cookie: options.cookie }) } });
  const profileOf = async (cookie: string) => (await get().app.inject({ url: '/api/getprofileinfo?fields=contacts', headers: { cookie } })).json().data;

  async function register(email = unique()) {
    const res = await post('register', { email, password: 'Secret12', terms: '1' });
    expect(res.statusCode, res.body).toBe(200);
    return { email, cookie: cookieOf(res), uid: res.json().data.user.uid as number };
  }

  it('registration with an e-mail sends a confirmation link; opening it confirms the e-mail', async () => {
    const { email, cookie } = await register();
    const message = await lastMessage(get(), email);
    expect(message).toMatchObject({ template: 'email_confirmation', channel: 'email', subject: 'Confirm your e-mail address' });
    const link = linkOf(message!.body);
    expect(link).toMatchObject({ contact: email, code: message!.code });
    expect(link.path).toBe(`/confirmation?contact=${encodeURIComponent(email)}&code=${message!.code}`);

    const before = await profileOf(cookie);
    expect(profile.parse(before)).toBeTruthy();
    expect(before.contacts).toEqual([{ type: 'email', contact: email, is_confirmed: false, is_subscribed: false }]);

    // the link works without a session (another browser)
    const res = await post('confirmContact', { contact: link.contact, code: link.code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toBe(1);
    expect((await profileOf(cookie)).contacts).toEqual([{ type: 'email', contact: email, is_confirmed: true, is_subscribed: false }]);
    // spent: the same link again is refused
    const again = await post('confirmContact', { contact: link.contact, code: link.code });
    expect(again.json().error).toEqual({ type: 'InvalidParameterException', error_data: { code: ['expired'] } });
  });

  it("writes the confirmation e-mail in the player's language, its link to the page in that language", async () => {
    for (const [locale, subject, opening] of [
      ['pt-BR', 'Confirme seu endereço de e-mail', 'Abra este link'],
      ['ar', 'أكّد عنوان بريدك الإلكتروني', 'افتح هذا الرابط'],
    ] as const) {
      const email = unique();
      const res = await post('register', { email, password: 'Secret12', terms: '1', locale });
      expect(res.statusCode, res.body).toBe(200);
      const message = await lastMessage(get(), email);
      expect(message).toMatchObject({ template: 'email_confirmation', subject });
      expect(message!.body).toContain(opening);
      expect(message!.body).toContain(`/${locale}/confirmation?contact=${encodeURIComponent(email)}&code=${message!.code}`);
    }
  });

  it("never builds an e-mail's link from a foreign Host header (no SITE_URL set)", async () => {
    const email = unique();
    const res = await get().app.inject({ method: 'POST', url: '/api/register', payload: { email, password: 'Secret12', terms: '1' }, headers: { host: 'evil.example', 'x-forwarded-for': freshIp() } });
    expect(res.statusCode, res.body).toBe(200);
    const message = await lastMessage(get(), email);
    expect(message!.body).not.toContain('evil.example');
    expect(message!.body).toMatch(/http:\/\/localhost:\d+\/confirmation\?/);
    // this machine's own name is kept (the demo on http://localhost:3000, a tester on 127.0.0.1)
    const local = unique();
    await get().app.inject({ method: 'POST', url: '/api/register', payload: { email: local, password: 'Secret12', terms: '1' }, headers: { host: '127.0.0.1:4321', 'x-forwarded-for': freshIp() } });
    expect((await lastMessage(get(), local))!.body).toContain('http://127.0.0.1:4321/confirmation?');
  });

  it("writes the code e-mails (password reset) in the player's language; en-US for a locale without texts", async () => {
    for (const [locale, subject, opening] of [
      ['es-ES', 'Restablece tu contraseña', 'Tu código para restablecer la contraseña es'],
      ['ar', 'أعد تعيين كلمة المرور', 'رمز إعادة تعيين كلمة المرور هو'],
      ['en-US', 'Reset your password', 'Your password reset code is'],
    ] as const) {
      const email = unique();
      expect((await post('register', { email, password: 'Secret12', terms: '1', locale })).statusCode).toBe(200);
      expect((await post('restore', { login: email })).json().data).toMatchObject({ status: 'code_sent' });
      const message = await lastMessage(get(), email);
      expect(message).toMatchObject({ template: 'restore_code', subject });
      expect(message!.body).toContain(`${opening} ${message!.code}`);
    }
  });

  it('getprofileinfo answers contacts only when asked and refuses a guest', async () => {
    const { email, cookie } = await register();
    const plain = (await get().app.inject({ url: '/api/getprofileinfo', headers: { cookie } })).json().data;
    expect(plain).toMatchObject({ login: email, email, currency: 'USD' });
    expect(plain.contacts).toBeUndefined();
    const guest = await get().app.inject({ url: '/api/getprofileinfo?fields=contacts' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.type).toBe('AuthorizationException');
  });

  it('sendconfirmationtocontact: a resend waits for the resend time, then a new link replaces the old one', async () => {
    const { email, cookie, uid } = await register();
    const first = linkOf((await lastMessage(get(), email))!.body);

    const early = await post('sendconfirmationtocontact', { contact: email }, { cookie });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.type).toBe('InvalidParameterException');
    expect(early.json().error.error_data.contact).toEqual(['resend_time']);
    expect(early.json().error.error_data.resend_time).toBeGreaterThan(55);

    // a minute later (the code's clock moved back)
    const db = get().database.db;
    await db.update(authCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(authCodes.userId, uid));
    const res = await post('sendconfirmationtocontact', { contact: email.toUpperCase() }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toBe(1);
    const second = linkOf((await lastMessage(get(), email))!.body);

    // the first link no longer works, the second does
    expect((await post('confirmContact', { contact: email, code: first.code })).json().error.error_data).toEqual({ code: ['invalid'] });
    expect((await post('confirmContact', { contact: email, code: second.code })).json().data).toBe(1);
    // confirmed: nothing more to send
    const done = await post('sendconfirmationtocontact', { contact: email }, { cookie });
    expect(done.json().error.error_data).toEqual({ contact: ['already_confirmed'] });
  });

  it('refuses a wrong code, an expired code, an unknown address and someone else’s address', async () => {
    const { email, cookie, uid } = await register();
    const { code } = linkOf((await lastMessage(get(), email))!.body);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await post('confirmContact', { contact: email, code: wrong })).json().error).toEqual({ type: 'InvalidParameterException', error_data: { code: ['invalid'] } });
    expect((await post('confirmContact', { contact: 'nobody@example.com', code })).json().error.error_data).toEqual({ code: ['invalid'] });

    const db = get().database.db;
    await db.update(authCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authCodes.userId, uid));
    expect((await post('confirmContact', { contact: email, code })).json().error.error_data).toEqual({ code: ['expired'] });
    const [row] = await db.select({ at: users.emailConfirmedAt }).from(users).where(eq(users.uid, uid));
    expect(row!.at).toBeNull();

    const other = await post('sendconfirmationtocontact', { contact: 'demo@example.com' }, { cookie });
    expect(other.json().error.error_data).toEqual({ contact: ['wrongField'] });
  });

  it('sendconfirmationtocontact is for signed-in players only', async () => {
    const res = await post('sendconfirmationtocontact', { contact: 'demo@example.com' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { type: 'AuthorizationException', error_data: null } });
  });

  it('rate limits sending and confirming per address → TooManyRequestsException (429)', async () => {
    const ip = freshIp();
    const email = unique();
    let last;
    for (let i = 0; i < 11; i += 1) last = await post('confirmContact', { contact: email, code: '123456' }, { ip });
    expect(last!.statusCode).toBe(429);
    expect(last!.json().error.type).toBe('TooManyRequestsException');
  });

  it('addcontact sets a new e-mail, unconfirmed, and sends it a link', async () => {
    const { cookie } = await register();
    const next = unique();
    const res = await post('addcontact', { type: 'email', contact: next }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect((await profileOf(cookie)).contacts).toEqual([{ type: 'email', contact: next, is_confirmed: false, is_subscribed: false }]);
    const link = linkOf((await lastMessage(get(), next))!.body);
    expect((await post('confirmContact', link)).json().data).toBe(1);
    expect((await post('addcontact', { contact: 'demo@example.com' }, { cookie })).json().error.error_data).toEqual({ contact: ['already_exists'] });
    expect((await post('addcontact', { contact: 'not-an-address' }, { cookie })).json().error.error_data).toEqual({ contact: ['wrongEmail'] });
  });
});
