import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bonuses, cashbacks, games, loyaltyAccounts, loyaltyPrograms, loyaltyProducts, tournamentParticipants, tournaments, users, wallets, wheelCampaigns, wheelSectors } from '../../db/schema';
import { describeEachDb, signedIn, type TestPlatform } from '../../test/harness';
import { playRound } from '../rounds';
import { settleTournaments } from '../rewards';
import { applyMovements } from '../wallets';
import { awardFreeSpins, computeCashbacks } from './index';

const tag = () => randomBytes(4).toString('hex');

async function newPlayer(platform: TestPlatform, main = 0) {
  const db = platform.database.db;
  const [user] = await db.insert(users).values({ login: `l10n-${tag()}@example.com`, currency: 'USD', countryCode: 'DE' }).returning();
  if (main > 0) await applyMovements(db, { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(main * 100), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
  else await db.insert(wallets).values({ userId: user!.uid, currency: 'USD' });
  return { uid: user!.uid, cookie: await signedIn(platform, user!.uid) };
}

type Listed = { id: number; title: string; source: string; description: Record<string, unknown> };

/** An /api call as the player in `locale` (none: the player's own, en-US): its data, or the error envelope thrown. */
function api(platform: TestPlatform, cookie: string) {
  return async (method: string, locale?: string, payload?: Record<string, unknown>) => {
    const res = await platform.app.inject({ method: payload ? 'POST' : 'GET', url: `/api/${method}${locale ? `${method.includes('?') ? '&' : '?'}locale=${locale}` : ''}`, ...(payload && { payload }), headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
}

describeEachDb('bonus texts in the request locale', (get) => {
  it('a bonus from the seeded promo-code offer answers its title and terms in pt-BR and ar; en-US word for word as before', async () => {
    const player = await newPlayer(get());
    const call = api(get(), player.cookie);
    await call('campaigns/activateOffer', 'pt-BR', { promo_code: 'WELCOME' });
    const [pt] = (await call('bonuses/get', 'pt-BR')) as Listed[];
    expect(pt).toMatchObject({ source: 'promo_code', title: 'Código promocional WELCOME', description: { title: 'Código promocional WELCOME', text: 'Bônus de 10 USD ao inserir WELCOME, com rollover de 5 vezes.' } });
    const [ar] = (await call('bonuses/get', 'ar')) as Listed[];
    expect(ar).toMatchObject({ title: 'الرمز الترويجي WELCOME', description: { title: 'الرمز الترويجي WELCOME', text: 'مكافأة 10 USD عند إدخال WELCOME، يُراهن بها 5 مرات.' } });
    for (const locale of ['en-US', undefined]) {
      const [en] = (await call('bonuses/get', locale)) as Listed[];
      expect(en!.title).toBe('Promo code WELCOME');
      expect(en!.description).toEqual({ title: 'Promo code WELCOME', text: '10 USD bonus when you enter WELCOME, wagered 5 times.' });
    }
    // what a bonus action answers reads in the request's locale too
    const paused = await call('bonuses/deactivate', 'es-ES', { bonus_id: pt!.id });
    expect(paused.bonus).toMatchObject({ status: 'available', title: 'Código promocional WELCOME', description: { text: 'Bono de 10 USD al introducir WELCOME, con 5 veces de apuesta.' } });
    // the row keeps the offer's texts per locale
    const [row] = await get().database.db.select().from(bonuses).where(eq(bonuses.id, pt!.id));
    expect(row!.title).toMatchObject({ 'en-US': 'Promo code WELCOME', 'pt-BR': 'Código promocional WELCOME', 'es-ES': 'Código promocional WELCOME', ar: 'الرمز الترويجي WELCOME' });
  });

  it('the seeded deposit offer’s bonus and the seeded taken betting bonus read per locale (button title included), en-US as before', async () => {
    const player = await newPlayer(get());
    const call = api(get(), player.cookie);
    const offers = (await call('campaigns/getoffers')) as Array<{ id: number; sysname: string }>;
    const welcome = offers.find((o) => o.sysname === 'welcome-bonus')!;
    await call('makedeposit', undefined, { method: 'demo_card', amount: '50', campaign_offer_id: welcome.id, requisites: JSON.stringify({ card_number: '4111111111111111' }), idempotency_key: `l10n-${tag()}` });
    const [pt] = (await call('bonuses/get', 'pt-BR')) as Listed[];
    expect(pt).toMatchObject({ source: 'deposit', title: 'Bônus de boas-vindas', description: { title: 'Bônus de boas-vindas', button_title: 'Depositar', text: expect.stringContaining('500 USD no seu primeiro depósito') } });
    const [ar] = (await call('bonuses/get', 'ar')) as Listed[];
    expect(ar).toMatchObject({ title: 'مكافأة الترحيب', description: { button_title: 'إيداع', text: expect.stringContaining('على إيداعك الأول') } });
    const [en] = (await call('bonuses/get', 'en-US')) as Listed[];
    expect(en).toMatchObject({ title: 'Welcome bonus' });
    expect(en!.description).toEqual({
      title: 'Welcome bonus',
      text: '100% up to 500 USD on your first deposit. Wager the bonus 35 times within 30 days; slots count 100%, table games 10%, live games 0%; 5 USD maximum bet while wagering.',
      button_title: 'Deposit',
    });

    const freeBet = offers.find((o) => o.sysname === 'sports-free-bet')!;
    await call('campaigns/takepromotions', 'ar', { offer_id: freeBet.id });
    const titles = async (locale: string) => ((await call('BettingBonuses/get', locale)) as Listed[]).map((b) => [b.title, b.description.title]);
    expect(await titles('pt-BR')).toEqual([['Aposta grátis esportiva', 'Aposta grátis esportiva']]);
    expect(await titles('ar')).toEqual([['رهان رياضي مجاني', 'رهان رياضي مجاني']]);
    expect(await titles('en-US')).toEqual([['Sports free bet', 'Sports free bet']]);
  });

  it('a row stored with plain texts (as the migration left one written before) reads the same in every locale', async () => {
    const player = await newPlayer(get());
    const call = api(get(), player.cookie);
    const terms = { wager_multiplier: 5, wager_base: 'bonus' as const, deposit: '0', contributions: { slot: 100 }, game_contributions: {}, max_bet: null, max_cashout: null, description: { title: 'Old bonus', text: 'Written before the texts were per locale.' } };
    await get().database.db.insert(bonuses).values({ userId: player.uid, currency: 'USD', source: 'offer', title: 'Old bonus', amount: 1000n, held: 1000n, wagerRequired: 5000n, terms });
    for (const locale of ['pt-BR', 'ar', 'en-US']) {
      const [b] = (await call('bonuses/get', locale)) as Listed[];
      expect([b!.title, b!.description]).toEqual(['Old bonus', { title: 'Old bonus', text: 'Written before the texts were per locale.' }]);
    }
  });

  it('a bonus from the loyalty shop, the wheel or a tournament place keeps its title per locale', async () => {
    const platform = get();
    const db = platform.database.db;

    // the seeded shop's 10 USD bonus
    const shopper = await newPlayer(platform);
    const [club] = await db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.sysname, 'casino-club'));
    await db.insert(loyaltyAccounts).values({ userId: shopper.uid, programId: club!.id, points: 1000, levelPoints: 200, level: 2 });
    const [product] = await db.select().from(loyaltyProducts).where(eq(loyaltyProducts.sysname, 'bonus-10'));
    const shop = api(platform, shopper.cookie);
    await shop('loyalty/buyproduct', 'en-US', { id: String(product!.id) });
    const shopTitle = async (locale: string) => ((await shop('bonuses/get', locale)) as Listed[])[0]!.title;
    expect([await shopTitle('pt-BR'), await shopTitle('ar'), await shopTitle('en-US')]).toEqual(['Bônus de 10 USD', 'مكافأة 10 USD', '10 USD bonus']);

    // a wheel whose one sector gives a bonus labelled per locale: `{wheel}: {sector}`
    const spinner = await newPlayer(platform, 10);
    const [wheel] = await db
      .insert(wheelCampaigns)
      .values({ sysname: `l10n-${tag()}`, title: 'Test wheel', startAt: new Date(Date.now() - 3600_000), endAt: new Date(Date.now() + 3600_000), spinPrice: 100n, priority: 99 })
      .returning();
    try {
      await db.insert(wheelSectors).values({ campaignId: wheel!.id, position: 0, weight: 1, rewardType: 'campaign', reward: { title: { 'en-US': '7 USD bonus', 'pt-BR': 'Bônus de 7 USD' }, bonus: { amount: 700, wager: 5 } } });
      const spin = api(platform, spinner.cookie);
      await spin('wheel/buySpin', undefined, { campaign_id: String(wheel!.id), spins_amount: '1' });
      await spin('wheel/spinWheel', 'pt-BR', { campaign_id: String(wheel!.id) });
      const wheelTitle = async (locale: string) => ((await spin('bonuses/get', locale)) as Listed[])[0]!.title;
      expect([await wheelTitle('pt-BR'), await wheelTitle('ar'), await wheelTitle('en-US')]).toEqual(['Test wheel: Bônus de 7 USD', 'Test wheel: 7 USD bonus', 'Test wheel: 7 USD bonus']);
    } finally {
      await db.delete(wheelCampaigns).where(eq(wheelCampaigns.id, wheel!.id));
    }

    // a tournament's bonus prize: `{tournament}: place {n}`, the platform's words per locale
    const winner = await newPlayer(platform);
    const [cup] = await db
      .insert(tournaments)
      .values({ sysname: `l10n-${tag()}`, title: 'Test cup', startAt: new Date(Date.now() - 7200_000), endAt: new Date(Date.now() - 1000), prizes: [{ place: 1, type: 'bonus', amount: 5_000, wager: 10 }] })
      .returning();
    await db.insert(tournamentParticipants).values({ tournamentId: cup!.id, userId: winner.uid, points: 1000 });
    await settleTournaments(db);
    const prize = api(platform, winner.cookie);
    const cupTitle = async (locale: string) => ((await prize('bonuses/get', locale)) as Listed[])[0]!.title;
    expect([await cupTitle('pt-BR'), await cupTitle('es-ES'), await cupTitle('ar'), await cupTitle('en-US')]).toEqual(['Test cup: posição 1', 'Test cup: puesto 1', 'Test cup: المركز 1', 'Test cup: place 1']);

    // a tournament titled per locale names its prize in each locale's title
    const champion = await newPlayer(platform);
    const [local] = await db
      .insert(tournaments)
      .values({ sysname: `l10n-${tag()}`, title: { 'en-US': 'Spring cup', 'pt-BR': 'Copa de primavera', ar: 'كأس الربيع' }, startAt: new Date(Date.now() - 7200_000), endAt: new Date(Date.now() - 1000), prizes: [{ place: 1, type: 'bonus', amount: 5_000, wager: 10 }] })
      .returning();
    await db.insert(tournamentParticipants).values({ tournamentId: local!.id, userId: champion.uid, points: 1000 });
    await settleTournaments(db);
    const won = api(platform, champion.cookie);
    const localTitle = async (locale: string) => ((await won('bonuses/get', locale)) as Listed[])[0]!.title;
    expect([await localTitle('pt-BR'), await localTitle('es-ES'), await localTitle('ar'), await localTitle('en-US')]).toEqual(['Copa de primavera: posição 1', 'Spring cup: puesto 1', 'كأس الربيع: المركز 1', 'Spring cup: place 1']);
  });

  it('the bonus of a pack’s wagered winnings and a computed cashback are named in the request locale; en-US as before', async () => {
    const platform = get();
    const db = platform.database.db;

    // free spins whose wins become a bonus: spin until one wins
    const player = await newPlayer(platform);
    const [slot] = await db.select().from(games).where(eq(games.sysname, 'sun-temple-riches'));
    await db.transaction((tx) => awardFreeSpins(tx, { userId: player.uid, gameId: slot!.id, count: 200, bet: 100n, currency: 'USD', source: 'test', winWagerMultiplier: 3 }));
    for (let i = 0; i < 200; i += 1) {
      const { round } = await playRound(db, { owner: `u:${player.uid}`, userId: player.uid, game: slot!, mode: 'real', bet: 1, idempotencyKey: `l10n-${tag()}`, bus: platform.bus });
      if (round.win.amount > 0) break;
    }
    const call = api(platform, player.cookie);
    const winnings = async (locale: string) => ((await call('bonuses/get', locale)) as Listed[]).map((b) => [b.source, b.title]);
    expect(await winnings('pt-BR')).toEqual([['freespins', 'Ganhos de giros grátis']]);
    expect(await winnings('es-ES')).toEqual([['freespins', 'Ganancias de tiradas gratis']]);
    expect(await winnings('ar')).toEqual([['freespins', 'أرباح اللفات المجانية']]);
    expect(await winnings('en-US')).toEqual([['freespins', 'Free spins winnings']]);

    // a cashback counted from a net loss
    const loser = await newPlayer(platform, 100);
    const from = new Date(Date.now() - 1000);
    await applyMovements(db, { userId: loser.uid, currency: 'USD' }, [{ balance: 'main', amount: -2_000n, kind: 'bet', idempotencyKey: `l10n-loss-${loser.uid}` }]);
    const to = new Date(Date.now() + 1000);
    await computeCashbacks(db, { from, to, percent: 10 });
    const [mine] = await db.select().from(cashbacks).where(and(eq(cashbacks.userId, loser.uid)));
    expect(mine!.amount).toBe(200n);
    const [day1, day2] = [from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)];
    const back = api(platform, loser.cookie);
    const description = async (locale: string) => ((await back('cashbacks/get', locale)) as Array<{ description: Record<string, unknown> }>)[0]!.description;
    expect(await description('pt-BR')).toEqual({ title: 'Cashback semanal', text: `10% das suas perdas líquidas de ${day1} a ${day2}.` });
    expect(await description('es-ES')).toEqual({ title: 'Reembolso semanal', text: `10 % de tus pérdidas netas del ${day1} al ${day2}.` });
    expect(await description('ar')).toEqual({ title: 'استرداد نقدي أسبوعي', text: `10% من صافي خسائرك من ${day1} إلى ${day2}.` });
    expect(await description('en-US')).toEqual({ title: 'Weekly cashback', text: `10% of your net losses from ${day1} to ${day2}.` });
  });

  it('the demo player’s seeded cashback answers in ar, en-US as seeded before; a cashback stored as plain text reads as it is', async () => {
    const platform = get();
    const demo = await signedIn(platform);
    const call = api(platform, demo);
    const seeded = async (locale: string) => ((await call('cashbacks/get?count=1&statuses=active&sort=end_date&order=desc', locale)) as Array<{ description: Record<string, unknown> }>)[0]!.description;
    expect(await seeded('ar')).toEqual({ title: 'استرداد نقدي أسبوعي', text: '10% من صافي خسائرك في الأسبوع الماضي.' });
    expect(await seeded('en-US')).toEqual({ title: 'Weekly cashback', text: '10% of last week’s net losses.' });

    const player = await newPlayer(platform);
    await platform.database.db.insert(cashbacks).values({ userId: player.uid, amount: 100n, currency: 'USD', description: { title: 'Old cashback', text: 'One text for all.' } });
    for (const locale of ['pt-BR', 'ar', 'en-US']) {
      const [c] = (await api(platform, player.cookie)('cashbacks/get', locale)) as Array<{ description: Record<string, unknown> }>;
      expect(c!.description).toEqual({ title: 'Old cashback', text: 'One text for all.' });
    }
  });
});
