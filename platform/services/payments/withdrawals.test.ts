import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bonuses, users, wallets } from '../../db/schema';
import { describeEachDb, signedIn, type TestPlatform } from '../../test/harness';
import { awardBonus } from '../bonuses';
import { applyMovements, ledgerDrift } from '../wallets';
import { rememberDepositMethod } from './instruments';

const requisites = { card_number: '4111111111111111', card_holder: 'Ann Lee' };
const withdraw = { method: 'demo_card', amount: '20', requisites: JSON.stringify(requisites), burn_bonuses: '1' };

/** A player with 100 USD of their own (a card deposit) and an active 50 USD bonus with 12 USD wagered. */
async function playerWithBonus(platform: TestPlatform) {
  const db = platform.database.db;
  const [user] = await db.insert(users).values({ login: `forfeit-${randomBytes(4).toString('hex')}@example.com`, currency: 'USD', countryCode: 'DE' }).returning();
  await applyMovements(db, { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: 10_000n, kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
  await rememberDepositMethod(db, user!.uid, 'demo_card', requisites.card_number);
  const { bonusId } = await db.transaction((tx) => awardBonus(tx, { userId: user!.uid, currency: 'USD', amount: 5000n, wagerMultiplier: 10, source: 'test', title: 'Forfeit me' }));
  await db.update(bonuses).set({ wagered: 1200n }).where(eq(bonuses.id, bonusId));
  return { uid: user!.uid, bonusId, cookie: await signedIn(platform, user!.uid) };
}

describeEachDb('withdrawal cancel and forfeited bonuses', (get) => {
  const call = async (cookie: string, method: string, payload: Record<string, unknown> = {}) => {
    const res = await get().app.inject({ method: 'POST', url: `/api/${method}`, payload, headers: { cookie } });
    expect(res.json().error, res.body).toBeUndefined();
    return res.json().data;
  };
  const bonus = async (id: number) => (await get().database.db.select().from(bonuses).where(eq(bonuses.id, id)))[0]!;
  const wallet = async (uid: number) => {
    const [row] = await get().database.db.select().from(wallets).where(and(eq(wallets.userId, uid), eq(wallets.currency, 'USD')));
    return [row!.balanceMain, row!.balanceBonus];
  };

  it('gives the forfeited bonus back, with its money and wagering, when the withdrawal is cancelled', async () => {
    const player = await playerWithBonus(get());
    const { transaction } = await call(player.cookie, 'makewithdrawal', withdraw);
    expect(await bonus(player.bonusId)).toMatchObject({ status: 'forfeited' });
    expect(await wallet(player.uid)).toEqual([8000n, 0n]);

    await call(player.cookie, 'cancelwithdrawal', { id: Number(transaction) });
    expect(await bonus(player.bonusId)).toMatchObject({ status: 'active', held: 0n, wagered: 1200n, finishedAt: null });
    expect(await wallet(player.uid)).toEqual([10_000n, 5000n]);
    await call(player.cookie, 'cancelwithdrawal', { id: Number(transaction) }); // again: nothing more
    expect(await wallet(player.uid)).toEqual([10_000n, 5000n]);

    // forfeited and given back again by another withdrawal, then it can still end
    await call(player.cookie, 'makewithdrawal', withdraw);
    expect(await bonus(player.bonusId)).toMatchObject({ status: 'forfeited' });
    await call(player.cookie, 'cancelwithdrawal', {});
    expect(await bonus(player.bonusId)).toMatchObject({ status: 'active' });
    await call(player.cookie, 'bonuses/remove', { bonus_id: player.bonusId });
    expect(await wallet(player.uid)).toEqual([10_000n, 0n]);
    expect(await ledgerDrift(get().database.db, player.uid)).toEqual([]);
  });

  it('keeps it forfeited when it has expired meanwhile; the money still comes back', async () => {
    const player = await playerWithBonus(get());
    const { transaction } = await call(player.cookie, 'makewithdrawal', withdraw);
    await get().database.db.update(bonuses).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(bonuses.id, player.bonusId));
    await call(player.cookie, 'cancelwithdrawal', { id: Number(transaction) });
    expect(await bonus(player.bonusId)).toMatchObject({ status: 'forfeited' });
    expect(await wallet(player.uid)).toEqual([10_000n, 0n]);
    expect(await ledgerDrift(get().database.db, player.uid)).toEqual([]);
  });

  it('gives it back as available, its money held on it, when another bonus became active meanwhile', async () => {
    const player = await playerWithBonus(get());
    const db = get().database.db;
    const { transaction } = await call(player.cookie, 'makewithdrawal', withdraw);
    const other = await db.transaction((tx) => awardBonus(tx, { userId: player.uid, currency: 'USD', amount: 700n, wagerMultiplier: 5, source: 'test', title: 'Meanwhile' }));
    expect(other.status).toBe('active');
    await call(player.cookie, 'cancelwithdrawal', { id: Number(transaction) });
    expect(await bonus(player.bonusId)).toMatchObject({ status: 'available', held: 5000n, wagered: 1200n });
    expect(await wallet(player.uid)).toEqual([10_000n, 700n]);
    expect(await ledgerDrift(db, player.uid)).toEqual([]);
  });
});
