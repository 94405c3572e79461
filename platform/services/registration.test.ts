import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema';
import { SESSION_COOKIE } from './sessions';
import { describeEachDb, freshIp } from '../test/harness';

let n = 0;
const unique = () => `consent${Date.now().toString(36)}${(n += 1)}@example.com`;

const NONE = { marketing_casino_email: false, marketing_casino_sms: false, marketing_betting_email: false, marketing_betting_sms: false };
const SERVICE_ON = { payment_results: true, security_alerts: true, limit_alerts: true };

/** UK SR 5.1.12: marketing consent is opt-in per product and per channel at registration. */
describeEachDb('registration: marketing consent per product and channel', (get) => {
  async function register(payload: Record<string, unknown>) {
    const res = await get().app.inject({ method: 'POST', url: '/api/register', payload: { email: unique(), password: 'Secret12', terms: '1', ...payload }, headers: { 'x-forwarded-for': freshIp() } });
    const body = res.json() as { data?: { user: { uid: number; is_subscribed: boolean } }; error?: { type: string; error_data?: Record<string, string[]> } };
    const cookie = `${SESSION_COOKIE}=${/sid=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1]}`;
    return { ...body, cookie };
  }
  const rowOf = async (uid: number) => (await get().database.db.select().from(users).where(eq(users.uid, uid)))[0]!;
  const settingsOf = async (cookie: string) => (await get().app.inject({ url: '/api/getNotificationSettings', headers: { cookie } })).json().data;

  it('stores each opt-in; the e-mail and phone subscriptions follow the channels chosen', async () => {
    const { data, cookie } = await register({ marketing_casino_email: '1', marketing_betting_sms: '1', marketing_casino_sms: '0' });
    const row = await rowOf(data!.user.uid);
    expect(row.notifications).toMatchObject({ ...NONE, marketing_casino_email: true, marketing_betting_sms: true });
    expect(row).toMatchObject({ isSubscribed: true, phoneSubscribed: true });
    expect(data!.user.is_subscribed).toBe(true);
    // the notification page shows the choices; having opted in, the offers are on
    expect(await settingsOf(cookie)).toEqual({ ...NONE, marketing_casino_email: true, marketing_betting_sms: true, bonus_offers: true, tournaments: true, ...SERVICE_ON });

    const sportsOnly = await register({ marketing_betting_email: true });
    expect(await rowOf(sportsOnly.data!.user.uid)).toMatchObject({ isSubscribed: true, phoneSubscribed: false, notifications: { ...NONE, marketing_betting_email: true } });
  });

  it('keeps the old notify flag working: 1 is e-mail consent for both products, 0 none', async () => {
    const yes = await register({ notify: '1' });
    expect(await rowOf(yes.data!.user.uid)).toMatchObject({ isSubscribed: true, phoneSubscribed: false, notifications: { ...NONE, marketing_casino_email: true, marketing_betting_email: true } });
    expect(await settingsOf(yes.cookie)).toMatchObject({ marketing_casino_email: true, marketing_betting_email: true, marketing_casino_sms: false, marketing_betting_sms: false, bonus_offers: true });
    const no = await register({ notify: '0' });
    expect(await rowOf(no.data!.user.uid)).toMatchObject({ isSubscribed: false, phoneSubscribed: false, notifications: NONE });
    // with the new opt-ins beside it, notify adds e-mail for both products to them
    const both = await register({ notify: '1', marketing_casino_sms: '1' });
    expect((await rowOf(both.data!.user.uid)).notifications).toMatchObject({ marketing_casino_email: true, marketing_betting_email: true, marketing_casino_sms: true, marketing_betting_sms: false });
  });

  it('assumes no consent: without an opt-in the marketing kinds are off, the service messages on', async () => {
    const { data, cookie } = await register({});
    expect(await rowOf(data!.user.uid)).toMatchObject({ isSubscribed: false, phoneSubscribed: false });
    expect(await settingsOf(cookie)).toEqual({ ...NONE, bonus_offers: false, tournaments: false, ...SERVICE_ON });
  });

  it('refuses a consent that is not a flag', async () => {
    const { error } = await register({ marketing_casino_email: 'maybe' });
    expect(error).toMatchObject({ type: 'InvalidParameterException', error_data: { marketing_casino_email: ['wrongField'] } });
  });
});
