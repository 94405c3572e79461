import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema';
import { unsubscribeQuery } from '../services/profile';
import { SESSION_COOKIE } from '../services/sessions';
import { findByUid } from '../services/users';
import { describeEachDb, freshIp } from '../test/harness';

let n = 0;
const unique = () => `notify${Date.now().toString(36)}${(n += 1)}@example.com`;

const NONE = { marketing_casino_email: false, marketing_casino_sms: false, marketing_betting_email: false, marketing_betting_sms: false };
const SERVICE_ON = { payment_results: true, security_alerts: true, limit_alerts: true };

describeEachDb('notification settings and marketing consent', (get) => {
  async function call(method: string, payload: Record<string, unknown> | null, cookie?: string) {
    const res = await get().app.inject(
      payload
        ? { method: 'POST', url: `/api/${method}`, payload, headers: { 'x-forwarded-for': freshIp(), ...(cookie && { cookie }) } }
        : { method: 'GET', url: `/api/${method}`, headers: { ...(cookie && { cookie }) } },
    );
    expect(res.statusCode, res.body).toBeLessThan(500);
    return res.json() as { data?: Record<string, unknown> & { user?: { uid: number } }; error?: { type: string; error_data?: Record<string, unknown> } };
  }
  async function register(payload: Record<string, unknown> = {}) {
    const email = unique();
    const res = await get().app.inject({ method: 'POST', url: '/api/register', payload: { email, password: 'Secret12', terms: '1', ...payload }, headers: { 'x-forwarded-for': freshIp() } });
    const cookie = `${SESSION_COOKIE}=${/sid=([^;]+)/.exec(String(res.headers['set-cookie']))![1]}`;
    return { email, cookie, uid: (res.json().data as { user: { uid: number } }).user.uid };
  }
  const settings = async (cookie: string) => (await call('getNotificationSettings', null, cookie)).data;
  const subscribed = async (cookie: string) => (await call('getInfo', null, cookie)).data!.is_subscribed;
  const db = () => get().database.db;

  it('a player who never opted in gets no bonus offers or tournament news; service messages are on by default', async () => {
    const { cookie } = await register();
    expect(await settings(cookie)).toEqual({ ...NONE, bonus_offers: false, tournaments: false, ...SERVICE_ON });
    // a kind of offer is no consent: still off without a product and a channel
    expect((await call('setNotificationSettings', { bonus_offers: '1' }, cookie)).data).toMatchObject({ bonus_offers: false, tournaments: false });
    expect(await subscribed(cookie)).toBe(false);
  });

  it('the notification page edits the opt-ins; the e-mail subscription and the offers follow them', async () => {
    const { cookie, email } = await register();
    expect((await call('setNotificationSettings', { marketing_casino_email: '1' }, cookie)).data).toEqual({ ...NONE, marketing_casino_email: true, bonus_offers: true, tournaments: true, ...SERVICE_ON });
    expect(await subscribed(cookie)).toBe(true);
    const contacts = (await call('getprofileinfo?fields=contacts', null, cookie)).data!.contacts;
    expect(contacts).toEqual([{ type: 'email', contact: email, is_confirmed: false, is_subscribed: true }]);
    expect((await call('setNotificationSettings', { tournaments: '0', security_alerts: '0' }, cookie)).data).toMatchObject({ marketing_casino_email: true, bonus_offers: true, tournaments: false, security_alerts: false });
    expect((await call('setNotificationSettings', { marketing_casino_email: '0', marketing_betting_sms: '1' }, cookie)).data).toMatchObject({ ...NONE, marketing_betting_sms: true, bonus_offers: true });
    expect(await subscribed(cookie)).toBe(false);
    const [row] = await db().select().from(users).where(eq(users.uid, (await call('getInfo', null, cookie)).data!.uid as number));
    expect(row).toMatchObject({ isSubscribed: false, phoneSubscribed: true });
  });

  it('a player subscribed before the opt-ins existed (is_subscribed, no stored choice) keeps e-mail consent for both products, and no more', async () => {
    const { cookie, uid } = await register();
    await db().update(users).set({ isSubscribed: true, notifications: {} }).where(eq(users.uid, uid));
    expect(await settings(cookie)).toEqual({ ...NONE, marketing_casino_email: true, marketing_betting_email: true, bonus_offers: true, tournaments: true, ...SERVICE_ON });
    await db().update(users).set({ isSubscribed: false, notifications: { bonus_offers: true } }).where(eq(users.uid, uid));
    expect(await settings(cookie)).toMatchObject({ ...NONE, bonus_offers: false });
  });

  it('the unsubscribe link of a channel turns off that channel for both products; the other channel stays', async () => {
    const { cookie, uid } = await register({ marketing_casino_email: '1', marketing_betting_email: '1', marketing_casino_sms: '1' });
    const user = (await findByUid(db(), uid))!;
    const byMail = Object.fromEntries(new URLSearchParams(await unsubscribeQuery(db(), user, 'email')));
    expect((await call('unsubscribe', byMail)).data).toBe(1);
    expect(await settings(cookie)).toMatchObject({ ...NONE, marketing_casino_sms: true, bonus_offers: true });
    expect(await subscribed(cookie)).toBe(false);
    const bySms = Object.fromEntries(new URLSearchParams(await unsubscribeQuery(db(), (await findByUid(db(), uid))!, 'phone')));
    expect((await call('unsubscribe', bySms)).data).toBe(1);
    expect(await settings(cookie)).toMatchObject({ ...NONE, bonus_offers: false, tournaments: false });
    expect((await db().select().from(users).where(eq(users.uid, uid)))[0]).toMatchObject({ isSubscribed: false, phoneSubscribed: false });
  });

  it('the switch per contact: off stops that channel for both products, on opts both products in', async () => {
    const { cookie, email } = await register({ marketing_betting_email: '1', phone: '+447911123456', phone_country_code: 'GB' });
    expect((await call('changeSubscription', { contact: email, subscription: '0' }, cookie)).data).toBe(1);
    expect(await settings(cookie)).toMatchObject(NONE);
    expect((await call('changeSubscription', { contact: '447911123456', subscription: '1' }, cookie)).data).toBe(1);
    expect(await settings(cookie)).toMatchObject({ ...NONE, marketing_casino_sms: true, marketing_betting_sms: true, bonus_offers: true });
    const contacts = (await call('getprofileinfo?fields=contacts', null, cookie)).data!.contacts as Array<{ type: string; is_subscribed: boolean }>;
    expect(contacts.map((c) => [c.type, c.is_subscribed])).toEqual([
      ['email', false],
      ['phone', true],
    ]);
    // on again for e-mail: a channel with a product still chosen keeps that choice
    await call('setNotificationSettings', { marketing_casino_sms: '0' }, cookie);
    expect((await call('changeSubscription', { contact: '447911123456', subscription: '1' }, cookie)).data).toBe(1);
    expect(await settings(cookie)).toMatchObject({ marketing_casino_sms: false, marketing_betting_sms: true });
  });
});
