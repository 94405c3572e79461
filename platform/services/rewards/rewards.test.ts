import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  gameProviders,
  games,
  ledgerEntries,
  loyaltyAccounts,
  loyaltyEntries,
  loyaltyLevels,
  loyaltyPrograms,
  loyaltyProducts,
  tournamentGames,
  tournamentParticipants,
  tournaments,
  users,
  wallets,
  wheelBalances,
  wheelCampaigns,
  wheelQuests,
  wheelSectors,
  freespinPacks,
} from '../../db/schema';
import type { BusEvent } from '../../realtime/bus';
import { describeEachDb, signedIn, type TestPlatform } from '../../test/harness';
import { playRound, type GameRow } from '../rounds';
import { applyMovements, ledgerDrift } from '../wallets';
import { LOYALTY_NOTIFICATION, settleTournaments, standings, TOURNAMENT_LEADERBOARD } from './index';

const tag = () => randomBytes(4).toString('hex');
const key = () => `k-${randomBytes(8).toString('hex')}`;

async function newPlayer(platform: TestPlatform, main: number, fakename = `P${tag()}`) {
  const db = platform.database.db;
  const [user] = await db.insert(users).values({ login: `rw-${tag()}@example.com`, currency: 'USD', fakename, countryCode: 'US' }).returning();
  if (main > 0) await applyMovements(db, { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(main * 100), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
  return user!;
}

async function newGame(platform: TestPlatform): Promise<GameRow> {
  const db = platform.database.db;
  const [provider] = await db.select({ id: gameProviders.id }).from(gameProviders).limit(1);
  const sysname = `rw-${tag()}`;
  const [game] = await db.insert(games).values({ sysname, name: sysname, providerId: provider!.id, type: 'slot' }).returning();
  return game!;
}

async function newTournament(platform: TestPlatform, game: GameRow, values: Partial<typeof tournaments.$inferInsert> = {}) {
  const db = platform.database.db;
  const [row] = await db
    .insert(tournaments)
    .values({
      sysname: `t-${tag()}`,
      title: 'Test cup',
      startAt: new Date(Date.now() - 3600_000),
      endAt: new Date(Date.now() + 3600_000),
      extra: { points_per_unit: 100 },
      restrictions: { min_bet: { amount: 0.2 } },
      prizes: [
        { place: 1, type: 'money', amount: 10_000 },
        { place: 2, type: 'bonus', amount: 5_000, wager: 10 },
        { place: 3, type: 'freespins', game: game.sysname, count: 5, bet: 20 },
      ],
      ...values,
    })
    .returning();
  await db.insert(tournamentGames).values({ tournamentId: row!.id, gameId: game.id });
  return row!;
}

const play = (platform: TestPlatform, uid: number, game: GameRow, bet: number) =>
  playRound(platform.database.db, { owner: `u:${uid}`, userId: uid, game, mode: 'real', bet, idempotencyKey: key(), bus: platform.bus });

describeEachDb('rewards: tournaments', (get) => {
  const call = async (method: string, cookie: string, payload?: Record<string, unknown>) =>
    get().app.inject({ method: payload ? 'POST' : 'GET', url: `/api/${method}`, payload, headers: { cookie } });

  it('joining answers 1 once, a second join and a finished or unknown tournament answer InvalidParameter, a visitor AccessDenied', async () => {
    const platform = get();
    const game = await newGame(platform);
    const t = await newTournament(platform, game);
    const user = await newPlayer(platform, 10);
    const cookie = await signedIn(platform, user.uid);
    const first = await call('tournaments/participate', cookie, { tournament_id: String(t.id) });
    expect(first.json()).toEqual({ data: 1 });
    const again = await call('tournaments/participate', cookie, { tournament_id: String(t.id) });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toEqual({ type: 'InvalidParameterException', error_data: { tournament_id: ['already_participating'] } });
    const finished = await newTournament(platform, game, { startAt: new Date(Date.now() - 7200_000), endAt: new Date(Date.now() - 3600_000) });
    expect((await call('tournaments/participate', cookie, { tournament_id: String(finished.id) })).json().error.error_data).toEqual({ tournament_id: ['finished'] });
    expect((await call('tournaments/participate', cookie, { tournament_id: '999999' })).json().error.error_data).toEqual({ tournament_id: ['not_found'] });
    expect((await call('tournaments/participate', cookie, { tournament_id: 'x' })).statusCode).toBe(422);
    const visitor = await get().app.inject({ method: 'POST', url: '/api/tournaments/participate', payload: { tournament_id: String(t.id) } });
    expect(visitor.json().error.type).toBe('AccessDeniedException');
  });

  it('settled real rounds of its games score points in the round transaction; the leaderboard orders them, ties by who got there first, and is pushed after commit', async () => {
    const platform = get();
    const db = platform.database.db;
    const game = await newGame(platform);
    const other = await newGame(platform);
    const t = await newTournament(platform, game);
    const [a, b, c] = [await newPlayer(platform, 100, 'Alice'), await newPlayer(platform, 100, 'Bob'), await newPlayer(platform, 100, 'Carol')];
    for (const p of [a, b, c]) await db.insert(tournamentParticipants).values({ tournamentId: t.id, userId: p.uid });
    const events: BusEvent[] = [];
    const off = platform.bus.subscribe((e) => e.event === TOURNAMENT_LEADERBOARD && events.push(e));
    await play(platform, b.uid, game, 2); // 200 points
    await play(platform, a.uid, game, 1); // 100
    await play(platform, a.uid, game, 1); // 200, reached after Bob
    await play(platform, c.uid, game, 0.1); // under the minimum bet: nothing
    await play(platform, c.uid, other, 5); // a game outside the tournament: nothing
    const board = await standings(db, t.id);
    expect(board.map((s) => [s.fakename, s.points])).toEqual([['Bob', 200], ['Alice', 200], ['Carol', 0]]);
    type Board = { tournament_id: number; winners: Array<{ fakename: string; points: number }> };
    const lastBoard = () => events.filter((e) => e.userId === null).at(-1)?.payload as Board | undefined;
    // pushes coalesce under load; the last one shows the standings after the last scoring round
    await expect.poll(() => lastBoard()?.winners.slice(0, 2).map((w) => [w.fakename, w.points])).toEqual([['Bob', 200], ['Alice', 200]]);
    off();
    expect(lastBoard()!.tournament_id).toBe(t.id);
    const own = events.find((e) => e.userId === a.uid)!.payload as { user_info: { place: number } };
    expect(own.user_info.place).toBeGreaterThan(0);

    // blocking a player recomputes the standings: the others move up
    await db.update(users).set({ banned: true }).where(eq(users.uid, b.uid));
    const cookie = await signedIn(platform, a.uid);
    const listed = (await call(`tournaments/get?ids=${t.id}&fields=user_info,winners`, cookie)).json().data[0];
    expect(listed.winners.map((w: { fakename: string }) => w.fakename)).toEqual(['Alice', 'Carol']);
    expect(listed.user_info).toEqual({ is_participant: true, points: 200, place: 1 });
    expect(listed.total_participants).toBe(2);
  });

  it('reset_on_cashout: a withdrawal wipes the points, the next round counts from zero', async () => {
    const platform = get();
    const db = platform.database.db;
    const game = await newGame(platform);
    const t = await newTournament(platform, game, { resetOnCashout: true });
    const kept = await newTournament(platform, game);
    const p = await newPlayer(platform, 100);
    await db.insert(tournamentParticipants).values([{ tournamentId: t.id, userId: p.uid }, { tournamentId: kept.id, userId: p.uid }]);
    await play(platform, p.uid, game, 3);
    expect((await standings(db, t.id))[0]!.points).toBe(300);
    await new Promise((r) => setTimeout(r, 5));
    await applyMovements(db, { userId: p.uid, currency: 'USD' }, [{ balance: 'main', amount: -1000n, kind: 'withdrawal', idempotencyKey: `wd:${p.uid}` }]);
    expect((await standings(db, t.id))[0]!.points).toBe(0);
    expect((await standings(db, kept.id))[0]!.points).toBe(300);
    await play(platform, p.uid, game, 1);
    expect((await standings(db, t.id))[0]!.points).toBe(100);
    expect((await standings(db, kept.id))[0]!.points).toBe(400);
  });

  it('a finished tournament pays its places once: money through the ledger, the bonus, free spins; blocked players are passed over', async () => {
    const platform = get();
    const db = platform.database.db;
    const game = await newGame(platform);
    const t = await newTournament(platform, game);
    const players = [await newPlayer(platform, 0), await newPlayer(platform, 0), await newPlayer(platform, 0), await newPlayer(platform, 0)];
    await db.insert(tournamentParticipants).values(players.map((p, i) => ({ tournamentId: t.id, userId: p.uid, points: 1000 - i * 100 })));
    await db.update(users).set({ banned: true }).where(eq(users.uid, players[1]!.uid));
    await db.update(tournaments).set({ endAt: new Date(Date.now() - 1000) }).where(eq(tournaments.id, t.id));
    const [first, second] = await Promise.all([settleTournaments(db), settleTournaments(db)]);
    const paid = [...first!, ...second!].filter((r) => r.tournamentId === t.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.paid.map((x) => x.userId)).toEqual([players[0]!.uid, players[2]!.uid, players[3]!.uid]);
    const wallet = async (uid: number) => (await db.select().from(wallets).where(eq(wallets.userId, uid)))[0];
    expect((await wallet(players[0]!.uid))!.balanceMain).toBe(10_000n);
    expect((await wallet(players[2]!.uid))!.balanceBonus).toBe(5_000n);
    expect(await wallet(players[1]!.uid)).toBeUndefined();
    const packs = await db.select().from(freespinPacks).where(eq(freespinPacks.userId, players[3]!.uid));
    expect(packs.map((x) => [x.gameId, x.totalCount])).toEqual([[game.id, 5]]);
    const [row] = await db.select().from(tournamentParticipants).where(and(eq(tournamentParticipants.tournamentId, t.id), eq(tournamentParticipants.userId, players[0]!.uid)));
    expect(row!.prize).toBe(10_000n);
    expect(await settleTournaments(db)).toEqual([]);
    expect(await ledgerDrift(db, players[0]!.uid)).toEqual([]);
  });
});

describeEachDb('rewards: loyalty', (get) => {
  const call = async (method: string, cookie: string, payload?: Record<string, unknown>) =>
    get().app.inject({ method: payload ? 'POST' : 'GET', url: `/api/${method}`, payload, headers: { cookie } });

  it('real rounds earn points and level points; spending lowers points only, never the level; the shop is atomic under 20 parallel buys', async () => {
    const platform = get();
    const db = platform.database.db;
    const game = await newGame(platform);
    const p = await newPlayer(platform, 200);
    const cookie = await signedIn(platform, p.uid);
    const pushed: BusEvent[] = [];
    const off = platform.bus.subscribe((e) => e.event === LOYALTY_NOTIFICATION && pushed.push(e));
    await play(platform, p.uid, game, 10); // 100 coins: Silver
    await play(platform, p.uid, game, 10); // 200
    const info = (await call('loyalty/getinfo', cookie)).json().data;
    expect(info).toMatchObject({ points: 200, level_points: 200, level: { level: 2, title: 'Silver' }, pointsAlias: 'coins', uid: p.uid });
    // the level-up went out over the socket once the round committed; the notice list still holds it
    // (no socket may have been open to get the push) until a browser takes the list, once
    await expect.poll(() => pushed.length).toBe(1);
    off();
    expect(pushed[0]).toMatchObject({ userId: p.uid, payload: { trigger: 'level_up', title: 'Silver', amount: 2, amountType: 'level' } });
    const notes = (await call('loyalty/getnotifications', cookie)).json().data;
    expect(notes.map((n: { trigger: string }) => n.trigger)).toEqual(['register', 'level_up']);
    expect((await call('loyalty/getnotifications', cookie)).json().data).toEqual([]);

    const products = (await call('loyalty/getproducts', cookie)).json().data as Array<{ id: number; sysname: string; price: number }>;
    const cash = products.find((x) => x.sysname === 'cash-5')!; // 200 coins, 5 USD
    const before = (await db.select().from(wallets).where(eq(wallets.userId, p.uid)))[0]!.balanceMain;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('loyalty/buyproduct', cookie, { id: String(cash.id) })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.statusCode === 422 && r.json().error.error_data.id[0] === 'insufficient_points')).toBe(true);
    const after = (await db.select().from(wallets).where(eq(wallets.userId, p.uid)))[0]!.balanceMain;
    expect(after - before).toBe(500n);
    const [account] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, p.uid));
    expect(account).toMatchObject({ points: 0, levelPoints: 200, level: 2 });
    expect((await db.select().from(loyaltyEntries).where(and(eq(loyaltyEntries.userId, p.uid), eq(loyaltyEntries.kind, 'purchase')))).length).toBe(1);
    expect((await call('loyalty/getinfo', cookie)).json().data.level.level).toBe(2);
    expect(await ledgerDrift(db, p.uid)).toEqual([]);
  });

  it('setcharacter, programmes and bad input answer InvalidParameter or AccessDenied, never 5xx', async () => {
    const platform = get();
    const p = await newPlayer(platform, 0);
    const cookie = await signedIn(platform, p.uid);
    const chars = (await call('loyalty/getcharacters', cookie)).json().data.items;
    expect((await call('loyalty/setcharacter', cookie, { id: String(chars[1].id) })).json()).toEqual({ data: 1 });
    expect((await call('loyalty/getinfo', cookie)).json().data.character).toMatchObject({ sysname: chars[1].sysname });
    const programs = (await call('loyalty/getPrograms?limit=2&offset=0', cookie)).json().data;
    expect(programs[0]).toMatchObject({ sysname: 'casino-club', pointsAlias: 'coins' });
    expect(programs[0].levels.map((l: { title: string }) => l.title)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    expect((await call('loyalty/getProgram?sysname=casino-club', cookie)).json().data.sysname).toBe('casino-club');
    const bad = [
      await call('loyalty/setcharacter', cookie, { id: '999999' }),
      await call('loyalty/setcharacter', cookie, { id: 'abc' }),
      await call('loyalty/buyproduct', cookie, { id: '999999' }),
      await call('loyalty/buyproduct', cookie, {}),
      await call('loyalty/getProgram?sysname=nope', cookie),
      await call('loyalty/getPrograms?limit=0', cookie),
    ];
    for (const r of bad) expect([r.statusCode, r.json().error.type]).toEqual([422, 'InvalidParameterException']);
    for (const m of ['loyalty/getinfo', 'loyalty/getnotifications']) expect((await get().app.inject({ url: `/api/${m}` })).json().error.type).toBe('AccessDeniedException');
    const poor = await call('loyalty/buyproduct', cookie, { id: '1' });
    expect(poor.statusCode).toBe(422);
  });

  it('level names and perks, the points’ name, the shop and the notices answer in the asked locale (en-US as before); texts stored as one string answer in every locale', async () => {
    const platform = get();
    const db = platform.database.db;
    const game = await newGame(platform);
    const p = await newPlayer(platform, 200);
    await db.update(users).set({ locale: 'pt-BR' }).where(eq(users.uid, p.uid));
    const cookie = await signedIn(platform, p.uid);
    await play(platform, p.uid, game, 10);
    await play(platform, p.uid, game, 10); // 200 coins: Silver, announced in the player's locale

    const info = async (locale: string) => (await call(`loyalty/getinfo?locale=${locale}`, cookie)).json().data;
    expect(await info('pt-BR')).toMatchObject({ level: { level: 2, title: 'Prata', perks: ['Acesso à loja', 'Giro semanal na roda'] }, next_level: { title: 'Ouro' }, pointsAlias: 'moedas' });
    expect(await info('ar')).toMatchObject({ level: { title: 'فضي', perks: ['الوصول إلى المتجر', 'دورة أسبوعية على العجلة'] }, next_level: { title: 'ذهبي' }, pointsAlias: 'عملات' });
    expect(await info('en-US')).toMatchObject({ level: { title: 'Silver', perks: ['Shop access', 'Weekly wheel spin'] }, next_level: { title: 'Gold' }, pointsAlias: 'coins' });
    expect((await info('es-ES')).pointsAlias).toBe('monedas');
    expect((await info('es-ES')).levels.map((l: { title: string }) => l.title)).toEqual(['Bronce', 'Plata', 'Oro', 'Platino', 'Diamante']);
    const programs = (await call('loyalty/getPrograms?limit=2&offset=0&locale=ar', cookie)).json().data;
    expect(programs[0].levels.map((l: { title: string }) => l.title)).toEqual(['برونزي', 'فضي', 'ذهبي', 'بلاتيني', 'ماسي']);
    expect(programs[0].levels[4].perks).toEqual(['كل مزايا المستوى البلاتيني', 'هدية عيد الميلاد']);
    expect(programs[0].pointsAlias).toBe('عملات');
    expect((await call('loyalty/getProgram?sysname=casino-club&locale=pt-BR', cookie)).json().data.pointsAlias).toBe('moedas');
    expect((await call('loyalty/getProgram?sysname=casino-club&locale=en-US', cookie)).json().data.pointsAlias).toBe('coins');
    const notices = (await call('loyalty/getnotifications', cookie)).json().data as Array<{ trigger: string }>;
    expect(notices.find((n) => n.trigger === 'level_up')).toMatchObject({ title: 'Prata', message: 'Você chegou ao nível 2: Prata.' });
    expect(notices.find((n) => n.trigger === 'register')).toMatchObject({ message: 'Boas-vindas ao Casino Club: cada aposta real rende moedas.' });

    type Product = { id: number; sysname: string; title: string; description: string };
    const shop = async (locale: string) => (await call(`loyalty/getproducts?locale=${locale}`, cookie)).json().data as Product[];
    const cashIn = async (locale: string) => (await shop(locale)).find((x) => x.sysname === 'cash-5');
    expect(await cashIn('pt-BR')).toMatchObject({ title: '5 USD em dinheiro', description: '5 USD no seu saldo real, sem requisito de apostas.' });
    expect(await cashIn('ar')).toMatchObject({ title: '5 USD نقدًا', description: '5 USD في رصيدك الحقيقي، دون شروط مراهنة.' });
    expect(await cashIn('en-US')).toMatchObject({ title: '5 USD cash', description: '5 USD on your real balance, no wagering.' });

    // a purchase: its notice in the request's locale, the free-spins pack titled per locale
    const spins = (await shop('en-US')).find((x) => x.sysname === 'free-spins-10')!;
    expect((await call('loyalty/buyproduct?locale=ar', cookie, { id: String(spins.id) })).statusCode).toBe(200);
    const [bought] = (await call('loyalty/getnotifications', cookie)).json().data;
    expect(bought).toMatchObject({ trigger: 'purchase', title: '10 دورات مجانية', message: 'اشتريت 10 دورات مجانية مقابل 150 عملات.' });
    const [pack] = await db.select().from(freespinPacks).where(eq(freespinPacks.userId, p.uid));
    expect(pack!.description.title).toMatchObject({ 'en-US': '10 free spins', 'pt-BR': '10 giros grátis' });

    // rows stored as one string (as the migration left a database seeded before) read as they are
    const [club] = await db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.sysname, 'casino-club'));
    const [plain] = await db.insert(loyaltyProducts).values({ programId: club!.id, sysname: `plain-${tag()}`, title: 'Plain gift', description: 'One text for all.', price: 1, rewardType: 'money', reward: { amount: 100 }, priority: 99 }).returning();
    const [other] = await db.insert(loyaltyPrograms).values({ sysname: `plain-${tag()}`, title: 'Plain club', pointsAlias: 'stars', isActive: false, priority: 99 }).returning();
    await db.insert(loyaltyLevels).values({ programId: other!.id, level: 1, title: 'Plain level', threshold: 0, perks: ['One perk'] });
    try {
      for (const locale of ['pt-BR', 'ar', 'en-US']) {
        expect((await shop(locale)).find((x) => x.id === plain!.id)).toMatchObject({ title: 'Plain gift', description: 'One text for all.' });
        const program = (await call(`loyalty/getProgram?sysname=${other!.sysname}&locale=${locale}`, cookie)).json().data;
        expect(program.levels).toEqual([{ level: 1, title: 'Plain level', threshold: 0, image: null, perks: ['One perk'] }]);
        expect(program.pointsAlias).toBe('stars');
      }
    } finally {
      await db.delete(loyaltyProducts).where(eq(loyaltyProducts.id, plain!.id));
      await db.delete(loyaltyPrograms).where(eq(loyaltyPrograms.id, other!.id));
    }
  });
});

