import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { freespinPacks, jackpots, jackpotWins, users, wins } from '../db/schema';
import { type CatalogueGame, prng } from './catalogue-generate';

/** Players who only appear on the winners boards: no password, they cannot sign in. */
const SHOWCASE_FAKENAMES = [
  'LuckyLynx', 'SpinQueen', 'NightOwl77', 'RoyalFlush', 'GoldRush', 'ReelDealer', 'JadeRider', 'CometChaser', 'VegasVibes', 'WildCardo',
  'Fortunata', 'HighRoller', 'CrashPilot', 'MinesMaster', 'DiceKing', 'RubyRose', 'ThunderBet', 'SilverFox', 'NeonNinja', 'PharaohPete',
  'BlazeRunner', 'LotusLady', 'IronAce', 'MoonWalker', 'StarGazer', 'CherryBomb', 'KrakenKid', 'OasisOllie', 'PolarPaula', 'TigerTom',
] as const;

const loginOf = (i: number) => `winner${String(i + 1).padStart(2, '0')}@players.invalid`;

/** Localisable text: one string per locale (services/localized picks the reader's). */
type Texts = Record<'en-US' | 'pt-BR' | 'es-ES' | 'ar', string>;

const JACKPOTS: { sysname: string; seed: bigint; contributionBp: number; hitChancePpm: number; title: Texts; text: Texts }[] = [
  {
    sysname: 'mega',
    seed: 5_000_000n, // 50,000 USD
    contributionBp: 30,
    hitChancePpm: 1,
    title: { 'en-US': 'Mega jackpot', 'pt-BR': 'Jackpot Mega', 'es-ES': 'Jackpot Mega', ar: 'الجائزة الكبرى ميغا' },
    text: {
      'en-US': 'The biggest pot: 0.3% of every real-money stake in jackpot games feeds it, and any spin can win it all.',
      'pt-BR': 'O maior prêmio: 0,3% de cada aposta com dinheiro real nos jogos de jackpot o alimenta, e qualquer giro pode ganhá-lo.',
      'es-ES': 'El mayor bote: el 0,3 % de cada apuesta con dinero real en los juegos de jackpot lo alimenta, y cualquier tirada puede ganarlo.',
      ar: 'أكبر جائزة: تغذيها نسبة 0.3% من كل رهان بأموال حقيقية في ألعاب الجائزة الكبرى، وقد تربحها أي لفة.',
    },
  },
  {
    sysname: 'major',
    seed: 500_000n, // 5,000 USD
    contributionBp: 20,
    hitChancePpm: 10,
    title: { 'en-US': 'Major jackpot', 'pt-BR': 'Jackpot Maior', 'es-ES': 'Jackpot Mayor', ar: 'الجائزة الكبرى الرئيسية' },
    text: {
      'en-US': 'A pot that grows with 0.2% of real-money stakes in jackpot games and drops every few weeks.',
      'pt-BR': 'Um prêmio que cresce com 0,2% das apostas com dinheiro real nos jogos de jackpot e sai a cada poucas semanas.',
      'es-ES': 'Un bote que crece con el 0,2 % de las apuestas con dinero real en los juegos de jackpot y cae cada pocas semanas.',
      ar: 'جائزة تنمو بنسبة 0.2% من رهانات الأموال الحقيقية في ألعاب الجائزة الكبرى وتُربح كل بضعة أسابيع.',
    },
  },
  {
    sysname: 'minor',
    seed: 50_000n, // 500 USD
    contributionBp: 10,
    hitChancePpm: 200,
    title: { 'en-US': 'Minor jackpot', 'pt-BR': 'Jackpot Menor', 'es-ES': 'Jackpot Menor', ar: 'الجائزة الصغرى' },
    text: {
      'en-US': 'The quick one: fed by 0.1% of real-money stakes in jackpot games, it drops several times a week.',
      'pt-BR': 'O rápido: alimentado por 0,1% das apostas com dinheiro real nos jogos de jackpot, sai várias vezes por semana.',
      'es-ES': 'El rápido: alimentado por el 0,1 % de las apuestas con dinero real en los juegos de jackpot, cae varias veces por semana.',
      ar: 'الجائزة السريعة: تغذيها نسبة 0.1% من رهانات الأموال الحقيقية في ألعاب الجائزة الكبرى، وتُربح عدة مرات في الأسبوع.',
    },
  },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * What the winners and jackpot pages show: showcase players, ~240 wins across the catalogue over
 * the 45 days before the first seeding (the latest a few minutes before it), the jackpots'
 * configuration and a few past jackpot payouts. Amounts, players and games come from a fixed-seed
 * PRNG; the dates are relative to the first seeding, so "the last 30 days" boards have data.
 * Written once: a second run finds the rows and adds nothing.
 */
export async function seedShowcase(db: Db, catalogue: CatalogueGame[], gameIds: Map<string, number>, now = new Date()): Promise<void> {
  const random = prng(424242);
  const logins = SHOWCASE_FAKENAMES.map((_, i) => loginOf(i));
  await db
    .insert(users)
    .values(SHOWCASE_FAKENAMES.map((fakename, i) => ({ login: loginOf(i), fakename, countryCode: 'US', currency: 'USD', regTime: new Date('2024-06-01T00:00:00Z') })))
    .onConflictDoNothing();
  const players = (await db.select({ uid: users.uid }).from(users).where(inArray(users.login, logins))).map((p) => p.uid).sort((a, b) => a - b);

  const [{ n: written } = { n: 0 }] = await db.select({ n: count() }).from(wins).where(inArray(wins.userId, players));
  const playable = catalogue.filter((g) => g.type !== 'betting');
  const popular = playable.filter((g) => g.tags.includes('popular'));
  if (Number(written) === 0 && players.length) {
    const rows = Array.from({ length: 240 }, (_, i) => {
      const game = random() < 0.6 ? popular[Math.floor(random() * popular.length)]! : playable[Math.floor(random() * playable.length)]!;
      // log-uniform between 20 and 20,000 USD: many modest wins, a few big ones
      const amount = BigInt(Math.round(Math.exp(Math.log(2_000) + random() * (Math.log(2_000_000) - Math.log(2_000)))));
      // spread over 45 days, denser towards now; the newest a few minutes ago
      const ago = i === 0 ? 5 * 60_000 : Math.floor(random() ** 2 * 45 * DAY) + 60_000;
      return { userId: players[Math.floor(random() * players.length)]!, gameId: gameIds.get(game.sysname)!, amount, currency: 'USD', createdAt: new Date(now.getTime() - ago) };
    });
    await db.insert(wins).values(rows.filter((r) => r.gameId !== undefined));
  }

  await db
    .insert(jackpots)
    .values(JACKPOTS.map((j, i) => ({ sysname: j.sysname, name: j.title['en-US'], amount: j.seed, seedAmount: j.seed, contributionBp: j.contributionBp, hitChancePpm: j.hitChancePpm, gamesTag: 'jackpot', description: { title: j.title, text: j.text }, priority: i })))
    .onConflictDoNothing();
  // jackpots seeded before they had a configuration get it (the pot's amount stays)
  for (const j of JACKPOTS) {
    await db
      .update(jackpots)
      .set({ seedAmount: j.seed, contributionBp: j.contributionBp, hitChancePpm: j.hitChancePpm, description: { title: j.title, text: j.text } })
      .where(sql`${jackpots.sysname} = ${j.sysname} and ${jackpots.seedAmount} = 0`);
  }

  const [{ n: paid } = { n: 0 }] = await db.select({ n: count() }).from(jackpotWins);
  if (Number(paid) === 0 && players.length) {
    const pots = new Map((await db.select({ id: jackpots.id, sysname: jackpots.sysname }).from(jackpots)).map((j) => [j.sysname, j.id]));
    const jackpotGames = playable.filter((g) => g.tags.includes('jackpot'));
    const payouts: [string, bigint, number][] = [
      ['mega', 8_734_512n, 41],
      ['major', 912_345n, 19],
      ['major', 1_204_880n, 3],
      ['minor', 73_410n, 9],
      ['minor', 61_275n, 4],
      ['minor', 88_902n, 1],
    ];
    const rows = payouts
      .filter(([sysname]) => pots.has(sysname))
      .map(([sysname, amount, daysAgo]) => ({
        jackpotId: pots.get(sysname)!,
        userId: players[Math.floor(random() * players.length)]!,
        gameId: gameIds.get(jackpotGames[Math.floor(random() * jackpotGames.length)]!.sysname) ?? null,
        amount,
        currency: 'USD',
        createdAt: new Date(now.getTime() - daysAgo * DAY - Math.floor(random() * 20) * HOUR),
      }));
    if (rows.length) await db.insert(jackpotWins).values(rows);
  }
}

/** The demo player's free spins: 10 spins of 0.20 USD on a jackpot slot, valid until 2099. */
export async function seedFreespins(db: Db, uid: number, gameId: number | undefined): Promise<void> {
  if (gameId === undefined) return;
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(freespinPacks).where(eq(freespinPacks.userId, uid));
  if (Number(n) > 0) return;
  await db.insert(freespinPacks).values({
    userId: uid,
    gameId,
    totalCount: 10,
    remainingCount: 10,
    bet: 20n,
    currency: 'USD',
    expiresAt: new Date('2099-12-31T00:00:00Z'),
    description: {
      title: { 'en-US': '10 free spins', 'pt-BR': '10 giros grátis', 'es-ES': '10 tiradas gratis', ar: '10 لفات مجانية' },
      text: {
        'en-US': 'A welcome gift: 10 spins of 0.20 USD on Sun Temple Riches, winnings paid to your balance.',
        'pt-BR': 'Um presente de boas-vindas: 10 giros de 0,20 USD em Sun Temple Riches, com os ganhos pagos no seu saldo.',
        'es-ES': 'Un regalo de bienvenida: 10 tiradas de 0,20 USD en Sun Temple Riches, con las ganancias abonadas a tu saldo.',
        ar: 'هدية ترحيب: 10 لفات بقيمة 0.20 دولار في Sun Temple Riches، وتُضاف الأرباح إلى رصيدك.',
      },
    },
  });
}
