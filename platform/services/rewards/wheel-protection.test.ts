import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { gameProviders, games, ledgerEntries, protectionState, sessions, users, wallets, wheelBalances, wheelCampaigns, wheelSectors } from '../../db/schema';
import { describeEachDb, signedIn, type TestPlatform } from '../../test/harness';
import { acknowledgeReality, clock, elapseSession, exclude, protectionStatus, readRealityCheck, selectPack, setLimit, startPlaySession } from '../protection';
import { outsideRoundPlayHooks } from '../protection/enforcement';
import { playRound, type GameRow } from '../rounds';
import { applyMovements, ledgerDrift } from '../wallets';
import { wheel } from './index';
import { setOutsideRoundPlayHooks } from './outside-round-hooks';

const tag = () => randomBytes(4).toString('hex');
const key = () => `k-${randomBytes(8).toString('hex')}`;

afterEach(() => {
  clock.reset();
  selectPack(null);
});

type Refusal = { type: string; error_data?: Record<string, unknown> };

describeEachDb('rewards: the wheel of fortune under player protection', (get) => {
  const db = () => get().database.db;

  async function newPlayer(platform: TestPlatform, main: number) {
    // an adult with a verified identity: the UK pack's age check (protection/age.test.ts) lets them play
    const [user] = await platform.database.db
      .insert(users)
      .values({ login: `wp-${tag()}@example.com`, currency: 'USD', fakename: `P${tag()}`, countryCode: 'US', birthDate: '01.01.1990', isVerified: true })
      .returning();
    if (main > 0) await applyMovements(platform.database.db, { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(main * 100), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
    await startPlaySession(platform.database.db, user!.uid); // as signing in does
    return { ...user!, cookie: await signedIn(platform, user!.uid) };
  }

  async function newSlot(): Promise<GameRow> {
    const [provider] = await db().select({ id: gameProviders.id }).from(gameProviders).limit(1);
    const sysname = `wp-${tag()}`;
    const [game] = await db().insert(games).values({ sysname, name: sysname, providerId: provider!.id, type: 'slot' }).returning();
    return game!;
  }

  /** A running wheel at 1 USD a spin whose one sector always pays 0.50 USD cash. */
  async function halfWheel(): Promise<number> {
    const [campaign] = await db()
      .insert(wheelCampaigns)
      .values({ sysname: `wp-${tag()}`, title: 'Half wheel', startAt: new Date(Date.now() - 3600_000), endAt: new Date(Date.now() + 3600_000), spinPrice: 100n, priority: 99 })
      .returning();
    await db().insert(wheelSectors).values({ campaignId: campaign!.id, position: 0, weight: 1, rewardType: 'money', reward: { title: 'Half', amount: 50 } });
    return campaign!.id;
  }

  const luckyWheel = async () => (await db().select({ id: wheelCampaigns.id }).from(wheelCampaigns).where(eq(wheelCampaigns.sysname, 'lucky-wheel')))[0]!.id;

  async function post(method: string, cookie: string, payload: Record<string, unknown>) {
    const res = await get().app.inject({ method: 'POST', url: `/api/${method}`, payload, headers: { cookie } });
    expect(res.statusCode, res.body).toBeLessThan(500);
    return res.json() as { data?: Record<string, unknown>; error?: Refusal };
  }
  const buy = (cookie: string, campaignId: number, spins: number) => post('wheel/buySpin', cookie, { campaign_id: String(campaignId), spins_amount: String(spins) });
  const spin = (cookie: string, campaignId: number) => post('wheel/spinWheel', cookie, { campaign_id: String(campaignId) });
  const refused = (reason: string) => ({ type: 'AccessDeniedException', error_data: expect.objectContaining({ reason }) });

  const limit = async (uid: number, kind: string) => (await protectionStatus(db(), { uid, currency: 'USD' })).limits.find((l) => l.kind === kind)!;
  const mainOf = async (uid: number) => (await db().select().from(wallets).where(and(eq(wallets.userId, uid), eq(wallets.currency, 'USD'))))[0]!.balanceMain;
  const spinsHeld = async (uid: number, campaignId: number) =>
    (await db().select().from(wheelBalances).where(and(eq(wheelBalances.campaignId, campaignId), eq(wheelBalances.userId, uid))))[0]?.spins ?? 0;
  const sessionCount = async (uid: number) => (await db().select().from(sessions).where(eq(sessions.userId, uid))).length;
  const grantSpins = (uid: number, campaignId: number, n: number) =>
    db()
      .insert(wheelBalances)
      .values({ campaignId, userId: uid, spins: n, serverSeed: randomBytes(32).toString('hex'), clientSeed: tag() })
      .onConflictDoUpdate({ target: [wheelBalances.campaignId, wheelBalances.userId], set: { spins: sql`${wheelBalances.spins} + ${n}` } });

  it('QA repro: once rounds are refused at the wager limit, buying spins is refused with the same reason and nothing is debited', async () => {
    const p = await newPlayer(get(), 100);
    const slot = await newSlot();
    await setLimit(db(), p.uid, 'USD', { kind: 'loss', limit_amount: '2', period: '1' });
    await setLimit(db(), p.uid, 'USD', { kind: 'wager', limit_amount: '2', period: '1' });
    const play = () => playRound(db(), { owner: `u:${p.uid}`, userId: p.uid, game: slot, mode: 'real', bet: 1, idempotencyKey: key() });
    let roundRefusal: { type: string; data?: Record<string, unknown> } | null = null;
    for (let i = 0; i < 5 && !roundRefusal; i += 1) roundRefusal = await play().then(() => null, (e: { type: string; data?: Record<string, unknown> }) => e);
    expect(roundRefusal).toMatchObject({ type: 'AccessDeniedException', data: { reason: 'wager_limit' } });
    const before = await mainOf(p.uid);
    const campaignId = await luckyWheel();

    const bought = await buy(p.cookie, campaignId, 10);
    expect(bought.error).toEqual(refused('wager_limit'));
    expect(bought.error!.error_data).toMatchObject({ available_amount: 0, expired_at: roundRefusal!.data!.expired_at });
    expect(await mainOf(p.uid)).toBe(before);
    expect(await spinsHeld(p.uid, campaignId)).toBe(0);
    expect(await limit(p.uid, 'wager')).toMatchObject({ used: 2, limit_amount: 2 });
    expect(await ledgerDrift(db(), p.uid)).toEqual([]);
  });

  it('the price counts toward the wager limit and the net loss (price minus cash won) like a stake; spins, bought or granted, spin at a limit reached but not passed', async () => {
    const p = await newPlayer(get(), 10);
    const campaignId = await halfWheel();
    await setLimit(db(), p.uid, 'USD', { kind: 'wager', limit_amount: '3', period: '1' });
    await setLimit(db(), p.uid, 'USD', { kind: 'loss', limit_amount: '2', period: '1' });

    expect((await buy(p.cookie, campaignId, 2)).data).toMatchObject({ spin_balance: 2, paid: { amount: 2 } });
    expect(await limit(p.uid, 'wager')).toMatchObject({ used: 2, available_amount: 1 });
    expect(await limit(p.uid, 'loss')).toMatchObject({ used: 2, available_amount: 0 });
    // 2 lost so far, a price of 1 could make it 3: refused, as a stake of 1 would be
    expect((await buy(p.cookie, campaignId, 1)).error).toEqual(refused('loss_limit'));

    for (let i = 0; i < 2; i += 1) expect((await spin(p.cookie, campaignId)).data).toMatchObject({ spin: { reward: { type: 'money', amount: { amount: 0.5 } } } });
    expect(await limit(p.uid, 'loss')).toMatchObject({ used: 1 }); // 2 paid, 1 won back
    expect(await limit(p.uid, 'wager')).toMatchObject({ used: 2 }); // spinning stakes nothing more

    expect((await buy(p.cookie, campaignId, 1)).data).toMatchObject({ spin_balance: 1 });
    expect(await limit(p.uid, 'wager')).toMatchObject({ used: 3, available_amount: 0 });
    expect(await limit(p.uid, 'loss')).toMatchObject({ used: 2, available_amount: 0 });
    expect((await buy(p.cookie, campaignId, 1)).error).toEqual(refused('wager_limit'));

    // at the limit (not past it) the bought spin and granted ones still spin: they stake nothing
    await grantSpins(p.uid, campaignId, 2);
    for (let i = 0; i < 3; i += 1) expect((await spin(p.cookie, campaignId)).error).toBeUndefined();
    expect(await spinsHeld(p.uid, campaignId)).toBe(0);

    // the session's net position shows the wheel too: 3 paid, 2.50 won
    expect(await readRealityCheck(db(), p.uid, 'USD')).toMatchObject({ wagered: 3, won: 2.5, net: -0.5 });
    expect(await mainOf(p.uid)).toBe(1000n - 300n + 250n);
    const kinds = await db()
      .select({ kind: ledgerEntries.kind, n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
      .where(eq(wallets.userId, p.uid))
      .groupBy(ledgerEntries.kind);
    expect(Object.fromEntries(kinds.map((k) => [k.kind, k.n]))).toEqual({ adjustment: 1, wheel_spins: 2, wheel_prize: 5 });
    expect(await ledgerDrift(db(), p.uid)).toEqual([]);
  });

  it('5 parallel buys under a wager limit that allows 2: exactly 2 succeed, the usage is 2 prices and the books balance', async () => {
    const p = await newPlayer(get(), 10);
    const campaignId = await luckyWheel();
    await setLimit(db(), p.uid, 'USD', { kind: 'wager', limit_amount: '2', period: '1' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => buy(p.cookie, campaignId, 1)));
    expect(answers.filter((a) => a.data)).toHaveLength(2);
    const refusals = answers.flatMap((a) => (a.error ? [a.error] : []));
    expect(refusals).toHaveLength(3);
    for (const error of refusals) expect(error).toEqual(refused('wager_limit'));
    expect(await limit(p.uid, 'wager')).toMatchObject({ used: 2, available_amount: 0 });
    expect(await mainOf(p.uid)).toBe(800n);
    expect(await spinsHeld(p.uid, campaignId)).toBe(2);
    expect(await ledgerDrift(db(), p.uid)).toEqual([]);
  });

  it('5 parallel buys under a loss limit that allows 2 take turns the same way', async () => {
    const p = await newPlayer(get(), 10);
    const campaignId = await luckyWheel();
    await setLimit(db(), p.uid, 'USD', { kind: 'loss', limit_amount: '2', period: '1' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => buy(p.cookie, campaignId, 1)));
    expect(answers.filter((a) => a.data)).toHaveLength(2);
    for (const a of answers.filter((x) => x.error)) expect(a.error).toEqual(refused('loss_limit'));
    expect(await limit(p.uid, 'loss')).toMatchObject({ used: 2 });
    expect(await mainOf(p.uid)).toBe(800n);
    expect(await ledgerDrift(db(), p.uid)).toEqual([]);
  });

  it('while play is refused (reality check waiting, session limit over, time-out) buying and spinning are refused, granted spins too, and nothing moves', async () => {
    const p = await newPlayer(get(), 10);
    const campaignId = await halfWheel();
    expect((await buy(p.cookie, campaignId, 1)).data).toMatchObject({ spin_balance: 1 });
    await grantSpins(p.uid, campaignId, 2); // as a quest or the shop grants them
    const still = async () => {
      expect(await mainOf(p.uid)).toBe(900n);
      expect(await spinsHeld(p.uid, campaignId)).toBe(3);
    };

    // a reality check waiting
    await readRealityCheck(db(), p.uid, 'USD');
    await db().update(protectionState).set({ realityPending: true }).where(eq(protectionState.userId, p.uid));
    expect((await buy(p.cookie, campaignId, 1)).error).toEqual(refused('reality_check'));
    expect((await spin(p.cookie, campaignId)).error).toEqual(refused('reality_check'));
    await still();
    await acknowledgeReality(db(), p.uid);

    // the session limit over
    await setLimit(db(), p.uid, 'USD', { kind: 'session', limit_amount: '30' });
    await elapseSession(db(), p.uid, 31);
    expect((await buy(p.cookie, campaignId, 1)).error).toEqual(refused('session_limit'));
    expect((await spin(p.cookie, campaignId)).error).toEqual(refused('session_limit'));
    await still();
    await startPlaySession(db(), p.uid); // signing in again starts a new session
    expect((await spin(p.cookie, campaignId)).error).toBeUndefined();

    // a time-out: the API refuses every play call, and so do the wheel's own transactions
    const [row] = await db().select().from(users).where(eq(users.uid, p.uid));
    await exclude(db(), row!, 'timeout', '24h');
    const player = { uid: p.uid, currency: 'USD' };
    await expect(wheel.buySpins(db(), player, campaignId, 1)).rejects.toMatchObject({ type: 'AccessDeniedException', data: { reason: 'excluded', kind: 'timeout' } });
    await expect(wheel.spin(db(), player, campaignId)).rejects.toMatchObject({ type: 'AccessDeniedException', data: { reason: 'excluded' } });
    const cookie = await signedIn(get(), p.uid);
    expect((await buy(cookie, campaignId, 1)).error).toEqual(refused('excluded'));
    expect((await spin(cookie, campaignId)).error).toEqual(refused('excluded'));
    expect(await mainOf(p.uid)).toBe(900n + 50n);
    expect(await spinsHeld(p.uid, campaignId)).toBe(2);
    expect(await ledgerDrift(db(), p.uid)).toEqual([]);
  });

  it('NL: the purchase that brings a loss limit to 100 % ends every session of the player and says why; spinning stays refused to the old cookie', async () => {
    selectPack('NL');
    const p = await newPlayer(get(), 10);
    const other = await signedIn(get(), p.uid);
    const campaignId = await halfWheel();
    await setLimit(db(), p.uid, 'USD', { kind: 'loss', limit_amount: '3', period: '1' });

    const part = await buy(p.cookie, campaignId, 2);
    expect(part.data).toMatchObject({ spin_balance: 2 });
    expect(part.data).not.toHaveProperty('signed_out');
    expect(await sessionCount(p.uid)).toBe(2);

    const full = await buy(p.cookie, campaignId, 1);
    expect(full.data).toMatchObject({ spin_balance: 3, paid: { amount: 1 }, signed_out: { reason: 'loss_limit', limit_amount: 3, currency: 'USD', expired_at: expect.any(String) } });
    expect(await sessionCount(p.uid)).toBe(0);
    for (const cookie of [p.cookie, other]) expect((await spin(cookie, campaignId)).error).toMatchObject({ type: 'AccessDeniedException' });
    expect(await mainOf(p.uid)).toBe(700n);
    expect(await ledgerDrift(db(), p.uid)).toEqual([]);
  });

  it('NL: a purchase that brings a wager limit to 100 % signs out too; other packs keep the player signed in with no signed_out', async () => {
    for (const pack of ['NL', null, 'UK', 'DE', 'MGA'] as const) {
      selectPack(pack);
      const p = await newPlayer(get(), 10);
      const campaignId = await halfWheel();
      await setLimit(db(), p.uid, 'USD', { kind: 'wager', limit_amount: '2', period: '1' });
      const bought = await wheel.buySpins(db(), { uid: p.uid, currency: 'USD' }, campaignId, 2);
      if (pack === 'NL') {
        expect(bought.result).toMatchObject({ signed_out: { reason: 'wager_limit', limit_amount: 2 } });
        expect(await sessionCount(p.uid)).toBe(0);
      } else {
        expect(bought.result, String(pack)).not.toHaveProperty('signed_out');
        expect(await sessionCount(p.uid), String(pack)).toBe(1);
      }
    }
  });

  it("DE: a game's pace and stake cap do not govern the wheel: spins bought right after a slot spin, for more than a slot stake's 1 EUR", async () => {
    selectPack('DE');
    clock.set(new Date());
    const p = await newPlayer(get(), 10);
    const slot = await newSlot();
    await playRound(db(), { owner: `u:${p.uid}`, userId: p.uid, game: slot, mode: 'real', bet: 1, idempotencyKey: key() });
    await expect(playRound(db(), { owner: `u:${p.uid}`, userId: p.uid, game: slot, mode: 'real', bet: 1, idempotencyKey: key() })).rejects.toMatchObject({
      data: { reason: 'spin_interval' },
    });
    const campaignId = await halfWheel();
    expect((await buy(p.cookie, campaignId, 3)).data).toMatchObject({ spin_balance: 3, paid: { amount: 3 } });
    expect((await spin(p.cookie, campaignId)).error).toBeUndefined();
  });

  it('a self-excluded player can neither buy nor spin, granted spins included, and nothing moves', async () => {
    const p = await newPlayer(get(), 10);
    const campaignId = await halfWheel();
    await grantSpins(p.uid, campaignId, 1);
    const [row] = await db().select().from(users).where(eq(users.uid, p.uid));
    await exclude(db(), row!, 'self_exclusion', '6m');
    const player = { uid: p.uid, currency: 'USD' };
    await expect(wheel.buySpins(db(), player, campaignId, 1)).rejects.toMatchObject({ type: 'AccessDeniedException', data: { reason: 'excluded', kind: 'self_exclusion' } });
    await expect(wheel.spin(db(), player, campaignId)).rejects.toMatchObject({ type: 'AccessDeniedException', data: { reason: 'excluded' } });
    expect(await mainOf(p.uid)).toBe(1000n);
    expect(await spinsHeld(p.uid, campaignId)).toBe(1);
  });

  it('without protection wired in, the wheel refuses to take money or spin rather than play unguarded', async () => {
    const p = await newPlayer(get(), 10);
    const campaignId = await halfWheel();
    await grantSpins(p.uid, campaignId, 1);
    const player = { uid: p.uid, currency: 'USD' };
    setOutsideRoundPlayHooks(null);
    try {
      await expect(wheel.buySpins(db(), player, campaignId, 1)).rejects.toThrow(/outside-round play hooks/);
      await expect(wheel.spin(db(), player, campaignId)).rejects.toThrow(/outside-round play hooks/);
    } finally {
      setOutsideRoundPlayHooks(outsideRoundPlayHooks);
    }
    expect(await mainOf(p.uid)).toBe(1000n);
    expect(await spinsHeld(p.uid, campaignId)).toBe(1);
  });
});
