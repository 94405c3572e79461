import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bonuses, users, wallets } from '../db/schema';
import { awardBonus } from '../services/bonuses';
import { BALANCE_UPDATED } from '../services/wallet/ledger';
import { applyMovements, ledgerDrift } from '../services/wallets';
import { describeEachDb, signedIn, type TestPlatform } from '../test/harness';

/** A player with 20 USD of their own and an active 10 USD bonus ending at `expiresAt`. */
async function playerWithBonus(platform: TestPlatform, expiresAt: Date) {
  const db = platform.database.db;
  const [user] = await db.insert(users).values({ login: `expiry-${randomBytes(4).toString('hex')}@example.com`, currency: 'USD', countryCode: 'DE' }).returning();
  await applyMovements(db, { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: 2000n, kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
  const { bonusId } = await db.transaction((tx) => awardBonus(tx, { userId: user!.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 5, source: 'test', title: 'Ten', expiresAt }));
  return { uid: user!.uid, bonusId, cookie: await signedIn(platform, user!.uid) };
}

describeEachDb('balances after a bonus’s end', (get) => {
  const read = async (method: 'getInfo' | 'getBalance', cookie: string) => (await get().app.inject({ method: 'GET', url: `/api/${method}`, headers: { cookie } })).json().data;
  const statusOf = async (id: number) => (await get().database.db.select({ status: bonuses.status }).from(bonuses).where(eq(bonuses.id, id)))[0]!.status;
  const bonusBalance = async (uid: number) => (await get().database.db.select().from(wallets).where(and(eq(wallets.userId, uid), eq(wallets.currency, 'USD'))))[0]!.balanceBonus;

  it.each(['getInfo', 'getBalance'] as const)('%s ends a bonus past its end first: its money is no longer shown, the player’s own stays', async (method) => {
    const player = await playerWithBonus(get(), new Date(Date.now() - 60_000));
    const events: string[] = [];
    const off = get().bus.subscribe((e) => e.userId === player.uid && events.push(e.event));
    const data = await read(method, player.cookie);
    off();
    expect(data).toMatchObject({ balance_main: { amount: 20, currency: 'USD' }, balance_bonus: { amount: 0, currency: 'USD' } });
    expect(await statusOf(player.bonusId)).toBe('expired');
    expect(await bonusBalance(player.uid)).toBe(0n);
    expect(events).toContain(BALANCE_UPDATED);
    expect(await ledgerDrift(get().database.db, player.uid)).toEqual([]);
  });

  it('leaves a running bonus alone until its end', async () => {
    const player = await playerWithBonus(get(), new Date(Date.now() + 3_600_000));
    expect(await read('getInfo', player.cookie)).toMatchObject({ balance_bonus: { amount: 10 } });
    expect(await read('getBalance', player.cookie)).toMatchObject({ balance_bonus: { amount: 10 } });
    expect(await statusOf(player.bonusId)).toBe('active');
  });
});
