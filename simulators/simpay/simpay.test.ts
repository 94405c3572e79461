import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentTransactions, users, wallets } from '@/platform/db/schema';
import { pspsOf, reconcilePending } from '@/platform/payments/psp';
import { ledgerDrift } from '@/platform/services/wallets';
import { describeEachDb, signedIn, testEnv } from '@/platform/test/harness';
import { createSimpay } from './server';

// test ports stay in 3250–3299: the platform and simpay (the backends run one after the other)
const PLATFORM_PORT = 3270;
const SIMPAY_PORT = 3271;

describeEachDb(
  'simulated payment provider simpay',
  (get) => {
    const db = () => get().database.db;
    const simpay = createSimpay({ port: SIMPAY_PORT, host: '127.0.0.1', secret: 'simpay-demo-secret', platformUrl: `http://127.0.0.1:${PLATFORM_PORT}` });

    beforeAll(async () => {
      await get().app.listen({ port: PLATFORM_PORT, host: '127.0.0.1' });
      await simpay.listen();
    });
    afterAll(() => simpay.close());

    async function startDeposit() {
      const [user] = await db().insert(users).values({ login: `simpay-${randomUUID()}@example.com`, currency: 'USD' }).returning();
      const cookie = await signedIn(get(), user!.uid);
      const res = await get().app.inject({ method: 'POST', url: '/api/makedeposit', payload: { method: 'simpay_card', amount: '25', currency: 'USD' }, headers: { cookie } });
      const { data } = res.json() as { data: { url: string; transaction: string } };
      return { uid: user!.uid, cookie, url: new URL(data.url.replace('localhost', '127.0.0.1')), transaction: data.transaction };
    }
    /** The payer's choice on the hosted page, as the page's form posts it. */
    async function choose(url: URL, result: 'pay' | 'decline' | 'cancel', extra: Record<string, string> = {}) {
      const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), result, ...extra });
      return fetch(new URL('/pay', url), { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    }
    const mainOf = async (uid: number) => (await db().select().from(wallets).where(and(eq(wallets.userId, uid), eq(wallets.currency, 'USD'))))[0]?.balanceMain ?? 0n;
    const statusOf = async (id: string) => (await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, Number(id))))[0]!.status;

    it('the hosted page takes the payment, the signed webhook credits it and the payer comes back to the outcome page', async () => {
      const { uid, url, transaction } = await startDeposit();
      const page = await (await fetch(url)).text();
      expect(page).toContain('Pay 25.00 USD');
      const tampered = new URL(url);
      tampered.searchParams.set('amount', '1');
      expect((await fetch(tampered)).status).toBe(400);
      const back = await choose(url, 'pay');
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toMatch(new RegExp(`/cashier/paypending/${transaction}$`));
      expect(await mainOf(uid)).toBe(2500n);
      expect(await statusOf(transaction)).toBe('success');
      // its back office refunds it: the money goes back through the same webhook path
      await fetch(`http://127.0.0.1:${SIMPAY_PORT}/api/events`, { method: 'POST', body: JSON.stringify({ transaction, status: 'refunded' }) });
      expect(await mainOf(uid)).toBe(0n);
    });

    it('a declined payment fails the deposit without money', async () => {
      const { uid, url, transaction } = await startDeposit();
      await choose(url, 'decline');
      expect(await statusOf(transaction)).toBe('fail');
      expect(await mainOf(uid)).toBe(0n);
    });

    it('a withdrawal to simpay_card is paid out by the PSP and settled by its payout webhook; a failed payout gives the money back', async () => {
      const { uid, url, cookie } = await startDeposit();
      await choose(url, 'pay');
      expect(await mainOf(uid)).toBe(2500n);
      const withdraw = async (amount: string) =>
        (await get().app.inject({ method: 'POST', url: '/api/makewithdrawal', payload: { method: 'simpay_card', amount, requisites: '{}' }, headers: { cookie } })).json() as { data?: { transaction: string; status: string }; error?: unknown };
      const refused = await withdraw('23'); // simpay's bank refuses whole amounts ending in 3
      expect(refused.data, JSON.stringify(refused)).toMatchObject({ status: 'pending' });
      await expect.poll(() => statusOf(refused.data!.transaction)).toBe('fail');
      expect(await mainOf(uid)).toBe(2500n);
      const paid = await withdraw('20');
      await expect.poll(() => statusOf(paid.data!.transaction)).toBe('success');
      expect(await mainOf(uid)).toBe(500n);
      expect(await ledgerDrift(db(), uid)).toEqual([]);
    });

    it('a payment the PSP never reports is settled by the reconciliation asking its status endpoint', async () => {
      const { uid, url, transaction } = await startDeposit();
      await choose(url, 'pay', { notify: '0' });
      expect(await statusOf(transaction)).toBe('pending');
      const psps = [...pspsOf(testEnv({ SIMULATORS: 'true', PSP_SIM_URL: `http://127.0.0.1:${SIMPAY_PORT}` })).values()];
      expect(await reconcilePending(db(), psps, { olderThanMs: 0 })).toBeGreaterThanOrEqual(1);
      expect(await statusOf(transaction)).toBe('success');
      expect(await mainOf(uid)).toBe(2500n);
    });
  },
  { SIMULATORS: 'true', PSP_SIM_URL: `http://localhost:${SIMPAY_PORT}` },
);

