import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bonuses, gameProviders, games, ledgerEntries, offers, users, wallets } from '../../db/schema';
import { describeEachDb, signedIn, type TestPlatform } from '../../test/harness';
import { playRound, type GameRow } from '../rounds';
import { applyMovements, ledgerDrift } from '../wallets';
import { FREE_SPINS_WINNINGS } from './texts';
import { awardBonus, awardFreeSpins, BONUS_ENGINE_DEFAULTS } from './index';

const tag = () => randomBytes(4).toString('hex');
const key = () => `k-${randomBytes(8).toString('hex')}`;
const DAY = 86_400_000;

describeEachDb('bonus engine: free-spin winnings become a bonus like any other', (get) => {
  const db = () => get().database.db;

  async function newPlayer(country = 'US') {
    const [user] = await db().insert(users).values({ login: `fsw-${tag()}@example.com`, currency: 'USD', countryCode: country }).returning();
    await db().insert(wallets).values({ userId: user!.uid, currency: 'USD' });
    return { ...user!, cookie: await signedIn(get(), user!.uid) };
  }

  async function newSlot(): Promise<GameRow> {
    const [provider] = await db().select({ id: gameProviders.id }).from(gameProviders).limit(1);
    const sysname = `fsw-${tag()}`;
    const [game] = await db().insert(games).values({ sysname, name: sysname, providerId: provider!.id, type: 'slot' }).returning();
    return game!;
  }

  const sunTemple = async () => (await db().select().from(games).where(eq(games.sysname, 'sun-temple-riches')))[0]!;
  const play = (uid: number, game: GameRow, bet: number) => playRound(db(), { owner: `u:${uid}`, userId: uid, game, mode: 'real', bet, idempotencyKey: key(), bus: get().bus });
  const walletOf = async (uid: number) => (await db().select().from(wallets).where(and(eq(wallets.userId, uid), eq(wallets.currency, 'USD'))))[0]!;
  const bonusesOf = (uid: number) => db().select().from(bonuses).where(eq(bonuses.userId, uid)).orderBy(bonuses.id);

  /** Plays the player's free spins of `game` (granting packs like `grant` again while nothing was won) until a bonus of their winnings exists. */
  async function winningsBonus(platform: TestPlatform, uid: number, game: GameRow, grant: () => Promise<unknown>) {
    for (let pack = 0; pack < 30; pack += 1) {
      if (pack > 0) await grant();
      for (let left = 1; left > 0; ) left = (await play(uid, game, 1)).freespins_left;
      const [bonus] = await bonusesOf(uid);
      if (bonus) return bonus;
    }
    throw new Error(`no free spin won anything for ${platform.backend}`);
  }

  it('QA repro: the daily spins’ winnings bonus has the engine’s maximum bet and a terms snapshot, so a 50 USD stake is refused with bonus_max_bet', async () => {
    const player = await newPlayer();
    const slot = await sunTemple();
    const [daily] = await db().select({ id: offers.id }).from(offers).where(eq(offers.sysname, 'daily-spins'));
    const taken = await get().app.inject({ method: 'POST', url: '/api/campaigns/takepromotions', payload: { offer_id: String(daily!.id) }, headers: { cookie: player.cookie } });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.freespin_pack_ids).toHaveLength(1);
    const before = Date.now();
    const bonus = await winningsBonus(get(), player.uid, slot, () =>
      db().transaction((tx) => awardFreeSpins(tx, { userId: player.uid, gameId: slot.id, count: 10, bet: 10n, currency: 'USD', source: 'offer', winWagerMultiplier: 3 })),
    );

    expect(bonus).toMatchObject({ source: 'freespins', status: 'active', kind: 'casino', title: FREE_SPINS_WINNINGS, wagerRequired: bonus.amount * 3n, held: 0n });
    expect(bonus.terms).toMatchObject({
      wager_multiplier: 3,
      wager_base: 'bonus',
      max_bet: '500', // the engine's 5 USD
      max_cashout: null,
      contributions: BONUS_ENGINE_DEFAULTS.contributions,
      spend_order: 'real_first',
      isolation: false,
    });
    expect(bonus.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY - 60_000);
    // its money came with the rounds' wins onto the bonus balance: no award entry on top
    expect((await walletOf(player.uid)).balanceBonus).toBe(bonus.amount);
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, `bonus:${bonus.id}:award`))).toEqual([]);
    const listed = await get().app.inject({ url: '/api/bonuses/get', headers: { cookie: player.cookie } });
    expect(listed.json().data[0]).toMatchObject({ id: bonus.id, status: 'active' });

    // a deposit of 100, then one 50 USD stake: refused (the wagering cannot be met in one bet), 5 USD is fine
    await applyMovements(db(), { userId: player.uid, currency: 'USD' }, [{ balance: 'main', amount: 10_000n, kind: 'deposit', idempotencyKey: `dep:${player.uid}` }]);
    const other = await newSlot();
    const wallet = await walletOf(player.uid);
    await expect(play(player.uid, other, 50)).rejects.toMatchObject({ type: 'InvalidParameterException', data: { bet: ['bonus_max_bet'] } });
    const after = await walletOf(player.uid);
    expect([after.balanceMain, after.balanceBonus]).toEqual([wallet.balanceMain, wallet.balanceBonus]);
    expect((await bonusesOf(player.uid))[0]).toMatchObject({ id: bonus.id, status: 'active', wagered: 0n });
    await play(player.uid, other, 5);
    expect((await bonusesOf(player.uid))[0]!.wagered).toBe(bonus.wagerRequired < 500n ? bonus.wagerRequired : 500n);
    expect(await ledgerDrift(db(), player.uid)).toEqual([]);
  });

  it('a pack wagered above the jurisdiction cap (GB 10×) gives a bonus wagered 10× its winnings, never refusing the round', async () => {
    const player = await newPlayer('GB');
    const slot = await newSlot();
    const grant = () => db().transaction((tx) => awardFreeSpins(tx, { userId: player.uid, gameId: slot.id, count: 10, bet: 20n, currency: 'USD', source: 'test', winWagerMultiplier: 40 }));
    await grant();
    const bonus = await winningsBonus(get(), player.uid, slot, grant);
    expect(bonus).toMatchObject({ status: 'active', wagerRequired: bonus.amount * 10n });
    expect(bonus.terms).toMatchObject({ wager_multiplier: 10, max_bet: '500' });
    expect(await ledgerDrift(db(), player.uid)).toEqual([]);
  });

  it('a winning free spin that ends an expired bonus leaves its win on the new winnings bonus (the expired bonus takes only its own money)', async () => {
    const slot = await newSlot();
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const player = await newPlayer();
      const old = await db().transaction((tx) => awardBonus(tx, { userId: player.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 5, source: 'test', title: 'Old' }));
      await db().update(bonuses).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(bonuses.id, old.bonusId));
      await db().transaction((tx) => awardFreeSpins(tx, { userId: player.uid, gameId: slot.id, count: 1, bet: 20n, currency: 'USD', source: 'test', winWagerMultiplier: 3 }));
      const round = await play(player.uid, slot, 1);
      const win = BigInt(Math.round(round.round.win.amount * 100));
      const [ended, fresh] = await bonusesOf(player.uid);
      expect(ended).toMatchObject({ id: old.bonusId, status: 'expired' });
      const end = await db().select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, `bonus:${old.bonusId}:end`));
      expect(end.map((e) => e.amount)).toEqual([-1000n]);
      expect((await walletOf(player.uid)).balanceBonus).toBe(win);
      expect(await ledgerDrift(db(), player.uid)).toEqual([]);
      if (win === 0n) continue;
      expect(fresh).toMatchObject({ source: 'freespins', status: 'active', amount: win, wagerRequired: win * 3n });
      expect(fresh!.terms.max_bet).toBe('500');
      return;
    }
    throw new Error('no free spin won in 60 attempts');
  });

  it('free-spin winnings while another bonus is active add to it (its terms apply), with no second bonus', async () => {
    const player = await newPlayer();
    const slot = await newSlot();
    const { bonusId } = await db().transaction((tx) => awardBonus(tx, { userId: player.uid, currency: 'USD', amount: 1000n, wagerMultiplier: 5, source: 'test', title: 'Running', maxBet: 300n }));
    await db().transaction((tx) => awardFreeSpins(tx, { userId: player.uid, gameId: slot.id, count: 20, bet: 20n, currency: 'USD', source: 'test', winWagerMultiplier: 3 }));
    let won = 0n;
    for (let left = 1; left > 0; ) {
      const round = await play(player.uid, slot, 1);
      won += BigInt(Math.round(round.round.win.amount * 100));
      left = round.freespins_left;
    }
    const rows = await bonusesOf(player.uid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: bonusId, amount: 1000n + won, wagerRequired: 5000n + won * 3n });
    expect(rows[0]!.terms.max_bet).toBe('300');
    expect((await walletOf(player.uid)).balanceBonus).toBe(1000n + won);
    expect(await ledgerDrift(db(), player.uid)).toEqual([]);
  });
});
