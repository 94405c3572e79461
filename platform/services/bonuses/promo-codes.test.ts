import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import ar from '@/messages/ar.json';
import en from '@/messages/en-US.json';
import es from '@/messages/es-ES.json';
import pt from '@/messages/pt-BR.json';
import { offers } from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import { checkPromoCode } from './promo-codes';

const DAY = 86_400_000;

describeEachDb('promo codes', (get) => {
  /** An offer with a promo code of its own, live unless told otherwise. */
  async function offerWithCode(over: Partial<typeof offers.$inferInsert> = {}): Promise<string> {
    const code = `CODE${randomBytes(4).toString('hex').toUpperCase()}`;
    await get()
      .database.db.insert(offers)
      .values({ sysname: `promo-${code}`, promoCode: code, trigger: { action: 'promo_code', params: { exclude_methods: [] } }, ...over });
    return code;
  }

  it('tells a code that has not started yet from one that has ended or is switched off', async () => {
    const db = get().database.db;
    const now = new Date();
    const soon = await offerWithCode({ startAt: new Date(now.getTime() + DAY), endAt: new Date(now.getTime() + 30 * DAY) });
    const ended = await offerWithCode({ startAt: new Date(now.getTime() - 30 * DAY), endAt: new Date(now.getTime() - DAY) });
    const off = await offerWithCode({ isActive: false });
    const live = await offerWithCode({ startAt: new Date(now.getTime() - DAY), endAt: new Date(now.getTime() + DAY) });
    expect(await checkPromoCode(db, soon, undefined, now)).toEqual({ ok: false, reason: 'NOT_STARTED' });
    expect(await checkPromoCode(db, ended, undefined, now)).toEqual({ ok: false, reason: 'EXPIRED' });
    expect(await checkPromoCode(db, off, undefined, now)).toEqual({ ok: false, reason: 'EXPIRED' });
    expect(await checkPromoCode(db, live.toLowerCase(), undefined, now)).toMatchObject({ ok: true, code: live });
  });

  it('campaigns/checkPromocode answers NOT_STARTED under promo_code', async () => {
    const code = await offerWithCode({ startAt: new Date(Date.now() + DAY) });
    const res = await get().app.inject({ method: 'POST', url: '/api/campaigns/checkPromocode', payload: { promo_code: code } });
    expect(res.json().error).toEqual({ type: 'InvalidParameterException', error_data: { promo_code: ['NOT_STARTED'] } });
  });
});

describe('promo-code refusal texts', () => {
  it.each([['en-US', en], ['es-ES', es], ['pt-BR', pt], ['ar', ar]] as const)('%s words a code not started yet apart from an expired one', (_locale, messages) => {
    const texts: Record<string, string> = messages.common.promoCodeErrors;
    expect(texts.NOT_STARTED).toBeTruthy();
    expect(texts.NOT_STARTED).not.toBe(texts.EXPIRED);
  });
});
