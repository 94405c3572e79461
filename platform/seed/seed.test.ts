import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_TYPES } from '@/lib/contract';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { migratedPglite } from '../test/template';
import { seedDemo } from '.';
import { buildCatalogue } from './catalogue-generate';
import { BANNER_DETAILS, seedPromotions } from './promotions';
import { seedRewards, seedTournaments } from './rewards';

describe('demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await migratedPglite();
  });
  afterAll(() => database.close());

  const counts = async () => {
    const tables = { users: schema.users, providers: schema.gameProviders, games: schema.games, categories: schema.gameCategories, links: schema.gameCategoryGames, tournaments: schema.tournaments, offers: schema.offers, banners: schema.banners, ledger: schema.ledgerEntries, wins: schema.wins, settings: schema.settings, jackpots: schema.jackpots, jackpotWins: schema.jackpotWins, freespins: schema.freespinPacks };
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) out[name] = (await database.db.select({ n: count() }).from(table))[0]!.n;
    return out;
  };

  it('seeds the demo content and is idempotent', async () => {
    await seedDemo(database.db);
    const first = await counts();
    // bonus@example.com adds a user, its opening entries (main, fun), two bonus awards (casino, betting) and a free-spin pack
    expect(first).toMatchObject({ users: 34, providers: 18, categories: 8, tournaments: 4, ledger: 7, wins: 245, settings: 0, jackpots: 3, jackpotWins: 6, freespins: 2 });
    expect(first.games).toBeGreaterThanOrEqual(2000);
    await seedDemo(database.db);
    expect(await counts()).toEqual(first);
  });

  it('ties a welcome popup seeded before its offer link to the welcome offer; an operator’s own popup stays as it is', async () => {
    const welcome = eq(schema.popups.sysname, 'welcome');
    const old = { title: 'Welcome!', text: 'Your first deposit is doubled.', button: { title: 'Deposit', link: '/cashier/deposit' } };
    await database.db.update(schema.popups).set({ content: old }).where(welcome);
    await seedPromotions(database.db);
    const [row] = await database.db.select().from(schema.popups).where(welcome);
    expect(row!.content).toEqual({ ...old, offer: 'welcome-bonus', show_on: 'visit' });
    const edited = { title: 'Hello from the operator' };
    await database.db.update(schema.popups).set({ content: edited }).where(welcome);
    await seedPromotions(database.db);
    expect((await database.db.select().from(schema.popups).where(welcome))[0]!.content).toEqual(edited);
    await database.db.update(schema.popups).set({ content: row!.content }).where(welcome);
  });

  it('gives the promotion banners of an older demo database their full texts; an operator’s own banner stays as it is', async () => {
    const welcome = eq(schema.banners.sysname, 'home-welcome');
    const [seeded] = await database.db.select().from(schema.banners).where(welcome);
    expect(seeded!.description.details).toEqual(BANNER_DETAILS['home-welcome'].details);
    const { details: _details, ...old } = seeded!.description;
    await database.db.update(schema.banners).set({ description: old }).where(welcome);
    await seedPromotions(database.db);
    expect((await database.db.select().from(schema.banners).where(welcome))[0]!.description).toEqual(seeded!.description);
    const edited = { position: 'main', title: 'Hello from the operator' };
    await database.db.update(schema.banners).set({ description: edited }).where(welcome);
    await seedPromotions(database.db);
    expect((await database.db.select().from(schema.banners).where(welcome))[0]!.description).toEqual(edited);
    await database.db.update(schema.banners).set({ description: seeded!.description }).where(welcome);
  });

  it('covers every game type from every provider, with art, RTP and demo flags', async () => {
    const types = await database.db.selectDistinct({ type: schema.games.type }).from(schema.games);
    expect(types.map((t) => t.type).sort()).toEqual([...GAME_TYPES].sort());
    const [stats] = await database.db
      .select({
        noArt: sql<number>`count(*) filter (where ${schema.games.image} is null or ${schema.games.imageHorizontal} is null)::int`,
        // made-up figures for the studios' games; table titles show what their engine pays (ENGINE_RTP)
        rtpOut: sql<number>`count(*) filter (where ${schema.games.rtp} not between 9400 and 9700 and ${schema.games.rtp} not in (9730, 9890, 9894))::int`,
        tableRtp: sql<number>`count(*) filter (where ${schema.games.name} in ('European Roulette', 'Classic Blackjack', 'Punto Banco') and ${schema.games.rtp} in (9730, 9890, 9894))::int`,
        demoWrong: sql<number>`count(*) filter (where ${schema.games.hasDemo} = (${schema.games.type} in ('live', 'betting')))::int`,
        providers: sql<number>`count(distinct ${schema.games.providerId})::int`,
      })
      .from(schema.games);
    expect(stats).toEqual({ noArt: 0, rtpOut: 0, tableRtp: 3, demoWrong: 0, providers: 18 });
  });

  it('generates the same catalogue on every run, hand-written games first', () => {
    const [a, b] = [buildCatalogue(), buildCatalogue()];
    expect(a).toEqual(b);
    expect(a[0]).toMatchObject({ sysname: 'sun-temple-riches', priority: 0 });
    expect(a.find((g) => g.sysname === 'sportsbook')).toMatchObject({ type: 'betting' });
    expect(new Set(a.map((g) => g.sysname)).size).toBe(a.length);
  });

  it('keeps ledger sums equal to wallet balances', async () => {
    const sumOf = (balance: string) =>
      sql`coalesce((select sum(l.amount) from ${schema.ledgerEntries} l where l.wallet_id = ${schema.wallets.id} and l.balance = ${balance}), 0)`;
    const mismatched = await database.db
      .select({ id: schema.wallets.id })
      .from(schema.wallets)
      .where(sql`${schema.wallets.balanceMain} <> ${sumOf('main')} or ${schema.wallets.balanceFun} <> ${sumOf('fun')}`);
    expect(mismatched).toEqual([]);
  });

  it('translates the loyalty and wheel texts of a database seeded in English (as migrations 0019 and 0022 left them); an operator’s text stays', async () => {
    const { db } = database;
    const { loyaltyLevels, loyaltyPrograms, loyaltyProducts, wheelCampaigns, wheelQuests } = schema;
    const club = eq(loyaltyPrograms.sysname, 'casino-club');
    await db.update(loyaltyPrograms).set({ pointsAlias: 'coins' }).where(club);
    const level = (n: number) => eq(loyaltyLevels.level, n);
    await db.update(loyaltyLevels).set({ title: 'Silver', perks: ['Shop access', 'Weekly wheel spin'] }).where(level(2));
    await db.update(loyaltyLevels).set({ title: 'Our gold', perks: ['Shop access', 'Our own perk'] }).where(level(3));
    await db.update(loyaltyProducts).set({ title: '5 USD cash', description: '5 USD on your real balance, no wagering.' }).where(eq(loyaltyProducts.sysname, 'cash-5'));
    await db.update(wheelCampaigns).set({ title: 'Lucky Wheel' }).where(eq(wheelCampaigns.sysname, 'lucky-wheel'));
    await db.update(wheelQuests).set({ title: 'Play 5 rounds', description: 'Our own words.' }).where(eq(wheelQuests.sysname, 'lucky-five-rounds'));
    await seedRewards(db);
    const [silver] = await db.select().from(loyaltyLevels).where(level(2));
    expect(silver!.title).toEqual({ 'en-US': 'Silver', 'pt-BR': 'Prata', 'es-ES': 'Plata', ar: 'فضي' });
    expect(silver!.perks).toEqual([
      { 'en-US': 'Shop access', 'pt-BR': 'Acesso à loja', 'es-ES': 'Acceso a la tienda', ar: 'الوصول إلى المتجر' },
      { 'en-US': 'Weekly wheel spin', 'pt-BR': 'Giro semanal na roda', 'es-ES': 'Giro semanal en la rueda', ar: 'دورة أسبوعية على العجلة' },
    ]);
    const [edited] = await db.select().from(loyaltyLevels).where(level(3));
    expect(edited!.title).toBe('Our gold');
    expect(edited!.perks).toEqual([expect.objectContaining({ 'pt-BR': 'Acesso à loja' }), 'Our own perk']);
    const [cash] = await db.select().from(loyaltyProducts).where(eq(loyaltyProducts.sysname, 'cash-5'));
    expect(cash).toMatchObject({ title: { 'pt-BR': '5 USD em dinheiro' }, description: { ar: '5 USD في رصيدك الحقيقي، دون شروط مراهنة.' } });
    const [wheel] = await db.select().from(wheelCampaigns).where(eq(wheelCampaigns.sysname, 'lucky-wheel'));
    expect(wheel!.title).toEqual({ 'en-US': 'Lucky Wheel', 'pt-BR': 'Roda da Sorte', 'es-ES': 'Rueda de la Suerte', ar: 'عجلة الحظ' });
    const [quest] = await db.select().from(wheelQuests).where(eq(wheelQuests.sysname, 'lucky-five-rounds'));
    expect(quest).toMatchObject({ title: { 'es-ES': 'Juega 5 rondas' }, description: 'Our own words.' });
    const alias = async () => (await db.select({ alias: loyaltyPrograms.pointsAlias }).from(loyaltyPrograms).where(club))[0]!.alias;
    expect(await alias()).toEqual({ 'en-US': 'coins', 'pt-BR': 'moedas', 'es-ES': 'monedas', ar: 'عملات' });

    // an operator's own name for the points stays
    await db.update(loyaltyPrograms).set({ pointsAlias: 'chips' }).where(club);
    await seedRewards(db);
    expect(await alias()).toBe('chips');
  });

  it('gives the tournaments of a database seeded in English (as migration 0023 left them) their titles per locale; an operator’s title stays', async () => {
    const { db } = database;
    const { games, tournaments } = schema;
    const byType = new Map<string, number[]>();
    for (const g of await db.select({ id: games.id, type: games.type }).from(games).orderBy(games.id)) byType.set(g.type, [...(byType.get(g.type) ?? []), g.id]);
    const title = async (sysname: string) => (await db.select({ title: tournaments.title }).from(tournaments).where(eq(tournaments.sysname, sysname)))[0]!.title;
    expect(await title('spring-spins')).toEqual({ 'en-US': 'Spring Spins', 'pt-BR': 'Giros de primavera', 'es-ES': 'Giros de primavera', ar: 'دورات الربيع' });

    await db.update(tournaments).set({ title: 'Winter Classic' }).where(eq(tournaments.sysname, 'winter-classic'));
    await db.update(tournaments).set({ title: 'Our crash cup' }).where(eq(tournaments.sysname, 'crash-masters'));
    await seedTournaments(db, byType);
    expect(await title('winter-classic')).toEqual({ 'en-US': 'Winter Classic', 'pt-BR': 'Clássico de inverno', 'es-ES': 'Clásico de invierno', ar: 'كلاسيكو الشتاء' });
    expect(await title('crash-masters')).toBe('Our crash cup');
    expect(await title('live-table-race')).toMatchObject({ 'en-US': 'Live Table Race', 'es-ES': 'Carrera de mesas en vivo' });
  });
});
