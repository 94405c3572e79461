import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cashback } from '@/lib/contract';
import { cashbacks } from '../db/schema';
import { demoUid, describeEachDb, signedIn } from '../test/harness';

describeEachDb('cashbacks/get', (get) => {
  const call = async (query: string, cookie?: string) => get().app.inject({ url: `/api/cashbacks/get${query}`, headers: cookie ? { cookie } : {} });

  it('answers the demo player’s seeded cashbacks, newest first, with amount and dates', async () => {
    const cookie = await signedIn(get());
    const res = await call('', cookie);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as unknown[];
    expect(list.map((c) => cashback.parse(c))).toMatchObject([
      { status: 'active', amount: { amount: 25, currency: 'USD' }, receiving_expired_at: '2099-12-31T00:00:00.000Z', end_date: '2025-01-19T00:00:00.000Z', description: { title: 'Weekly cashback' } },
      { status: 'paid_out', amount: { amount: 15, currency: 'USD' }, receiving_expired_at: null },
    ]);
  });

  it('the unseen check: count 1, statuses active, newest by end date', async () => {
    const db = get().database.db;
    const uid = await demoUid(get());
    // a newer paid-out one and an active one with no end date do not win the check
    await db.insert(cashbacks).values([
      { userId: uid, amount: 100n, currency: 'USD', status: 'paid_out', endDate: new Date('2025-02-01T00:00:00Z') },
      { userId: uid, amount: 200n, currency: 'USD', status: 'active', endDate: null },
    ]);
    const cookie = await signedIn(get());
    const one = (await call('?count=1&statuses=active&sort=end_date&order=desc', cookie)).json().data;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ status: 'active', amount: { amount: 25, currency: 'USD' } });
    const paid = (await call('?statuses=paid_out&sort=end_date&order=asc', cookie)).json().data;
    expect(paid.map((c: { amount: { amount: number } }) => c.amount.amount)).toEqual([15, 1]);
  });

  it('leaves out an active cashback whose claim-by time has passed, so the unseen check finds the one still claimable', async () => {
    const db = get().database.db;
    const uid = await demoUid(get());
    const [lapsed] = await db
      .insert(cashbacks)
      .values({ userId: uid, amount: 1200n, currency: 'USD', status: 'active', endDate: new Date('2025-03-01T00:00:00Z'), receivingExpiredAt: new Date(Date.now() - 60_000) })
      .returning();
    const cookie = await signedIn(get());
    const ids = (list: { id: number }[]) => list.map((c) => c.id);
    expect(ids((await call('', cookie)).json().data)).not.toContain(lapsed!.id);
    const one = (await call('?count=1&statuses=active&sort=end_date&order=desc', cookie)).json().data;
    expect(one).toMatchObject([{ status: 'active', amount: { amount: 25, currency: 'USD' } }]);
    await db.delete(cashbacks).where(eq(cashbacks.id, lapsed!.id));
  });

  it('refuses an unknown sort and a guest', async () => {
    const cookie = await signedIn(get());
    const bad = await call('?sort=amount', cookie);
    expect(bad.json().error).toEqual({ type: 'InvalidParameterException', error_data: { sort: ['wrongField'] } });
    const guest = await call('?count=1');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.type).toBe('AuthorizationException');
  });
});
