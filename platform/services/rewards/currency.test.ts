import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameProviders, games, loyaltyAccounts, users, wallets, wheelBalances, wheelCampaigns, wheelQuestProgress, wheelQuests, wheelSectors } from '../../db/schema';
import { newClientSeed, newServerSeed } from '../../games/fair';
import { describeEachDb, signedIn, type TestPlatform } from '../../test/harness';
import { playRound, type GameRow } from '../rounds';
import { applyMovements, ledgerDrift } from '../wallets';
import { convertMinor } from './currency';
import { prizeIn } from './payout';
import { wheel } from './index';

const tag = () => randomBytes(4).toString('hex');

describe('rewards: currency conversion', () => {
  it('converts minor units at the platform rates, rounding down (up for a price); no rate answers null', () => {
    expect(convertMinor(500n, 'USD', 'EUR')).toBe(460n);
    expect(convertMinor(100n, 'USD', 'EUR', 'up')).toBe(92n);
    expect(convertMinor(500n, 'EUR', 'USD')).toBe(543n); // 5.4347…
    expect(convertMinor(10_000n, 'BRL', 'USD')).toBe(1834n); // 18.348…
    expect(convertMinor(1n, 'USD', 'BRL', 'up')).toBe(6n);
    expect(convertMinor(700n, 'USD', 'USD')).toBe(700n);
    expect(convertMinor(700n, 'USD', 'XYZ')).toBeNull();
  });

  it('a prize is paid in the wallet currency: money and bonus amounts, a free-spin bet', () => {
    expect(prizeIn({ type: 'money', amount: 500 }, 'USD', 'EUR')).toEqual({ type: 'money', amount: 460 });
    expect(prizeIn({ type: 'bonus', amount: 1000, wager: 5 }, 'USD', 'BRL')).toEqual({ type: 'bonus', amount: 5450, wager: 5 });
    expect(prizeIn({ type: 'freespins', game: 'g', count: 10, bet: 20 }, 'USD', 'EUR')).toEqual({ type: 'freespins', game: 'g', count: 10, bet: 18 });
    expect(() => prizeIn({ type: 'money', amount: 500 }, 'USD', 'XYZ')).toThrow();
  });
});

