import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { offers, users, wallets } from '../db/schema';
import { describeEachDb, freshIp, multipart, signedIn } from '../test/harness';

const tag = () => randomBytes(4).toString('hex');

describeEachDb('campaigns/activateOffer', (get) => {
  /** A new player (no deposit, no code used yet) of a country, signed in: their Cookie header. */
  async function newPlayer(country = 'DE') {
    const db = get().database.db;
    const [user] = await db.insert(users).values({ login: `promo-${tag()}@example.com`, currency: 'USD', countryCode: country }).returning();
    await db.insert(wallets).values({ userId: user!.uid, currency: 'USD' });
    return signedIn(get(), user!.uid);
  }
  /** A JSON POST from a fresh address (the promo attempts' rate limit counts per address). */
  const activate = (cookie: string | null, payload: Record<string, unknown>) =>
    get().app.inject({ method: 'POST', url: '/api/campaigns/activateOffer', payload, headers: { 'x-forwarded-for': freshIp(), ...(cookie && { cookie }) } });

  it('grants the offer of a code to the signed-in player once; a wrong code is InvalidParameter on promo_code', async () => {
    const cookie = await newPlayer();
    const wrong = await activate(cookie, { promo_code: 'NOT-A-CODE' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toEqual({ type: 'InvalidParameterException', error_data: { promo_code: ['INVALID'] } });

    const granted = await activate(cookie, { promo_code: ' welcome ', fields: 'trigger,description,promotions' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toMatchObject({ offer: { sysname: 'promo-welcome', trigger: { action: 'promo_code' } }, bonus_ids: [expect.any(Number)], freespin_pack_ids: [] });

    const again = await activate(cookie, { promo_code: 'WELCOME' });
    expect(again.json().error).toEqual({ type: 'InvalidParameterException', error_data: { promo_code: ['ALREADY_ACTIVATED'] } });
  });

  it('answers jurisdiction_cap on promo_code where the offer’s wagering is over the cap (GB 10×)', async () => {
    const code = `CAP${tag()}`.toUpperCase();
    await get()
      .database.db.insert(offers)
      .values({ sysname: `promo-cap-${tag()}`, promoCode: code, trigger: { action: 'promo_code', params: { exclude_methods: [] } }, description: { title: 'Capped' }, promotions: [{ id: 1, type: 'bonus', amount: { amount: 5, currency: 'USD' }, wager: 35 }] });
    const refused = await activate(await newPlayer('GB'), { promo_code: code });
    expect(refused.json().error).toEqual({ type: 'InvalidParameterException', error_data: { promo_code: ['jurisdiction_cap'] } });
  });

  it('asks a guest to sign in', async () => {
    const res = await activate(null, { promo_code: 'WELCOME' });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.type).toBe('AuthorizationException');
  });

  it('answers hostile codes (empty, blank, too long, wrong types, NUL) with a promo_code error, never a 5xx', async () => {
    const cookie = await newPlayer();
    const hostile: unknown[] = ['', '   ', 'x'.repeat(65), 'x'.repeat(20_000), ['WELCOME', 'WELCOME'], { code: 'WELCOME' }, 12345, true, null, 'WEL\u0000COME', '\ud800', "' or 1=1 --", '%'];
    for (const value of hostile) {
      const res = await activate(cookie, { promo_code: value });
      expect(res.statusCode, `${JSON.stringify(value)}: ${res.body}`).toBe(422);
      expect(res.json().error.type).toBe('InvalidParameterException');
      expect(Object.keys(res.json().error.error_data), JSON.stringify(value)).toEqual(['promo_code']);
    }
    const missing = await activate(cookie, {});
    expect(missing.json().error).toEqual({ type: 'InvalidParameterException', error_data: { promo_code: ['required'] } });
    // as a browser sends it (multipart), too
    const form = await multipart({ promo_code: 'x'.repeat(65) });
    const viaForm = await get().app.inject({ method: 'POST', url: '/api/campaigns/activateOffer', payload: form.payload, headers: { ...form.headers, cookie, 'x-forwarded-for': freshIp() } });
    expect(viaForm.statusCode).toBe(422);
    expect(Object.keys(viaForm.json().error.error_data)).toEqual(['promo_code']);
  });
});