describeEachDb('rewards: wheel of fortune', (get) => {
  const call = async (method: string, cookie: string, payload?: Record<string, unknown>) =>
    get().app.inject({ method: payload ? 'POST' : 'GET', url: `/api/${method}`, payload, headers: { cookie } });

  it('quests progress from real play and give spins once; a spin pays its reward, is recorded and checks out against the committed seed', async () => {
    const platform = get();
    const db = platform.database.db;
    const game = await newGame(platform);
    const p = await newPlayer(platform, 100);
    const cookie = await signedIn(platform, p.uid);
    const [campaign] = (await call('wheel/campaignsGet', cookie)).json().data;
    expect(campaign).toMatchObject({ sysname: 'lucky-wheel', spin_balance: 0, config: { winnersType: 'public' } });
    for (let i = 0; i < 5; i += 1) await play(platform, p.uid, game, 0.2);
    const quests = (await call(`wheel/campaignsQuestsGet?campaign_id=${campaign.id}`, cookie)).json().data;
    expect(quests.find((q: { sysname: string }) => q.sysname === 'lucky-five-rounds')).toMatchObject({ progress: 5, target: 5, completed: true, spins: 1 });
    expect(quests.find((q: { sysname: string }) => q.sysname === 'lucky-wager-20')).toMatchObject({ progress: 1, target: 20, completed: false });
    await play(platform, p.uid, game, 0.2);
    expect((await call('wheel/campaignsGet', cookie)).json().data[0].spin_balance).toBe(1);

    const info = (await call(`wheel/wheelInfoGet?campaign_id=${campaign.id}`, cookie)).json().data;
    expect(info.sectors).toHaveLength(8);
    expect(info.sectors.reduce((s: number, x: { chance: number }) => s + x.chance, 0)).toBeCloseTo(1);
    const spun = await call('wheel/spinWheel', cookie, { campaign_id: String(campaign.id) });
    expect(spun.statusCode, spun.body).toBe(200);
    const { spin, spin_balance } = spun.json().data;
    expect(spin.fair.server_seed_hash).toBe(info.fair.server_seed_hash);
    expect(spin.fair.nonce).toBe(info.fair.nonce);
    const { verifySpin } = await import('./wheel-draw');
    const weights = (await import('../../db/schema')).wheelSectors;
    const sectors = await db.select().from(weights).where(eq(weights.campaignId, campaign.id));
    expect(verifySpin(sectors, { serverSeed: spin.fair.server_seed, serverSeedHash: spin.fair.server_seed_hash, clientSeed: spin.fair.client_seed, nonce: spin.fair.nonce, position: spin.position })).toBe(true);
    expect(spin_balance).toBe(spin.reward.type === 'respin' ? 1 : 0);
    const mine = (await call(`wheel/wheelSpinResults?campaign_id=${campaign.id}&scope=user`, cookie)).json().data;
    expect(mine.items[0]).toMatchObject({ id: spin.id, reward: { type: spin.reward.type } });
    if (spin.reward.type === 'money') {
      const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, `wheel:spin:${spin.id}`));
      expect(entries[0]!.amount).toBe(BigInt(Math.round(spin.reward.amount.amount * 100)));
    }
    expect(await ledgerDrift(db, p.uid)).toEqual([]);
  });

  it('20 parallel buys and 20 parallel spins never double-spend or double-award', async () => {
    const platform = get();
    const db = platform.database.db;
    const p = await newPlayer(platform, 5); // 5 spins' worth at 1 USD
    const cookie = await signedIn(platform, p.uid);
    const [campaign] = await db.select().from(wheelCampaigns).where(eq(wheelCampaigns.sysname, 'lucky-wheel'));
    const buys = await Promise.all(Array.from({ length: 20 }, () => call('wheel/buySpin', cookie, { campaign_id: String(campaign!.id), spins_amount: '1' })));
    expect(buys.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(buys.filter((r) => r.statusCode === 422).every((r) => r.json().error.error_data.amount[0] === 'insufficient_funds')).toBe(true);
    const [held] = await db.select().from(wheelBalances).where(and(eq(wheelBalances.campaignId, campaign!.id), eq(wheelBalances.userId, p.uid)));
    expect(held!.spins).toBe(5);
    const spins = await Promise.all(Array.from({ length: 20 }, () => call('wheel/spinWheel', cookie, { campaign_id: String(campaign!.id) })));
    const ok = spins.filter((r) => r.statusCode === 200).map((r) => r.json().data.spin);
    const respins = ok.filter((s) => s.reward.type === 'respin').length;
    expect(ok.length).toBe(5 + respins);
    expect(spins.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 422 && r.json().error.error_data.campaign_id[0] === 'no_spins')).toBe(true);
    const nonces = ok.map((s) => s.fair.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: ok.length }, (_, i) => i));
    const money = ok.filter((s) => s.reward.type === 'money').reduce((sum, s) => sum + Math.round(s.reward.amount.amount * 100), 0);
    const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, p.uid));
    expect(wallet!.balanceMain).toBe(BigInt(money));
    expect(await ledgerDrift(db, p.uid)).toEqual([]);
  });

  it('answers InvalidParameter or AccessDenied to bad input and visitors, never 5xx', async () => {
    const platform = get();
    const p = await newPlayer(platform, 0);
    const cookie = await signedIn(platform, p.uid);
    const [campaign] = (await call('wheel/campaignsGet', cookie)).json().data;
    const cases = [
      await call('wheel/buySpin', cookie, { campaign_id: String(campaign.id), spins_amount: '1' }),
      await call('wheel/buySpin', cookie, { campaign_id: String(campaign.id), spins_amount: '0' }),
      await call('wheel/buySpin', cookie, { campaign_id: '999999', spins_amount: '1' }),
      await call('wheel/spinWheel', cookie, { campaign_id: String(campaign.id) }),
      await call('wheel/spinWheel', cookie, {}),
      await call('wheel/wheelInfoGet?campaign_id=abc', cookie),
      await call('wheel/wheelSpinResults?campaign_id=1&scope=mine', cookie),
      await call('wheel/campaignsQuestsGet?campaign_id=999999', cookie),
    ];
    for (const r of cases) expect([r.statusCode, r.json().error.type]).toEqual([422, 'InvalidParameterException']);
    const visitor = await get().app.inject({ method: 'POST', url: '/api/wheel/spinWheel', payload: { campaign_id: String(campaign.id) } });
    expect(visitor.json().error.type).toBe('AccessDeniedException');
    const publicList = await get().app.inject({ url: `/api/wheel/wheelSpinResults?campaign_id=${campaign.id}&scope=public` });
    expect(publicList.statusCode).toBe(200);
  });

  it('the campaign name, quests and a spin answer in the asked locale (en-US as before); texts stored as one string answer in every locale', async () => {
    const platform = get();
    const db = platform.database.db;
    const p = await newPlayer(platform, 1);
    const cookie = await signedIn(platform, p.uid);
    const lucky = async (locale: string) => ((await call(`wheel/campaignsGet?locale=${locale}`, cookie)).json().data as Array<{ id: number; sysname: string; title: string }>).find((c) => c.sysname === 'lucky-wheel')!;
    expect((await lucky('pt-BR')).title).toBe('Roda da Sorte');
    expect((await lucky('ar')).title).toBe('عجلة الحظ');
    expect((await lucky('en-US')).title).toBe('Lucky Wheel');
    const { id } = await lucky('en-US');
    const quests = async (campaignId: number, locale: string) =>
      (await call(`wheel/campaignsQuestsGet?campaign_id=${campaignId}&locale=${locale}`, cookie)).json().data.map((q: { title: string; description: string }) => [q.title, q.description]);
    expect((await quests(id, 'ar'))[0]).toEqual(['العب 5 جولات', 'العب خمس جولات بأموال حقيقية في أي لعبة.']);
    expect((await quests(id, 'pt-BR'))[1]).toEqual(['Aposte 20 USD', 'Aposte 20 USD no total em qualquer jogo.']);
    expect(await quests(id, 'en-US')).toEqual([
      ['Play 5 rounds', 'Play five real-money rounds of any game.'],
      ['Wager 20 USD', 'Stake 20 USD in total on any game.'],
      ['Deposit 50 USD', 'Deposit 50 USD or more in total.'],
    ]);

    // a wheel whose name and quest are one string for all, and whose one sector gives free spins labelled per locale
    const game = await newGame(platform);
    const [plain] = await db
      .insert(wheelCampaigns)
      .values({ sysname: `plain-${tag()}`, title: 'Plain wheel', startAt: new Date(Date.now() - 3600_000), endAt: new Date(Date.now() + 3600_000), spinPrice: 100n, priority: 99 })
      .returning();
    try {
      await db.insert(wheelSectors).values({ campaignId: plain!.id, position: 0, weight: 1, rewardType: 'campaign', reward: { title: { 'en-US': '5 free spins', 'pt-BR': '5 giros grátis' }, freespins: { game: game.sysname, count: 5, bet: 20 } } });
      await db.insert(wheelQuests).values({ campaignId: plain!.id, sysname: `plain-${tag()}`, title: 'Plain quest', description: 'One text for all.', kind: 'rounds', target: 1n, spins: 1 });
      for (const locale of ['pt-BR', 'ar', 'en-US']) {
        const listed = (await call(`wheel/campaignsGet?locale=${locale}`, cookie)).json().data.find((c: { id: number }) => c.id === plain!.id);
        expect(listed.title).toBe('Plain wheel');
        expect(await quests(plain!.id, locale)).toEqual([['Plain quest', 'One text for all.']]);
      }
      expect((await call('wheel/buySpin', cookie, { campaign_id: String(plain!.id), spins_amount: '1' })).statusCode).toBe(200);
      const spun = await call('wheel/spinWheel?locale=pt-BR', cookie, { campaign_id: String(plain!.id) });
      expect(spun.json().data.spin.reward).toMatchObject({ type: 'campaign', title: '5 giros grátis' });
      const history = (await call(`wheel/wheelSpinResults?campaign_id=${plain!.id}&scope=user&locale=pt-BR`, cookie)).json().data;
      expect(history.items[0].reward.title).toBe('5 giros grátis');
      const [pack] = await db.select().from(freespinPacks).where(eq(freespinPacks.userId, p.uid));
      expect(pack!.description.title).toEqual({ 'en-US': 'Plain wheel: 5 free spins', 'pt-BR': 'Plain wheel: 5 giros grátis' });
    } finally {
      await db.delete(wheelCampaigns).where(eq(wheelCampaigns.id, plain!.id));
    }
  });
});
