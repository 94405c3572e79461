import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { users, wallets } from '../db/schema';
import { awardBonus } from '../services/bonuses';
import { readSetting, writeSetting } from '../services/settings';
import { describeEachDb, signedIn, type TestPlatform } from '../test/harness';

const FORFEIT = 'withdrawal_forfeits_bonus';

type Promotion = { id: number; type: string; fixed_terms?: string[] };

/** CMA: funds are forfeited only under a named term. A withdrawal with an active bonus forfeits it (the burn-bonuses confirm): every wagering bonus names that. */
describeEachDb('bonus terms name the forfeiture on withdrawal', (get) => {
  async function newPlayer(platform: TestPlatform) {
    const db = platform.database.db;
    const [user] = await db.insert(users).values({ login: `terms-${randomBytes(4).toString('hex')}@example.com`, currency: 'USD', countryCode: 'DE' }).returning();
    await db.insert(wallets).values({ userId: user!.uid, currency: 'USD' });
    return { ...user!, cookie: await signedIn(platform, user!.uid) };
  }
  const call = async (method: string, query = '', cookie?: string) => {
    const res = await get().app.inject({ url: `/api/${method}${query}`, headers: { ...(cookie && { cookie }) } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const offers = async () => (await call('campaigns/getoffers', '?fields=promotions')) as Array<{ sysname: string; promotions: Promotion[] }>;
  const termsOf = (list: Awaited<ReturnType<typeof offers>>, sysname: string) => list.find((o) => o.sysname === sysname)!.promotions.map((p) => p.fixed_terms);

  it('every wagering promotion of an offer carries the term; free spins whose winnings are paid without wagering do not', async () => {
    const list = await offers();
    expect(termsOf(list, 'welcome-bonus')).toEqual([[FORFEIT]]);
    expect(termsOf(list, 'sports-free-bet')).toEqual([[FORFEIT]]);
    expect(termsOf(list, 'daily-spins')).toEqual([[FORFEIT]]); // the winnings become a bonus wagered 3 times
    expect(termsOf(list, 'friday-free-spins')).toEqual([[]]);
    const welcome = list.find((o) => o.sysname === 'welcome-bonus')!;
    const one = (await call('campaigns/getOffer', `?offer_id=${(welcome as unknown as { id: number }).id}&fields=promotions`)) as { promotions: Promotion[] };
    expect(one.promotions[0]!.fixed_terms).toEqual([FORFEIT]);
  });

  it("a player's wagering bonus names it in bonuses/get; a zero-wagering one does not; with bonus isolation nothing is forfeited, so no bonus names it", async () => {
    const platform = get();
    const db = platform.database.db;
    const player = await newPlayer(platform);
    const { bonusId } = await db.transaction((tx) => awardBonus(tx, { userId: player.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 5, source: 'test', title: 'Wagered' }));
    const paid = await db.transaction((tx) => awardBonus(tx, { userId: player.uid, currency: 'USD', amount: 500n, wagerMultiplier: 0, source: 'test', title: 'Paid at once' }));
    const list = (await call('bonuses/get', '?status=all', player.cookie)) as Array<{ id: number; fixed_terms: string[] }>;
    expect(list.find((b) => b.id === bonusId)!.fixed_terms).toEqual([FORFEIT]);
    expect(list.find((b) => b.id === paid.bonusId)!.fixed_terms).toEqual([]);

    const info = await readSetting(db, 'general_info');
    await writeSetting(db, 'general_info', { ...info, is_bonus_isolation_enabled: true });
    try {
      const other = await newPlayer(platform);
      const isolated = await db.transaction((tx) => awardBonus(tx, { userId: other.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 5, source: 'test', title: 'Isolated' }));
      const mine = (await call('bonuses/get', '', other.cookie)) as Array<{ id: number; fixed_terms: string[] }>;
      expect(mine.find((b) => b.id === isolated.bonusId)!.fixed_terms).toEqual([]);
      expect(termsOf(await offers(), 'welcome-bonus')).toEqual([[]]);
    } finally {
      await writeSetting(db, 'general_info', info);
    }
  });
});