describeEachDb('rewards: the wheel and the shop in the player currency', (get) => {
  const call = async (method: string, cookie: string, payload?: Record<string, unknown>) =>
    get().app.inject({ method: payload ? 'POST' : 'GET', url: `/api/${method}`, payload, headers: { cookie } });

  async function newPlayer(platform: TestPlatform, currency: string, main: number) {
    const db = platform.database.db;
    const [user] = await db.insert(users).values({ login: `cur-${tag()}@example.com`, currency, fakename: `C${tag()}`, countryCode: 'US' }).returning();
    if (main > 0) await applyMovements(db, { userId: user!.uid, currency }, [{ balance: 'main', amount: BigInt(main * 100), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
    return { ...user!, cookie: await signedIn(platform, user!.uid) };
  }

  /** A USD campaign (1 USD a spin) whose only sector pays 5 USD, with a 50 USD deposit quest and a 20 USD wager quest. */
  async function usdCampaign(platform: TestPlatform) {
    const db = platform.database.db;
    const [campaign] = await db
      .insert(wheelCampaigns)
      .values({ sysname: `cur-${tag()}`, title: 'Currency wheel', startAt: new Date(Date.now() - 3600_000), endAt: new Date(Date.now() + 3600_000), spinPrice: 100n, currency: 'USD', priority: 1000 })
      .returning();
    await db.insert(wheelSectors).values({ campaignId: campaign!.id, position: 0, weight: 1, rewardType: 'money', reward: { title: '5 USD', amount: 500 } });
    const quests = await db
      .insert(wheelQuests)
      .values([
        { campaignId: campaign!.id, sysname: `dep-${tag()}`, title: 'Deposit 50 USD', description: '', kind: 'deposit', target: 5000n, spins: 5 },
        { campaignId: campaign!.id, sysname: `wag-${tag()}`, title: 'Wager 20 USD', description: '', kind: 'wager', target: 2000n, spins: 1 },
      ])
      .returning();
    return { campaign: campaign!, deposit: quests[0]!, wager: quests[1]! };
  }

  const progressOf = async (platform: TestPlatform, questId: number, userId: number) =>
    (await platform.database.db.select().from(wheelQuestProgress).where(and(eq(wheelQuestProgress.questId, questId), eq(wheelQuestProgress.userId, userId))))[0];
  const mainOf = async (platform: TestPlatform, userId: number) => (await platform.database.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]!.balanceMain;

  it('quest progress counts deposits and stakes converted into the campaign currency', async () => {
    const platform = get();
    const db = platform.database.db;
    const { deposit, wager } = await usdCampaign(platform);
    const brl = await newPlayer(platform, 'BRL', 0);
    // R$ 100 is 18.34 USD: not the 50 USD the quest asks
    await db.transaction((tx) => wheel.questsFromDeposit(tx, brl.uid, 10_000n));
    expect(await progressOf(platform, deposit.id, brl.uid)).toMatchObject({ progress: 1834n, completedAt: null });
    const eur = await newPlayer(platform, 'EUR', 100);
    await db.transaction((tx) => wheel.questsFromDeposit(tx, eur.uid, 5_000n, 'EUR')); // 54.34 USD
    expect((await progressOf(platform, deposit.id, eur.uid))!.completedAt).not.toBeNull();
    const [provider] = await db.select({ id: gameProviders.id }).from(gameProviders).limit(1);
    const [game] = await db.insert(games).values({ sysname: `cur-${tag()}`, name: 'Currency game', providerId: provider!.id, type: 'slot' }).returning();
    await playRound(db, { owner: `u:${eur.uid}`, userId: eur.uid, game: game as GameRow, mode: 'real', bet: 5, idempotencyKey: `k-${tag()}`, bus: platform.bus });
    expect((await progressOf(platform, wager.id, eur.uid))!.progress).toBe(543n); // € 5 is 5.43 USD
  });

  it('a EUR player buys spins at the converted price, and a 5 USD prize pays € 4.60', async () => {
    const platform = get();
    const { campaign } = await usdCampaign(platform);
    const eur = await newPlayer(platform, 'EUR', 10);
    const listed = (await call('wheel/campaignsGet', eur.cookie)).json().data.find((c: { id: number }) => c.id === campaign.id);
    expect(listed.spin_price).toEqual({ amount: 0.92, currency: 'EUR' });
    expect(listed.currency).toBe('USD'); // quest targets and sector amounts stay in the campaign's currency
    const bought = await call('wheel/buySpin', eur.cookie, { campaign_id: String(campaign.id), spins_amount: '2' });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().data.paid).toEqual({ amount: 1.84, currency: 'EUR' });
    expect(await mainOf(platform, eur.uid)).toBe(1000n - 184n);
    const spun = await call('wheel/spinWheel', eur.cookie, { campaign_id: String(campaign.id) });
    expect(spun.statusCode, spun.body).toBe(200);
    expect(await mainOf(platform, eur.uid)).toBe(1000n - 184n + 460n);
    expect(await ledgerDrift(platform.database.db, eur.uid)).toEqual([]);
  });

  it('a currency without a rate is refused on spinning as on buying', async () => {
    const platform = get();
    const db = platform.database.db;
    const { campaign } = await usdCampaign(platform);
    const odd = await newPlayer(platform, 'XYZ', 0);
    await db.insert(wheelBalances).values({ campaignId: campaign.id, userId: odd.uid, spins: 1, serverSeed: newServerSeed(), clientSeed: newClientSeed() });
    const spun = await call('wheel/spinWheel', odd.cookie, { campaign_id: String(campaign.id) });
    expect(spun.statusCode).toBe(422);
    expect(spun.json().error.error_data.campaign_id).toEqual(['currency_mismatch']);
    const bought = await call('wheel/buySpin', odd.cookie, { campaign_id: String(campaign.id), spins_amount: '1' });
    expect(bought.json().error.error_data.campaign_id).toEqual(['currency_mismatch']);
  });

  it('the shop pays a 5 USD product in the player currency', async () => {
    const platform = get();
    const db = platform.database.db;
    const eur = await newPlayer(platform, 'EUR', 1);
    await call('loyalty/getinfo', eur.cookie); // opens the account
    await db.update(loyaltyAccounts).set({ points: 1000 }).where(eq(loyaltyAccounts.userId, eur.uid));
    const products = (await call('loyalty/getproducts', eur.cookie)).json().data as Array<{ id: number; sysname: string }>;
    const cash = products.find((x) => x.sysname === 'cash-5')!;
    const bought = await call('loyalty/buyproduct', eur.cookie, { id: String(cash.id) });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await mainOf(platform, eur.uid)).toBe(100n + 460n);
    expect(await ledgerDrift(db, eur.uid)).toEqual([]);
  });
});
