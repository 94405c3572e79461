import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentTransactions, playerDebts, pspEvents, users, wallets } from '../../db/schema';
import { ledgerDrift } from '../../services/wallets';
import { describeEachDb, signedIn } from '../../test/harness';
import { signPayload, SIMPAY_DEMO_SECRET } from '.';

/** The conformance tests of docs/providers.md §2 (hosted payments and their webhooks), one or more per rule. */
describeEachDb(
  'hosted payments (docs/providers.md §2)',
  (get) => {
    const db = () => get().database.db;

    async function player() {
      const [user] = await db().insert(users).values({ login: `psp-${randomUUID()}@example.com`, currency: 'USD' }).returning();
      return { uid: user!.uid, cookie: await signedIn(get(), user!.uid) };
    }
    async function deposit(cookie: string, amount = '50') {
      const res = await get().app.inject({ method: 'POST', url: '/api/makedeposit', payload: { method: 'simpay_card', amount, currency: 'USD' }, headers: { cookie } });
      return res.json() as { data: { status: string; url: string; transaction: string } };
    }
    async function webhook(event: Record<string, unknown>, opts: { secret?: string; at?: number } = {}) {
      const raw = JSON.stringify({ event_id: randomUUID(), currency: 'USD', occurred_at: new Date().toISOString(), ...event });
      const res = await get().app.inject({ method: 'POST', url: '/psp/simpay/webhook', payload: raw, headers: { 'content-type': 'application/json', 'x-signature': signPayload(opts.secret ?? SIMPAY_DEMO_SECRET, raw, opts.at) } });
      return { status: res.statusCode, raw };
    }
    const mainOf = async (uid: number) => (await db().select().from(wallets).where(and(eq(wallets.userId, uid), eq(wallets.currency, 'USD'))))[0]?.balanceMain ?? 0n;
    const paymentOf = async (id: string) => (await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, Number(id))))[0]!;

    it('rule 1: a simpay_card deposit answers redirect with the hosted page URL and the transaction; it stays pending', async () => {
      const { uid, cookie } = await player();
      const { data } = await deposit(cookie);
      expect(data).toMatchObject({ status: 'redirect', transaction: expect.any(String) });
      const url = new URL(data.url);
      expect(url.origin + url.pathname).toBe('http://localhost:3311/pay');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ transaction: data.transaction, amount: '5000', currency: 'USD', sig: expect.any(String) });
      expect(url.searchParams.get('return_url')).toMatch(new RegExp(`/cashier/paypending/${data.transaction}$`));
      expect((await paymentOf(data.transaction)).status).toBe('pending');
      expect(await mainOf(uid)).toBe(0n);
    });

    it('rule 2: a wrong or stale signature is HTTP 400 and changes nothing; a good one credits through the ledger', async () => {
      const { uid, cookie } = await player();
      const { data } = await deposit(cookie);
      const event = { transaction_id: data.transaction, status: 'succeeded', amount: 5000 };
      expect((await webhook(event, { secret: 'not-simpay-secret' })).status).toBe(400);
      expect((await webhook(event, { at: Math.floor(Date.now() / 1000) - 301 })).status).toBe(400);
      expect(await mainOf(uid)).toBe(0n);
      expect((await webhook(event)).status).toBe(200);
      expect(await mainOf(uid)).toBe(5000n);
      expect((await paymentOf(data.transaction)).status).toBe('success');
      expect(await ledgerDrift(db(), uid)).toEqual([]);
    });

    it('rule 3: the same event again changes nothing; out of order (refunded before succeeded) the final state follows the event times and money moves once per transition', async () => {
      const { uid, cookie } = await player();
      const { data } = await deposit(cookie);
      const at = Date.now();
      const succeeded = JSON.stringify({ event_id: 'ev-ok-' + data.transaction, transaction_id: data.transaction, status: 'succeeded', amount: 5000, currency: 'USD', occurred_at: new Date(at).toISOString() });
      const refunded = { transaction_id: data.transaction, status: 'refunded', amount: 5000, occurred_at: new Date(at + 60_000).toISOString() };
      expect((await webhook(refunded)).status).toBe(200);
      const send = () => get().app.inject({ method: 'POST', url: '/psp/simpay/webhook', payload: succeeded, headers: { 'content-type': 'application/json', 'x-signature': signPayload(SIMPAY_DEMO_SECRET, succeeded) } });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      expect(await mainOf(uid)).toBe(0n);
      expect((await paymentOf(data.transaction)).status).toBe('success');
      const credits = await db().select().from(pspEvents).where(eq(pspEvents.transactionId, data.transaction));
      expect(credits).toHaveLength(2);
      expect(await ledgerDrift(db(), uid)).toEqual([]);
    });

    it('rule 4: an amount or currency that is not the deposit\'s is refused (400), logged and never credited', async () => {
      const { uid, cookie } = await player();
      const { data } = await deposit(cookie);
      expect((await webhook({ transaction_id: data.transaction, status: 'succeeded', amount: 9999 })).status).toBe(400);
      expect((await webhook({ transaction_id: data.transaction, status: 'succeeded', amount: 5000, currency: 'EUR' })).status).toBe(400);
      expect(await mainOf(uid)).toBe(0n);
      const kept = await db().select().from(pspEvents).where(eq(pspEvents.transactionId, data.transaction));
      expect(kept.map((e) => e.outcome)).toEqual(['refused', 'refused']);
      expect((await paymentOf(data.transaction)).status).toBe('pending');
    });

    it('rule 5: a chargeback takes the money back down to zero; the rest is a debt that flags the account', async () => {
      const { uid, cookie } = await player();
      const { data } = await deposit(cookie);
      await webhook({ transaction_id: data.transaction, status: 'succeeded', amount: 5000 });
      // the player spent 30.00 of it
      await db().update(wallets).set({ balanceMain: 2000n }).where(eq(wallets.userId, uid));
      await db().execute(`insert into ledger_entries (wallet_id, balance, amount, balance_after, kind) select id, 'main', -3000, 2000, 'adjustment' from wallets where user_id = ${uid}`);
      expect((await webhook({ transaction_id: data.transaction, status: 'chargeback', amount: 5000 })).status).toBe(200);
      expect(await mainOf(uid)).toBe(0n);
      const debts = await db().select().from(playerDebts).where(eq(playerDebts.userId, uid));
      expect(debts.map((d) => [d.amount, d.reason, d.settledAt])).toEqual([[3000n, 'chargeback', null]]);
      expect(await ledgerDrift(db(), uid)).toEqual([]);
    });
  },
  { SIMULATORS: 'true' },
);
