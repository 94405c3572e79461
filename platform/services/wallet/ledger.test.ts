import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerEntries, paymentTransactions, users, wallets } from '../../db/schema';
import { describeEachDb, signedIn, type TestPlatform } from '../../test/harness';
import { deposits, rememberDepositMethod, withdrawals } from '../payments';
import type { UserRow } from '../sessions';
import { applyMovements, ledgerDrift } from '../wallets';

const CARD = { card_number: '4111111111111111' };
const HIGH = { perDay: 10_000, amountPerDay: 10_000_000 };
const requisites = { card_number: '4111111111111111', card_holder: 'Ann Lee' };
let seq = 0;

async function newPlayer(platform: TestPlatform, main: number): Promise<UserRow> {
  seq += 1;
  const db = platform.database.db;
  const [user] = await db.insert(users).values({ login: `ledger${seq}-${Date.now().toString(36)}@example.com`, currency: 'USD' }).returning();
  await applyMovements(db, { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(main * 100), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
  await rememberDepositMethod(db, user!.uid, 'demo_card', requisites.card_number); // that money stands for a deposit with the card withdrawals go back to
  return user!;
}

/** Settled promises: what answered and what threw. */
async function settle<T>(work: Array<() => Promise<T>>) {
  const results = await Promise.allSettled(work.map((f) => f()));
  return { ok: results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])), failed: results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { type?: string; data?: unknown }] : [])) };
}

const shuffle = <T>(list: T[]): T[] => {
  let state = 42;
  const rand = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  return list.map((v) => [rand(), v] as const).sort((a, b) => a[0] - b[0]).map(([, v]) => v);
};

