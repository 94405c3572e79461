import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bonuses, cashbacks, gameProviders, games, ledgerEntries, offers, sportEvents, users, wallets } from '../../db/schema';
import { describeEachDb, signedIn, type TestPlatform } from '../../test/harness';
import { playRound, type GameRow } from '../rounds';
import { readSetting, writeSetting } from '../settings';
import { placeBet, settleSportsbook } from '../sportsbook';
import { rememberDepositMethod } from '../payments';
import { applyMovements, ledgerDrift } from '../wallets';
import { awardBonus, awardFreeSpins, computeCashbacks, BONUS_PROGRESS } from './index';

const tag = () => randomBytes(4).toString('hex');
const key = () => `k-${randomBytes(8).toString('hex')}`;
const requisites = { card_number: '4111111111111111', card_holder: 'Ann Lee' };

async function newPlayer(platform: TestPlatform, main: number, country: string | null = 'DE') {
  const db = platform.database.db;
  const [user] = await db.insert(users).values({ login: `bonus-${tag()}@example.com`, currency: 'USD', countryCode: country }).returning();
  if (main > 0) await applyMovements(db, { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(Math.round(main * 100)), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
  else await db.insert(wallets).values({ userId: user!.uid, currency: 'USD' });
  // that money stands for a deposit with the card withdrawals go back to
  if (main > 0) await rememberDepositMethod(db, user!.uid, 'demo_card', requisites.card_number);
  return { ...user!, cookie: await signedIn(platform, user!.uid) };
}

async function newGame(platform: TestPlatform, type = 'slot'): Promise<GameRow> {
  const db = platform.database.db;
  const [provider] = await db.select({ id: gameProviders.id }).from(gameProviders).limit(1);
  const sysname = `bonus-game-${tag()}`;
  const [game] = await db.insert(games).values({ sysname, name: sysname, providerId: provider!.id, type }).returning();
  return game!;
}

const walletOf = async (platform: TestPlatform, uid: number) => (await platform.database.db.select().from(wallets).where(and(eq(wallets.userId, uid), eq(wallets.currency, 'USD'))))[0]!;
const bonusRow = async (platform: TestPlatform, id: number) => (await platform.database.db.select().from(bonuses).where(eq(bonuses.id, id)))[0]!;

/** An /api call as the player: data, or the error envelope thrown. */
function api(platform: TestPlatform, cookie: string) {
  return async (method: string, payload?: Record<string, unknown>, query = '') => {
    const res = await platform.app.inject({ method: payload ? 'POST' : 'GET', url: `/api/${method}${query}`, ...(payload && { payload }), headers: { cookie } });
    expect(res.statusCode, res.body).toBeLessThan(500);
    const body = res.json();
    if (body.error) throw Object.assign(new Error(body.error.type), { type: body.error.type, data: body.error.error_data });
    return body.data;
  };
}

const spin = (platform: TestPlatform, uid: number, game: GameRow, bet: number) =>
  playRound(platform.database.db, { owner: `u:${uid}`, userId: uid, game, mode: 'real', bet, idempotencyKey: key(), bus: platform.bus });

describeEachDb('bonus engine', (get) => {
  it('counts each stake by its game type’s and game’s contribution, and shows the progress', async () => {
    const platform = get();
    const db = platform.database.db;
    const player = await newPlayer(platform, 100);
    const [slot, fast, special] = [await newGame(platform, 'slot'), await newGame(platform, 'fast'), await newGame(platform, 'slot')];
    const { bonusId } = await db.transaction((tx) =>
      awardBonus(tx, { userId: player.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 5, source: 'test', title: 'Contribution', contributions: { slot: 100, fast: 0 }, gameContributions: { [special.sysname]: 10 } }),
    );
    await spin(platform, player.uid, slot, 1); // 100 %: 1.00
    await spin(platform, player.uid, fast, 1); // 0 %
    await spin(platform, player.uid, special, 2); // this game 10 %: 0.20
    expect((await bonusRow(platform, bonusId)).wagered).toBe(120n);
    const [listed] = await api(platform, player.cookie)('bonuses/get');
    expect(listed).toMatchObject({ id: bonusId, type: 'casino', status: 'active', amount: { amount: 10 }, wager: { multiplier: 5, wagered: { amount: 1.2 }, required: { amount: 50 }, percent: 2.4 } });
    expect(await ledgerDrift(db, player.uid)).toEqual([]);
  });

  it('refuses a stake above the maximum bet while wagering, writing nothing', async () => {
    const platform = get();
    const db = platform.database.db;
    const player = await newPlayer(platform, 100);
    const slot = await newGame(platform);
    await db.transaction((tx) => awardBonus(tx, { userId: player.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 10, source: 'test', title: 'Max bet', maxBet: 200n }));
    const before = await walletOf(platform, player.uid);
    await expect(spin(platform, player.uid, slot, 3)).rejects.toMatchObject({ type: 'InvalidParameterException', data: { bet: ['bonus_max_bet'] } });
    const after = await walletOf(platform, player.uid);
    expect([after.balanceMain, after.balanceBonus]).toEqual([before.balanceMain, before.balanceBonus]);
    await spin(platform, player.uid, slot, 2);
    expect(await ledgerDrift(db, player.uid)).toEqual([]);
  });

  it('spends real money first, keeps the bonus’s winnings as bonus money and converts them when wagering completes', async () => {
    const platform = get();
    const db = platform.database.db;
    const player = await newPlayer(platform, 0);
    const slot = await newGame(platform);
    const events: string[] = [];
    const off = platform.bus.subscribe((e) => e.userId === player.uid && events.push(e.event));
    const { bonusId } = await db.transaction((tx) => awardBonus(tx, { userId: player.uid, currency: 'USD', amount: 2000n, wagerMultiplier: 1, source: 'test', title: 'Spend' }));
    let bonus = await bonusRow(platform, bonusId);
    for (let i = 0; i < 60 && bonus.status === 'active'; i += 1) {
      await spin(platform, player.uid, slot, 1);
      bonus = await bonusRow(platform, bonusId);
      const wallet = await walletOf(platform, player.uid);
      if (bonus.status === 'active') expect(wallet.balanceMain).toBe(0n); // winnings stay bonus money while wagering
    }
    off();
    const wallet = await walletOf(platform, player.uid);
    expect(['completed', 'depleted']).toContain(bonus.status);
    expect(wallet.balanceBonus).toBe(0n);
    if (bonus.status === 'completed') {
      expect(bonus.wagered).toBe(2000n);
      expect(wallet.balanceMain).toBe(bonus.converted);
      const converted = await db.select().from(ledgerEntries).where(sql`${ledgerEntries.idempotencyKey} like ${`bonus:${bonusId}:convert%`}`);
      // no maximum cash-out: all the money left converts; the last stake may have met the wagering with none left (nothing to post)
      expect(converted.map((e) => e.balance).sort()).toEqual(bonus.converted > 0n ? ['bonus', 'main'] : []);
    } else expect(wallet.balanceMain).toBe(0n);
    expect(events).toContain(BONUS_PROGRESS);

    // with real money on the wallet, a stake takes it first
    const other = await newPlayer(platform, 5);
    await db.transaction((tx) => awardBonus(tx, { userId: other.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 30, source: 'test', title: 'Order' }));
    const round = await spin(platform, other.uid, slot, 1);
    const w = await walletOf(platform, other.uid);
    expect(w.balanceBonus).toBe(1000n);
    expect(w.balanceMain).toBe(400n + BigInt(Math.round(round.round.win.amount * 100)));
    expect(await ledgerDrift(db)).toEqual([]);
  });

  it('zero wagering pays real money; a maximum cash-out caps the conversion and the rest is forfeited', async () => {
    const platform = get();
    const db = platform.database.db;
    const player = await newPlayer(platform, 0);
    const cash = await db.transaction((tx) => awardBonus(tx, { userId: player.uid, currency: 'USD', amount: 500n, wagerMultiplier: 0, source: 'test', title: 'Cash' }));
    expect(cash.status).toBe('completed');
    expect((await walletOf(platform, player.uid)).balanceMain).toBe(500n);

    const other = await newPlayer(platform, 0);
    const slot = await newGame(platform);
    const { bonusId } = await db.transaction((tx) => awardBonus(tx, { userId: other.uid, currency: 'USD', amount: 5000n, wagerMultiplier: 1, source: 'test', title: 'Capped', maxCashout: 1000n }));
    await db.update(bonuses).set({ wagered: 4900n }).where(eq(bonuses.id, bonusId));
    await spin(platform, other.uid, slot, 1);
    const bonus = await bonusRow(platform, bonusId);
    const wallet = await walletOf(platform, other.uid);
    expect(bonus.status).toBe('completed');
    expect(bonus.converted).toBe(1000n); // 49 USD of bonus money left at least: capped at 10
    expect([wallet.balanceMain, wallet.balanceBonus]).toEqual([1000n, 0n]);
    expect(await ledgerDrift(db)).toEqual([]);
  });

  it('an expired bonus ends with its money (never the player’s own) at the next look or round', async () => {
    const platform = get();
    const db = platform.database.db;
    const player = await newPlayer(platform, 20);
    const slot = await newGame(platform);
    const { bonusId } = await db.transaction((tx) => awardBonus(tx, { userId: player.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 5, source: 'test', title: 'Soon over', expiresAt: new Date(Date.now() + 60_000) }));
    await db.update(bonuses).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(bonuses.id, bonusId)); // its time runs out
    const round = await spin(platform, player.uid, slot, 1);
    expect((await bonusRow(platform, bonusId)).status).toBe('expired');
    const wallet = await walletOf(platform, player.uid);
    expect(wallet.balanceBonus).toBe(0n);
    expect(wallet.balanceMain).toBe(1900n + BigInt(Math.round(round.round.win.amount * 100)));

    const other = await newPlayer(platform, 0);
    const expired = await db.transaction((tx) => awardBonus(tx, { userId: other.uid, currency: 'USD', amount: 700n, wagerMultiplier: 5, source: 'test', title: 'Past', expiresAt: new Date(Date.now() - 1000) }));
    const list = await api(platform, other.cookie)('bonuses/get', undefined, '?status=all');
    expect(list.find((b: { id: number }) => b.id === expired.bonusId)).toMatchObject({ status: 'expired', balance: { amount: 0 } });
    expect((await walletOf(platform, other.uid)).balanceBonus).toBe(0n);
    expect(await ledgerDrift(db)).toEqual([]);
  });

  it('a withdrawal with a running bonus asks to burn it, then forfeits only the bonus; with isolation the bonus stays', async () => {
    const platform = get();
    const db = platform.database.db;
    const player = await newPlayer(platform, 100);
    const call = api(platform, player.cookie);
    const { bonusId } = await db.transaction((tx) => awardBonus(tx, { userId: player.uid, currency: 'USD', amount: 5000n, wagerMultiplier: 10, source: 'test', title: 'Burn me' }));
    const withdraw = { method: 'demo_card', amount: '30', requisites: JSON.stringify(requisites) };
    await expect(call('makewithdrawal', withdraw)).rejects.toMatchObject({ type: 'WithdrawalDeclinedException', data: { reason: 'active_bonus', bonus_ids: [bonusId] } });
    expect((await walletOf(platform, player.uid)).balanceMain).toBe(10000n);
    await call('makewithdrawal', { ...withdraw, burn_bonuses: '1' });
    const wallet = await walletOf(platform, player.uid);
    expect([wallet.balanceMain, wallet.balanceBonus]).toEqual([7000n, 0n]); // the own deposit is intact
    expect((await bonusRow(platform, bonusId)).status).toBe('forfeited');

    const info = await readSetting(db, 'general_info');
    await writeSetting(db, 'general_info', { ...info, is_bonus_isolation_enabled: true });
    try {
      const other = await newPlayer(platform, 100);
      const slot = await newGame(platform);
      const isolated = await db.transaction((tx) => awardBonus(tx, { userId: other.uid, currency: 'USD', amount: 5000n, wagerMultiplier: 10, source: 'test', title: 'Isolated' }));
      await spin(platform, other.uid, slot, 1); // real money pays: it does not count toward the isolated bonus
      expect((await bonusRow(platform, isolated.bonusId)).wagered).toBe(0n);
      await api(platform, other.cookie)('makewithdrawal', withdraw);
      expect((await bonusRow(platform, isolated.bonusId)).status).toBe('active');
      expect((await walletOf(platform, other.uid)).balanceBonus).toBe(5000n);
    } finally {
      await writeSetting(db, 'general_info', info);
    }
    expect(await ledgerDrift(db)).toEqual([]);
  });

  it('a bonus only available (not activated, its money held on it) never blocks withdrawing real money; an active one asks to be burnt', async () => {
    const platform = get();
    const db = platform.database.db;
    const player = await newPlayer(platform, 0);
    const call = api(platform, player.cookie);
    expect((await call('makedeposit', { method: 'demo_card', amount: '50', requisites: JSON.stringify({ card_number: requisites.card_number }) })).status).toBe('success');
    const { bonus_ids: [bonusId] } = await call('campaigns/activateOffer', { promo_code: 'WELCOME' });
    expect((await bonusRow(platform, bonusId)).status).toBe('active');
    await call('bonuses/deactivate', { bonus_id: bonusId });
    const held = await bonusRow(platform, bonusId);
    expect(held).toMatchObject({ status: 'available', held: 1000n });
    const withdraw = { method: 'demo_card', amount: '20', requisites: JSON.stringify(requisites) };
    expect((await call('makewithdrawal', withdraw)).status).toBe('pending'); // no burn asked, nothing forfeited
    expect(await bonusRow(platform, bonusId)).toMatchObject({ status: 'available', held: 1000n });
    expect([(await walletOf(platform, player.uid)).balanceMain, (await walletOf(platform, player.uid)).balanceBonus]).toEqual([3000n, 0n]);
    // activated again, it holds the player to its terms: the burn-bonuses confirm first
    await call('bonuses/activate', { bonus_id: bonusId });
    await expect(call('makewithdrawal', withdraw)).rejects.toMatchObject({ type: 'WithdrawalDeclinedException', data: { reason: 'active_bonus', bonus_ids: [bonusId] } });
    await call('makewithdrawal', { ...withdraw, burn_bonuses: '1' });
    expect((await bonusRow(platform, bonusId)).status).toBe('forfeited');
    expect((await walletOf(platform, player.uid)).balanceMain).toBe(1000n);
    expect(await ledgerDrift(db)).toEqual([]);
  });

  it('refuses a bonus above the jurisdiction’s wagering cap (GB 10×) and marks such offers unavailable there', async () => {
    const platform = get();
    const db = platform.database.db;
    const gb = await newPlayer(platform, 0, 'GB');
    await expect(db.transaction((tx) => awardBonus(tx, { userId: gb.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 35, source: 'test', title: 'Too much', field: 'offer_id' }))).rejects.toMatchObject({
      type: 'InvalidParameterException',
      data: { offer_id: ['jurisdiction_cap'] },
    });
    await expect(db.transaction((tx) => awardBonus(tx, { userId: gb.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 5, wagerBase: 'deposit_bonus', deposit: 2000n, source: 'test', title: '15× the bonus' }))).rejects.toMatchObject({ data: { bonus: ['jurisdiction_cap'] } });
    const ok = await db.transaction((tx) => awardBonus(tx, { userId: gb.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 10, source: 'test', title: 'Fine' }));
    expect(ok.status).toBe('active');
    const sysname = `cap-${tag()}`;
    await db.insert(offers).values({ sysname, trigger: { action: 'take', params: { exclude_methods: [] } }, promotions: [{ id: 1, type: 'bonus', amount: { amount: 5, currency: 'USD' }, wager: 35 }] });
    const list = await api(platform, gb.cookie)('campaigns/getoffers', undefined, '?fields=trigger');
    expect(list.find((o: { sysname: string }) => o.sysname === sysname).trigger.user_satisfies_params).toBe(false);
    const [offer] = await db.select().from(offers).where(eq(offers.sysname, sysname));
    await expect(api(platform, gb.cookie)('campaigns/takepromotions', { offer_id: offer!.id })).rejects.toMatchObject({ data: { offer_id: ['jurisdiction_cap'] } });
    const de = await newPlayer(platform, 0, 'DE');
    const taken = await api(platform, de.cookie)('campaigns/takepromotions', { offer_id: offer!.id });
    expect(taken.bonus_ids).toHaveLength(1);
    expect(await ledgerDrift(db)).toEqual([]);
  });

  it('20 parallel activations, offer grants and cashback payouts credit once; another player’s bonus is AccessDenied', async () => {
    const platform = get();
    const db = platform.database.db;
    const player = await newPlayer(platform, 0);
    const call = api(platform, player.cookie);
    const first = await db.transaction((tx) => awardBonus(tx, { userId: player.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 5, source: 'test', title: 'First' }));
    const second = await db.transaction((tx) => awardBonus(tx, { userId: player.uid, currency: 'USD', amount: 3000n, wagerMultiplier: 5, source: 'test', title: 'Second' }));
    expect([first.status, second.status]).toEqual(['active', 'available']);
    await expect(call('bonuses/activate', { bonus_id: second.bonusId })).rejects.toMatchObject({ data: { bonus_id: ['another_active'] } });
    await call('bonuses/remove', { bonus_id: first.bonusId });
    expect((await walletOf(platform, player.uid)).balanceBonus).toBe(0n);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => call('bonuses/activate', { bonus_id: second.bonusId })));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect((await walletOf(platform, player.uid)).balanceBonus).toBe(3000n);
    const activations = await db.select().from(ledgerEntries).where(sql`${ledgerEntries.idempotencyKey} like ${`bonus:${second.bonusId}:activate:%`}`);
    expect(activations).toHaveLength(1);

    const sysname = `take-${tag()}`;
    const [offer] = await db.insert(offers).values({ sysname, trigger: { action: 'take', params: { exclude_methods: [] } }, promotions: [{ id: 1, type: 'bonus', amount: { amount: 5, currency: 'USD' }, wager: 0 }] }).returning();
    const takes = await Promise.allSettled(Array.from({ length: 20 }, () => call('campaigns/takepromotions', { offer_id: offer!.id })));
    expect(takes.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await walletOf(platform, player.uid)).balanceMain).toBe(500n);

    const [cb] = await db.insert(cashbacks).values({ userId: player.uid, amount: 2500n, currency: 'USD', receivingExpiredAt: new Date('2099-01-01T00:00:00Z') }).returning();
    const payouts = await Promise.allSettled(Array.from({ length: 20 }, () => call('cashbacks/payout', { cashback_id: cb!.id })));
    expect(payouts.every((r) => r.status === 'fulfilled')).toBe(true);
    expect((await walletOf(platform, player.uid)).balanceMain).toBe(3000n);
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, `cashback:${cb!.id}`))).toHaveLength(1);

    const stranger = await newPlayer(platform, 0);
    const foreign = api(platform, stranger.cookie);
    await expect(foreign('bonuses/remove', { bonus_id: second.bonusId })).rejects.toMatchObject({ type: 'AccessDeniedException' });
    await expect(foreign('bonuses/deactivate', { bonus_id: second.bonusId })).rejects.toMatchObject({ type: 'AccessDeniedException' });
    await expect(foreign('cashbacks/remove', { cashback_id: cb!.id })).rejects.toMatchObject({ type: 'AccessDeniedException' });
    await expect(foreign('bonuses/activate', { bonus_id: 0 })).rejects.toMatchObject({ type: 'InvalidParameterException', data: { bonus_id: expect.any(Array) } });
    await expect(foreign('bonuses/activate', { bonus_id: 99999999 })).rejects.toMatchObject({ data: { bonus_id: ['not_found'] } });
    expect(await ledgerDrift(db)).toEqual([]);
  });

  it('deactivate holds the bonus money on the bonus, remove takes only the bonus money', async () => {
    const platform = get();
    const db = platform.database.db;
    const player = await newPlayer(platform, 40);
    const call = api(platform, player.cookie);
    const { bonusId } = await db.transaction((tx) => awardBonus(tx, { userId: player.uid, currency: 'USD', amount: 1500n, wagerMultiplier: 5, source: 'test', title: 'Toggle' }));
    const paused = await call('bonuses/deactivate', { bonus_id: bonusId });
    expect(paused.bonus).toMatchObject({ status: 'available', balance: { amount: 15 } });
    expect((await walletOf(platform, player.uid)).balanceBonus).toBe(0n);
    await call('bonuses/activate', { bonus_id: bonusId });
    expect((await walletOf(platform, player.uid)).balanceBonus).toBe(1500n);
    const removed = await call('bonuses/remove', { bonus_id: bonusId });
    expect(removed.bonus.status).toBe('removed');
    const wallet = await walletOf(platform, player.uid);
    expect([wallet.balanceMain, wallet.balanceBonus]).toEqual([4000n, 0n]);
    expect(await ledgerDrift(db, player.uid)).toEqual([]);
  });

  it('honours campaign_offer_id at the deposit’s settlement: percent of the deposit up to the maximum, free spins too', async () => {
    const platform = get();
    const db = platform.database.db;
    const player = await newPlayer(platform, 0);
    const call = api(platform, player.cookie);
    const [offer] = await db
      .insert(offers)
      .values({
        sysname: `deposit-${tag()}`,
        trigger: { action: 'deposit', params: { exclude_methods: ['demo_wallet'], min_deposit: { amount: 20, currency: 'USD' } } },
        description: { title: 'Double up' },
        promotions: [
          { id: 1, type: 'bonus', percent: 100, max_amount: { amount: 50, currency: 'USD' }, wager: 10 },
          { id: 2, type: 'freespins', count: 5, game: 'sun-temple-riches', bet: { amount: 0.2, currency: 'USD' } },
        ],
      })
      .returning();
    await expect(call('makedeposit', { method: 'demo_card', amount: '10', campaign_offer_id: offer!.id, requisites: JSON.stringify({ card_number: '4111111111111111' }) })).rejects.toMatchObject({ data: { campaign_offer_id: ['below_min_deposit'] } });
    await expect(call('makedeposit', { method: 'demo_card', amount: '80', campaign_offer_id: 999999, requisites: JSON.stringify({ card_number: '4111111111111111' }) })).rejects.toMatchObject({ data: { campaign_offer_id: ['not_found'] } });
    await call('makedeposit', { method: 'demo_card', amount: '80', campaign_offer_id: offer!.id, requisites: JSON.stringify({ card_number: '4111111111111111' }), idempotency_key: 'dep-offer-1' });
    const wallet = await walletOf(platform, player.uid);
    expect([wallet.balanceMain, wallet.balanceBonus]).toEqual([8000n, 5000n]); // 100 % of 80, capped at 50
    const [bonus] = await call('bonuses/get');
    expect(bonus).toMatchObject({ source: 'deposit', title: 'Double up', wager: { required: { amount: 500 } } });
    const packs = await call('freespins/get');
    expect(packs.map((p: { remaining_count: number }) => p.remaining_count)).toEqual([5]);
    // the same offer again: already claimed
    await expect(call('makedeposit', { method: 'demo_card', amount: '30', campaign_offer_id: offer!.id, requisites: JSON.stringify({ card_number: '4111111111111111' }) })).rejects.toMatchObject({ data: { campaign_offer_id: ['already_claimed'] } });
    expect(await ledgerDrift(db, player.uid)).toEqual([]);
  });

  it('promo codes grant their offer at activation, once; free spins with wagered wins; cashback from net losses', async () => {
    const platform = get();
    const db = platform.database.db;
    const player = await newPlayer(platform, 50);
    const call = api(platform, player.cookie);
    const code = `CODE${tag()}`.toUpperCase();
    await db.insert(offers).values({ sysname: `promo-${tag()}`, promoCode: code, trigger: { action: 'promo_code', params: { exclude_methods: [] } }, description: { title: 'Code bonus' }, promotions: [{ id: 1, type: 'bonus', amount: { amount: 10, currency: 'USD' }, wager: 5 }] });
    const grants = await Promise.allSettled(Array.from({ length: 20 }, () => call('campaigns/activateOffer', { promo_code: code.toLowerCase() })));
    expect(grants.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // the others: already activated, or over the promo attempts' rate limit
    const reasons = grants.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { type: string; data?: { promo_code?: string[] } }).data?.promo_code?.[0] ?? r.reason.type] : []));
    expect(reasons.every((r) => r === 'ALREADY_ACTIVATED' || r === 'TooManyRequestsException'), reasons.join()).toBe(true);
    expect((await walletOf(platform, player.uid)).balanceBonus).toBe(1000n);

    // a pack whose wins are wagered: no stake debited, wins onto the bonus
    const [slot] = await db.select().from(games).where(eq(games.sysname, 'sun-temple-riches'));
    const fresh = await newPlayer(platform, 0);
    await db.transaction((tx) => awardFreeSpins(tx, { userId: fresh.uid, gameId: slot!.id, count: 30, bet: 100n, currency: 'USD', source: 'test', winWagerMultiplier: 3 }));
    let won = 0n;
    for (let i = 0; i < 30; i += 1) won += BigInt(Math.round((await spin(platform, fresh.uid, slot!, 1)).round.win.amount * 100));
    const wallet = await walletOf(platform, fresh.uid);
    expect(wallet.balanceMain).toBe(0n);
    const [fsBonus] = await db.select().from(bonuses).where(eq(bonuses.userId, fresh.uid));
    if (won > 0n) expect(fsBonus).toMatchObject({ source: 'freespins', wagerRequired: won * 3n });
    expect(await ledgerDrift(db)).toEqual([]);

    // cashback: 10 % of a period's net loss, once per period
    const loser = await newPlayer(platform, 100);
    const from = new Date(Date.now() - 60_000);
    const plain = await newGame(platform);
    for (let i = 0; i < 5; i += 1) await spin(platform, loser.uid, plain, 5);
    const to = new Date(Date.now() + 1000);
    const net = (await db.execute(sql`select coalesce(sum(e.amount), 0)::text as net from ledger_entries e join wallets w on w.id = e.wallet_id where w.user_id = ${loser.uid} and e.kind in ('bet', 'win', 'jackpot') and e.balance = 'main'`)) as unknown as { rows: Array<{ net: string }> };
    const loss = -BigInt((net.rows ?? (net as unknown as Array<{ net: string }>))[0]!.net);
    await computeCashbacks(db, { from, to, percent: 10 });
    await computeCashbacks(db, { from, to, percent: 10 });
    const mine = await db.select().from(cashbacks).where(eq(cashbacks.userId, loser.uid));
    if (loss >= 10n) expect(mine.map((c) => c.amount)).toEqual([loss / 10n]);
    else expect(mine).toEqual([]);
  });

  it('betting bonuses pay a qualifying slip’s stake after real money and keep its share of the payout', async () => {
    const platform = get();
    const db = platform.database.db;
    const player = await newPlayer(platform, 2);
    const call = api(platform, player.cookie);
    const { bonusId } = await db.transaction((tx) => awardBonus(tx, { userId: player.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 1, kind: 'betting', minOdds: 150, minSelections: 1, maxBet: 1000n, source: 'test', title: 'Free bet' }));
    const [listed] = await call('BettingBonuses/get');
    expect(listed).toMatchObject({ id: bonusId, type: 'betting', status: 'active', min_odds: 1.5, min_selections: 1 });
    const now = Date.now();
    const [event] = await db.insert(sportEvents).values({ sport: 'football', league: 'Test', home: 'A', away: 'B', startsAt: new Date(now + 3_600_000), oddsHome: 200, oddsDraw: 300, oddsAway: 400 }).returning();
    const [low] = await db.insert(sportEvents).values({ sport: 'football', league: 'Test', home: 'C', away: 'D', startsAt: new Date(now + 3_600_000), oddsHome: 120, oddsDraw: 300, oddsAway: 900 }).returning();
    // below the minimum odds the bonus does not pay: only 2 USD of real money
    await expect(placeBet(db, { userId: player.uid, selections: [{ event_id: low!.id, pick: 'home' }], stake: 5, idempotencyKey: key() })).rejects.toMatchObject({ data: { amount: ['insufficient_funds'] } });
    await placeBet(db, { userId: player.uid, selections: [{ event_id: event!.id, pick: 'home' }], stake: 10, idempotencyKey: key() });
    let wallet = await walletOf(platform, player.uid);
    expect([wallet.balanceMain, wallet.balanceBettingBonus]).toEqual([0n, 200n]); // 2 real + 8 bonus
    await settleSportsbook(db, { matchMs: 0, eventId: event!.id, result: 'home' });
    wallet = await walletOf(platform, player.uid);
    // payout 20: 4 real, 16 bonus; the 10 staked meet the requirement of 10: converted to real money
    expect((await bonusRow(platform, bonusId)).status).toBe('completed');
    expect([wallet.balanceMain, wallet.balanceBettingBonus]).toEqual([400n + 1800n, 0n]);
    expect(await ledgerDrift(db, player.uid)).toEqual([]);
  });
});