describeEachDb('wallet ledger', (get) => {
  it('movements are written once per idempotency key and never take a balance below zero', async () => {
    const db = get().database.db;
    const user = await newPlayer(get(), 10);
    const again = await applyMovements(db, { userId: user.uid, currency: 'USD' }, [{ balance: 'main', amount: 1000n, kind: 'adjustment', idempotencyKey: `open:${user.uid}` }]);
    expect(again.applied).toBe(false);
    expect(again.wallet.balanceMain).toBe(1000n);
    await expect(applyMovements(db, { userId: user.uid, currency: 'USD' }, [{ balance: 'bonus', amount: -1n, kind: 'bet' }])).rejects.toMatchObject({ type: 'InvalidParameterException', data: { amount: ['insufficient_funds'] } });
    const bet = await applyMovements(db, { userId: user.uid, currency: 'USD' }, [{ balance: 'main', amount: -250n, kind: 'bet', idempotencyKey: `round:${user.uid}:1` }, { balance: 'main', amount: 400n, kind: 'win', idempotencyKey: `round:${user.uid}:1:win` }]);
    expect(bet.wallet.balanceMain).toBe(1150n);
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.walletId, bet.wallet.id)).orderBy(ledgerEntries.id);
    expect(entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([['adjustment', 1000n, 1000n], ['bet', -250n, 750n], ['win', 400n, 1150n]]);
    expect(await ledgerDrift(db, user.uid)).toEqual([]);
  });

  it('on PGlite (one connection) a transaction runs alone: no statement of another request slips into it', async () => {
    if (get().backend !== 'pglite') return; // PostgreSQL: separate connections and row locks
    const db = get().database.db;
    const order: string[] = [];
    await Promise.all([
      db.transaction(async (tx) => {
        order.push('tx begins');
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        order.push('tx ends');
      }),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        await db.execute(sql`select 1`);
        order.push('other statement');
      })(),
    ]);
    expect(order).toEqual(['tx begins', 'tx ends', 'other statement']);
  });

  it('holds under hundreds of concurrent deposits, withdrawals, retries and cancellations: no drift, no negative balance, no lost or doubled entry', async () => {
    const platform = get();
    const db = platform.database.db;
    const players = await Promise.all([1, 2, 3].map(() => newPlayer(platform, 300)));
    const cookies = await Promise.all(players.map((p) => signedIn(platform, p.uid)));
    const http = (i: number, method: string, payload: Record<string, unknown>) =>
      platform.app.inject({ method: 'POST', url: `/api/${method}`, payload, headers: { cookie: cookies[i]! } }).then((res) => {
        const body = res.json();
        if (body.error) throw { type: body.error.type, data: body.error.error_data };
        return body.data;
      });

    // round 1: deposits (a third over HTTP, a quarter retried with the same key) and withdrawals that may outrun the balance
    const round1: Array<() => Promise<unknown>> = [];
    players.forEach((player, i) => {
      for (let n = 0; n < 60; n += 1) {
        const key = `r1-${n % 45}`;
        const amount = String(10 + ((n % 45) % 7) * 5); // a retry asks for the same amount (another under the key is refused)
        round1.push(n % 3 === 0 ? () => http(i, 'makedeposit', { method: 'demo_card', amount, requisites: CARD, idempotency_key: key }) : () => deposits.start(db, { userId: player.uid, currency: 'USD', method: 'demo_card', amount, requisites: CARD, idempotencyKey: key }, { bus: platform.bus }));
      }
      for (let n = 0; n < 40; n += 1) round1.push(() => withdrawals.start(db, player, { method: 'demo_card', amount: String(20 + (n % 5) * 10), requisites }, { bus: platform.bus, limits: HIGH }));
    });
    const first = await settle(shuffle(round1));
    expect(first.failed.every((e) => e.type === 'InvalidParameterException' && JSON.stringify(e.data) === '{"amount":["insufficient_funds"]}'), JSON.stringify(first.failed.slice(0, 3))).toBe(true);

    // round 2: every pending withdrawal cancelled twice at once (HTTP and direct), with more deposits and withdrawals in between
    const pending = await db.select().from(paymentTransactions).where(and(inArray(paymentTransactions.userId, players.map((p) => p.uid)), eq(paymentTransactions.type, 'withdrawal')));
    const round2: Array<() => Promise<unknown>> = [];
    for (const w of pending) {
      const i = players.findIndex((p) => p.uid === w.userId);
      round2.push(() => http(i, 'cancelwithdrawal', { id: w.id }), () => withdrawals.cancel(db, w.userId, w.id, { bus: platform.bus }));
    }
    players.forEach((player, i) => {
      for (let n = 0; n < 20; n += 1) round2.push(() => http(i, 'makedeposit', { method: 'demo_card', amount: '25', requisites: CARD, idempotency_key: `r2-${n % 10}` }));
      for (let n = 0; n < 15; n += 1) round2.push(() => withdrawals.start(db, player, { method: 'demo_card', amount: '30', requisites }, { bus: platform.bus, limits: HIGH }));
    });
    const second = await settle(shuffle(round2));
    expect(second.failed.every((e) => e.type === 'InvalidParameterException'), JSON.stringify(second.failed.slice(0, 3))).toBe(true);
    expect(round1.length + round2.length).toBeGreaterThan(400);

    // the books: sums equal balances, one entry per transaction and event, balances as the transactions say
    expect(await ledgerDrift(db)).toEqual([]);
    for (const player of players) {
      const [wallet] = await db.select().from(wallets).where(and(eq(wallets.userId, player.uid), eq(wallets.currency, 'USD')));
      expect(wallet!.balanceMain >= 0n).toBe(true);
      const txs = await db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, player.uid));
      const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.walletId, wallet!.id));
      const deposited = txs.filter((t) => t.type === 'deposit' && t.status === 'success');
      const withdrawn = txs.filter((t) => t.type === 'withdrawal');
      const cancelled = withdrawn.filter((t) => t.status === 'cancel');
      expect(deposited).toHaveLength(45 + 10); // distinct keys only
      expect(entries.filter((e) => e.kind === 'deposit')).toHaveLength(deposited.length);
      expect(entries.filter((e) => e.kind === 'withdrawal')).toHaveLength(withdrawn.length);
      expect(entries.filter((e) => e.kind === 'withdrawal_cancel')).toHaveLength(cancelled.length);
      expect(cancelled.length).toBe(pending.filter((w) => w.userId === player.uid).length);
      const sum = (list: typeof txs) => list.reduce((total, t) => total + t.amount, 0n);
      expect(wallet!.balanceMain).toBe(30_000n + sum(deposited) - sum(withdrawn) + sum(cancelled));
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(ledgerEntries).where(and(eq(ledgerEntries.walletId, wallet!.id), sql`${ledgerEntries.balanceAfter} < 0`));
      expect(n).toBe(0);
    }
  });
});
