import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  loyaltyAccounts,
  loyaltyLevels,
  loyaltyPrograms,
  loyaltyProducts,
  loyaltyQuests,
  tournamentGames,
  tournaments,
  users,
  wheelCampaigns,
  wheelQuests,
  wheelSectors,
} from '../db/schema';
import { DEMO_LOGIN } from './players';

const at = (iso: string) => new Date(iso);
const USD = (major: number) => major * 100;

/** Fixed dates keep every status stable for decades: active until 2099, future from 2098, finished in 2024. */
const TOURNAMENTS = [
  { sysname: 'spring-spins', title: 'Spring Spins', startAt: at('2025-01-01T00:00:00Z'), endAt: at('2099-12-31T00:00:00Z'), totalPrize: 1_000_000n, tags: ['slots'], provider: null, games: 'slot', rule: 'stakes' },
  { sysname: 'live-table-race', title: 'Live Table Race', startAt: at('2025-03-01T00:00:00Z'), endAt: at('2099-06-30T00:00:00Z'), totalPrize: 500_000n, tags: ['live'], provider: 'moonrise', games: 'live', rule: 'wins' },
  { sysname: 'crash-masters', title: 'Crash Masters', startAt: at('2098-01-01T00:00:00Z'), endAt: at('2098-02-01T00:00:00Z'), totalPrize: 250_000n, tags: ['fast'], provider: 'lumen', games: 'fast', rule: 'multipliers' },
  { sysname: 'winter-classic', title: 'Winter Classic', startAt: at('2024-01-01T00:00:00Z'), endAt: at('2024-02-01T00:00:00Z'), totalPrize: 300_000n, tags: ['slots'], provider: null, games: 'slot', rule: 'stakes' },
] as const;

/** Tournament names and texts per locale (tournaments/get answers the request's locale); en-US is the name as the operator gave it. */
const TOURNAMENT_TITLES: Record<string, Record<'pt-BR' | 'es-ES' | 'ar', string>> = {
  'Spring Spins': { 'pt-BR': 'Giros de primavera', 'es-ES': 'Giros de primavera', ar: 'دورات الربيع' },
  'Live Table Race': { 'pt-BR': 'Corrida das mesas ao vivo', 'es-ES': 'Carrera de mesas en vivo', ar: 'سباق الطاولات المباشرة' },
  'Crash Masters': { 'pt-BR': 'Mestres do Crash', 'es-ES': 'Maestros del Crash', ar: 'أبطال الكراش' },
  'Winter Classic': { 'pt-BR': 'Clássico de inverno', 'es-ES': 'Clásico de invierno', ar: 'كلاسيكو الشتاء' },
};

const RULES = {
  stakes: { 'en-US': '100 points per 1 USD staked.', 'pt-BR': '100 pontos por cada 1 USD apostado.', 'es-ES': '100 puntos por cada 1 USD apostado.', ar: '100 نقطة لكل 1 USD تراهن به.' },
  wins: { 'en-US': '100 points per 1 USD won.', 'pt-BR': '100 pontos por cada 1 USD ganho.', 'es-ES': '100 puntos por cada 1 USD ganado.', ar: '100 نقطة لكل 1 USD تربحه.' },
  multipliers: {
    'en-US': 'Each round scores its win multiplier × 100.',
    'pt-BR': 'Cada rodada vale o seu multiplicador de ganho × 100.',
    'es-ES': 'Cada ronda puntúa su multiplicador de ganancia × 100.',
    ar: 'تحتسب كل جولة مضاعف ربحها × 100.',
  },
} as const;

const tournamentTexts = (title: string) => {
  const t = TOURNAMENT_TITLES[title];
  return {
    title: { 'en-US': title, 'pt-BR': t?.['pt-BR'] ?? title, 'es-ES': t?.['es-ES'] ?? title, ar: t?.ar ?? title },
    text: {
      'en-US': `Collect points in ${title} games; the best players share the prize pool.`,
      'pt-BR': `Acumule pontos nos jogos do ${t?.['pt-BR'] ?? title}; os melhores jogadores dividem o prêmio.`,
      'es-ES': `Suma puntos en los juegos de ${t?.['es-ES'] ?? title}; los mejores jugadores se reparten el bote.`,
      ar: `اجمع النقاط في ألعاب ${t?.ar ?? title}؛ يتقاسم أفضل اللاعبين مجموع الجوائز.`,
    },
  };
};

/** A prize pool split over the first three places: money, a bonus (wager 10×) and free spins. */
const prizesOf = (total: bigint) => [
  { place: 1, type: 'money', amount: Number((total * 50n) / 100n) },
  { place: 2, type: 'bonus', amount: Number((total * 30n) / 100n), wager: 10 },
  { place: 3, type: 'freespins', game: 'sun-temple-riches', count: 20, bet: USD(0.2) },
];

/** Tournaments (active, future, finished; the finished one already paid) and the games that count in them. */
export async function seedTournaments(db: Db, gamesByType: Map<string, number[]>): Promise<Map<string, number>> {
  await db
    .insert(tournaments)
    .values(
      TOURNAMENTS.map(({ games: _games, ...t }, i) => ({
        ...t,
        tags: [...t.tags],
        title: tournamentTexts(t.title).title,
        priority: i,
        description: { ...tournamentTexts(t.title), rules: { ...RULES[t.rule] } },
        restrictions: { min_bet: { amount: 0.2, currency: 'USD' }, countries: [] },
        extra: { points_per_unit: 100 },
        prizes: prizesOf(t.totalPrize),
        settledAt: t.endAt < at('2025-01-01T00:00:00Z') ? t.endAt : null,
      })),
    )
    .onConflictDoNothing();
  // a demo database seeded before titles were given per locale (migration 0023 left them jsonb strings): a seeded
  // tournament whose title is still exactly the English seed's gets its titles per locale; an operator's own title stays
  const title = translated(tournaments.title, byEnglish(TOURNAMENTS.map((t) => tournamentTexts(t.title).title)));
  await db
    .update(tournaments)
    .set({ title })
    .where(and(inArray(tournaments.sysname, TOURNAMENTS.map((t) => t.sysname)), changing([[tournaments.title, title]])));
  const rows = await db.select({ id: tournaments.id, sysname: tournaments.sysname }).from(tournaments);
  const tournamentId = new Map(rows.map((r) => [r.sysname, r.id]));
  const links = TOURNAMENTS.flatMap((t) => (gamesByType.get(t.games) ?? []).slice(0, 12).map((gameId) => ({ tournamentId: tournamentId.get(t.sysname)!, gameId })));
  await db.insert(tournamentGames).values(links).onConflictDoNothing();
  return tournamentId;
}

/** Sector labels per locale (the wheel methods answer the request's locale); amounts stay as they are. */
const HOODIE = { 'en-US': 'Casino hoodie', 'pt-BR': 'Moletom do cassino', 'es-ES': 'Sudadera del casino', ar: 'هودي الكازينو' };
const SECTORS = [
  { weight: 20, rewardType: 'money', reward: { title: '1 USD', amount: USD(1) } },
  { weight: 39, rewardType: 'empty', reward: { title: { 'en-US': 'No luck', 'pt-BR': 'Sem sorte', 'es-ES': 'Sin suerte', ar: 'حظ أوفر' } } },
  { weight: 8, rewardType: 'money', reward: { title: '5 USD', amount: USD(5) } },
  { weight: 12, rewardType: 'respin', reward: { title: { 'en-US': 'Spin again', 'pt-BR': 'Gire de novo', 'es-ES': 'Gira otra vez', ar: 'أدر مرة أخرى' } } },
  { weight: 8, rewardType: 'campaign', reward: { title: { 'en-US': '10 USD bonus', 'pt-BR': 'Bônus de 10 USD', 'es-ES': 'Bono de 10 USD', ar: 'مكافأة 10 USD' }, bonus: { amount: USD(10), wager: 5 } } },
  {
    weight: 10,
    rewardType: 'campaign',
    reward: { title: { 'en-US': '10 free spins', 'pt-BR': '10 giros grátis', 'es-ES': '10 giros gratis', ar: '10 دورات مجانية' }, freespins: { game: 'sun-temple-riches', count: 10, bet: USD(0.2) } },
  },
  { weight: 2, rewardType: 'prize', reward: { title: HOODIE, name: HOODIE } },
  { weight: 1, rewardType: 'money', reward: { title: '50 USD', amount: USD(50) } },
] as const;

type Locale = 'en-US' | 'es-ES' | 'pt-BR' | 'ar';
type Texts = Record<Locale, string>;

/** The Lucky Wheel's name per locale (wheel/campaignsGet answers the request's locale). */
const WHEEL_TITLE: Texts = { 'en-US': 'Lucky Wheel', 'pt-BR': 'Roda da Sorte', 'es-ES': 'Rueda de la Suerte', ar: 'عجلة الحظ' };

/** What Casino Club's points are called, per locale (the loyalty methods answer the request's locale). */
const POINTS_ALIAS: Texts = { 'en-US': 'coins', 'pt-BR': 'moedas', 'es-ES': 'monedas', ar: 'عملات' };

/** The wheel's quests, texts per locale (wheel/campaignsQuestsGet answers the request's locale). */
const QUESTS = [
  {
    sysname: 'lucky-five-rounds',
    title: { 'en-US': 'Play 5 rounds', 'pt-BR': 'Jogue 5 rodadas', 'es-ES': 'Juega 5 rondas', ar: 'العب 5 جولات' },
    description: {
      'en-US': 'Play five real-money rounds of any game.',
      'pt-BR': 'Jogue cinco rodadas com dinheiro real em qualquer jogo.',
      'es-ES': 'Juega cinco rondas con dinero real en cualquier juego.',
      ar: 'العب خمس جولات بأموال حقيقية في أي لعبة.',
    },
    kind: 'rounds',
    target: 5n,
    spins: 1,
  },
  {
    sysname: 'lucky-wager-20',
    title: { 'en-US': 'Wager 20 USD', 'pt-BR': 'Aposte 20 USD', 'es-ES': 'Apuesta 20 USD', ar: 'راهن بـ 20 USD' },
    description: {
      'en-US': 'Stake 20 USD in total on any game.',
      'pt-BR': 'Aposte 20 USD no total em qualquer jogo.',
      'es-ES': 'Apuesta 20 USD en total en cualquier juego.',
      ar: 'راهن بما مجموعه 20 USD على أي لعبة.',
    },
    kind: 'wager',
    target: BigInt(USD(20)),
    spins: 3,
  },
  {
    sysname: 'lucky-deposit-50',
    title: { 'en-US': 'Deposit 50 USD', 'pt-BR': 'Deposite 50 USD', 'es-ES': 'Deposita 50 USD', ar: 'أودع 50 USD' },
    description: {
      'en-US': 'Deposit 50 USD or more in total.',
      'pt-BR': 'Deposite 50 USD ou mais no total.',
      'es-ES': 'Deposita 50 USD o más en total.',
      ar: 'أودع 50 USD أو أكثر في المجموع.',
    },
    kind: 'deposit',
    target: BigInt(USD(50)),
    spins: 5,
  },
] as const;

/** Level perks per locale. */
const PERKS = {
  shop: { 'en-US': 'Shop access', 'pt-BR': 'Acesso à loja', 'es-ES': 'Acceso a la tienda', ar: 'الوصول إلى المتجر' },
  wheel: { 'en-US': 'Weekly wheel spin', 'pt-BR': 'Giro semanal na roda', 'es-ES': 'Giro semanal en la rueda', ar: 'دورة أسبوعية على العجلة' },
  vip: { 'en-US': 'VIP products', 'pt-BR': 'Produtos VIP', 'es-ES': 'Productos VIP', ar: 'منتجات VIP' },
  gold: { 'en-US': 'Everything in Gold', 'pt-BR': 'Tudo do nível Ouro', 'es-ES': 'Todo lo del nivel Oro', ar: 'كل مزايا المستوى الذهبي' },
  manager: { 'en-US': 'Personal manager', 'pt-BR': 'Gerente pessoal', 'es-ES': 'Gestor personal', ar: 'مدير حساب شخصي' },
  platinum: { 'en-US': 'Everything in Platinum', 'pt-BR': 'Tudo do nível Platina', 'es-ES': 'Todo lo del nivel Platino', ar: 'كل مزايا المستوى البلاتيني' },
  birthday: { 'en-US': 'Birthday gift', 'pt-BR': 'Presente de aniversário', 'es-ES': 'Regalo de cumpleaños', ar: 'هدية عيد الميلاد' },
} as const satisfies Record<string, Texts>;

/** Casino Club's levels, names and perks per locale (the loyalty methods answer the request's locale). */
const LEVELS = [
  { level: 1, title: { 'en-US': 'Bronze', 'pt-BR': 'Bronze', 'es-ES': 'Bronce', ar: 'برونزي' }, threshold: 0, perks: [PERKS.shop] },
  { level: 2, title: { 'en-US': 'Silver', 'pt-BR': 'Prata', 'es-ES': 'Plata', ar: 'فضي' }, threshold: 100, perks: [PERKS.shop, PERKS.wheel] },
  { level: 3, title: { 'en-US': 'Gold', 'pt-BR': 'Ouro', 'es-ES': 'Oro', ar: 'ذهبي' }, threshold: 1000, perks: [PERKS.shop, PERKS.wheel, PERKS.vip] },
  { level: 4, title: { 'en-US': 'Platinum', 'pt-BR': 'Platina', 'es-ES': 'Platino', ar: 'بلاتيني' }, threshold: 5000, perks: [PERKS.gold, PERKS.manager] },
  { level: 5, title: { 'en-US': 'Diamond', 'pt-BR': 'Diamante', 'es-ES': 'Diamante', ar: 'ماسي' }, threshold: 20000, perks: [PERKS.platinum, PERKS.birthday] },
] as const;

/** The shop, titles and descriptions per locale (loyalty/getproducts answers the request's locale). */
const PRODUCTS = [
  {
    sysname: 'wheel-spin',
    title: { 'en-US': 'A wheel spin', 'pt-BR': 'Um giro na roda', 'es-ES': 'Un giro de la rueda', ar: 'دورة على العجلة' },
    description: { 'en-US': 'One spin of the Lucky Wheel.', 'pt-BR': 'Um giro na Roda da Sorte.', 'es-ES': 'Un giro de la Rueda de la Suerte.', ar: 'دورة واحدة على عجلة الحظ.' },
    price: 50,
    rewardType: 'wheel_spins',
    reward: { campaign: 'lucky-wheel', count: 1 },
    minLevel: 1,
  },
  {
    sysname: 'free-spins-10',
    title: { 'en-US': '10 free spins', 'pt-BR': '10 giros grátis', 'es-ES': '10 giros gratis', ar: '10 دورات مجانية' },
    description: {
      'en-US': '10 free spins on Sun Temple Riches at 0.20 USD.',
      'pt-BR': '10 giros grátis no Sun Temple Riches a 0,20 USD.',
      'es-ES': '10 giros gratis en Sun Temple Riches a 0,20 USD.',
      ar: '10 دورات مجانية في Sun Temple Riches برهان 0.20 USD.',
    },
    price: 150,
    rewardType: 'freespins',
    reward: { game: 'sun-temple-riches', count: 10, bet: USD(0.2) },
    minLevel: 1,
  },
  {
    sysname: 'cash-5',
    title: { 'en-US': '5 USD cash', 'pt-BR': '5 USD em dinheiro', 'es-ES': '5 USD en efectivo', ar: '5 USD نقدًا' },
    description: {
      'en-US': '5 USD on your real balance, no wagering.',
      'pt-BR': '5 USD no seu saldo real, sem requisito de apostas.',
      'es-ES': '5 USD en tu saldo real, sin requisito de apuesta.',
      ar: '5 USD في رصيدك الحقيقي، دون شروط مراهنة.',
    },
    price: 200,
    rewardType: 'money',
    reward: { amount: USD(5) },
    minLevel: 1,
  },
  {
    sysname: 'bonus-10',
    title: { 'en-US': '10 USD bonus', 'pt-BR': 'Bônus de 10 USD', 'es-ES': 'Bono de 10 USD', ar: 'مكافأة 10 USD' },
    description: {
      'en-US': 'A 10 USD bonus, wager 5×.',
      'pt-BR': 'Um bônus de 10 USD, com requisito de apostas de 5×.',
      'es-ES': 'Un bono de 10 USD, con requisito de apuesta de 5×.',
      ar: 'مكافأة بقيمة 10 USD، بشرط مراهنة 5×.',
    },
    price: 300,
    rewardType: 'bonus',
    reward: { amount: USD(10), wager: 5 },
    minLevel: 2,
  },
  {
    sysname: 'vip-cash-50',
    title: { 'en-US': '50 USD cash', 'pt-BR': '50 USD em dinheiro', 'es-ES': '50 USD en efectivo', ar: '50 USD نقدًا' },
    description: {
      'en-US': '50 USD on your real balance, for Gold members and up.',
      'pt-BR': '50 USD no seu saldo real, para membros Ouro ou acima.',
      'es-ES': '50 USD en tu saldo real, para miembros Oro o superior.',
      ar: '50 USD في رصيدك الحقيقي، لأعضاء المستوى الذهبي فما فوق.',
    },
    price: 2000,
    rewardType: 'money',
    reward: { amount: USD(50) },
    minLevel: 3,
  },
] as const;
type Periodic = { kind: 'wager' | 'deposit'; period: 'week' | 'month'; usd: number; points: number };

/**
 * The texts of a quest that starts again every week or month, per locale: what to do (the kind),
 * when (the period) and the reward, so a new periodic quest is one line below.
 */
const PERIODIC_TEXTS: Record<Locale, { title: (q: Periodic) => string; description: (q: Periodic) => string }> = {
  'en-US': {
    title: (q) => `${q.kind === 'wager' ? 'Wager' : 'Deposit'} ${q.usd} USD this ${q.period}`,
    description: (q) =>
      `${q.kind === 'wager' ? `Stake ${q.usd} USD in total on any game` : `Deposit ${q.usd} USD or more in total`} ${q.period === 'week' ? 'this week (Monday to Sunday, UTC)' : 'this month'} to earn ${q.points} coins. It starts again every ${q.period}.`,
  },
  'es-ES': {
    title: (q) => `${q.kind === 'wager' ? 'Apuesta' : 'Deposita'} ${q.usd} USD ${q.period === 'week' ? 'esta semana' : 'este mes'}`,
    description: (q) =>
      `${q.kind === 'wager' ? `Apuesta ${q.usd} USD en total en cualquier juego` : `Deposita ${q.usd} USD o más en total`} ${q.period === 'week' ? 'esta semana (de lunes a domingo, UTC)' : 'este mes'} y gana ${q.points} monedas. Vuelve a empezar cada ${q.period === 'week' ? 'semana' : 'mes'}.`,
  },
  'pt-BR': {
    title: (q) => `${q.kind === 'wager' ? 'Aposte' : 'Deposite'} ${q.usd} USD ${q.period === 'week' ? 'nesta semana' : 'neste mês'}`,
    description: (q) =>
      `${q.kind === 'wager' ? `Aposte ${q.usd} USD no total em qualquer jogo` : `Deposite ${q.usd} USD ou mais no total`} ${q.period === 'week' ? 'nesta semana (de segunda a domingo, UTC)' : 'neste mês'} e ganhe ${q.points} moedas. Recomeça ${q.period === 'week' ? 'toda semana' : 'todo mês'}.`,
  },
  ar: {
    title: (q) => `${q.kind === 'wager' ? 'راهن بـ' : 'أودع'} ${q.usd} دولار ${q.period === 'week' ? 'هذا الأسبوع' : 'هذا الشهر'}`,
    description: (q) =>
      `${q.kind === 'wager' ? `راهن بما مجموعه ${q.usd} دولار على أي لعبة` : `أودع ${q.usd} دولار أو أكثر في المجموع`} ${q.period === 'week' ? 'هذا الأسبوع (من الاثنين إلى الأحد بتوقيت UTC)' : 'هذا الشهر'} واربح ${q.points} عملة. تبدأ من جديد ${q.period === 'week' ? 'كل أسبوع' : 'كل شهر'}.`,
  },
};

const LOCALES = Object.keys(PERIODIC_TEXTS) as Locale[];
const textsOf = (text: (locale: Locale) => string): Texts => Object.fromEntries(LOCALES.map((l) => [l, text(l)])) as Texts;

/** A Casino Club quest that starts again every week or month. */
const periodic = (sysname: string, q: Periodic) => ({
  sysname,
  kind: q.kind,
  target: BigInt(USD(q.usd)),
  rewardPoints: q.points,
  period: q.period,
  title: textsOf((l) => PERIODIC_TEXTS[l].title(q)),
  description: textsOf((l) => PERIODIC_TEXTS[l].description(q)),
});

/** Loyalty quests of Casino Club: one for good, one weekly, one monthly; text per locale. */
const LOYALTY_QUESTS = [
  {
    sysname: 'club-ten-rounds',
    kind: 'rounds',
    target: 10n,
    rewardPoints: 50,
    period: null,
    title: { 'en-US': 'Play 10 rounds', 'es-ES': 'Juega 10 rondas', 'pt-BR': 'Jogue 10 rodadas', ar: 'العب 10 جولات' },
    description: {
      'en-US': 'Play ten real-money rounds of any game to earn 50 coins.',
      'es-ES': 'Juega diez rondas con dinero real en cualquier juego y gana 50 monedas.',
      'pt-BR': 'Jogue dez rodadas com dinheiro real em qualquer jogo e ganhe 50 moedas.',
      ar: 'العب عشر جولات بأموال حقيقية في أي لعبة واربح 50 عملة.',
    },
  },
  periodic('club-weekly-wager-100', { kind: 'wager', period: 'week', usd: 100, points: 200 }),
  periodic('club-monthly-deposit-100', { kind: 'deposit', period: 'month', usd: 100, points: 300 }),
] as const;

/** Texts per locale keyed by their en-US text, as jsonb. */
const byEnglish = (texts: readonly Texts[]) => sql`${JSON.stringify(Object.fromEntries(texts.map((t) => [t['en-US'], t])))}::jsonb`;

/** A jsonb text that is one of `texts`' en-US strings becomes its texts per locale; any other value stays. */
const translated = (value: SQLWrapper, texts: SQL) => sql`coalesce(${texts} -> (${value} #>> '{}'), ${value})`;

/** As `translated`, for each text of a jsonb list. */
const translatedList = (list: SQLWrapper, texts: SQL) =>
  sql`case when jsonb_typeof(${list}) = 'array' then (select coalesce(jsonb_agg(${translated(sql`e`, texts)} order by i), '[]'::jsonb) from jsonb_array_elements(${list}) with ordinality as x(e, i)) else ${list} end`;

/** Rows where one of the new values differs from the column's. */
const changing = (pairs: Array<[SQLWrapper, SQL]>) => or(...pairs.map(([column, value]) => sql`${column} is distinct from ${value}`));

/**
 * A demo database seeded before these texts were given per locale keeps its rows (the seed keeps
 * what exists), and migrations 0019 and 0022 (the points' name) left their English texts as jsonb
 * strings: each text still exactly as the English seed wrote it gets its translations; a text an
 * operator changed stays.
 * Only rows with such a text are written, so once done this writes nothing.
 */
async function translateSeeded(db: Db, ids: { campaignId: number; programId: number }): Promise<void> {
  const program = { pointsAlias: translated(loyaltyPrograms.pointsAlias, byEnglish([POINTS_ALIAS])) };
  await db
    .update(loyaltyPrograms)
    .set(program)
    .where(and(eq(loyaltyPrograms.id, ids.programId), changing([[loyaltyPrograms.pointsAlias, program.pointsAlias]])));
  const level = { title: translated(loyaltyLevels.title, byEnglish(LEVELS.map((l) => l.title))), perks: translatedList(loyaltyLevels.perks, byEnglish(Object.values(PERKS))) };
  await db
    .update(loyaltyLevels)
    .set(level)
    .where(and(eq(loyaltyLevels.programId, ids.programId), changing([[loyaltyLevels.title, level.title], [loyaltyLevels.perks, level.perks]])));
  const product = { title: translated(loyaltyProducts.title, byEnglish(PRODUCTS.map((p) => p.title))), description: translated(loyaltyProducts.description, byEnglish(PRODUCTS.map((p) => p.description))) };
  await db
    .update(loyaltyProducts)
    .set(product)
    .where(and(eq(loyaltyProducts.programId, ids.programId), changing([[loyaltyProducts.title, product.title], [loyaltyProducts.description, product.description]])));
  const campaign = { title: translated(wheelCampaigns.title, byEnglish([WHEEL_TITLE])) };
  await db
    .update(wheelCampaigns)
    .set(campaign)
    .where(and(eq(wheelCampaigns.id, ids.campaignId), changing([[wheelCampaigns.title, campaign.title]])));
  const quest = { title: translated(wheelQuests.title, byEnglish(QUESTS.map((q) => q.title))), description: translated(wheelQuests.description, byEnglish(QUESTS.map((q) => q.description))) };
  await db
    .update(wheelQuests)
    .set(quest)
    .where(and(eq(wheelQuests.campaignId, ids.campaignId), changing([[wheelQuests.title, quest.title], [wheelQuests.description, quest.description]])));
}

/** The Lucky Wheel (sectors, quests) and the Casino Club loyalty programme (levels, shop); the demo player holds points. */
export async function seedRewards(db: Db): Promise<void> {
  await db
    .insert(wheelCampaigns)
    .values({
      sysname: 'lucky-wheel',
      title: { ...WHEEL_TITLE },
      description: {
        text: {
          'en-US': 'Spin for cash, bonuses, free spins and a hoodie. Earn spins with quests or buy them.',
          'pt-BR': 'Gire para ganhar dinheiro, bônus, giros grátis e um moletom. Ganhe giros com missões ou compre-os.',
          'es-ES': 'Gira para ganar dinero, bonos, giros gratis y una sudadera. Consigue giros con misiones o cómpralos.',
          ar: 'أدر العجلة لتربح نقودًا ومكافآت ودورات مجانية وهودي. احصل على الدورات بإكمال المهام أو اشترها.',
        },
        rules: {
          'en-US':
            'Each spin lands on one sector; the chance of a sector is its weight over the sum of the weights. Every spin is fixed in advance by a server seed whose SHA-256 hash you see before spinning, your client seed and a nonce; after the spin the seed is revealed so you can check it.',
          'pt-BR':
            'Cada giro para em um setor; a chance de um setor é o seu peso dividido pela soma dos pesos. Cada giro é definido com antecedência por uma seed do servidor, cujo hash SHA-256 você vê antes de girar, pela sua seed de cliente e por um nonce; depois do giro a seed é revelada para que você possa conferir.',
          'es-ES':
            'Cada giro cae en un sector; la probabilidad de un sector es su peso dividido por la suma de los pesos. Cada giro se fija de antemano con una semilla del servidor, cuyo hash SHA-256 ves antes de girar, tu semilla de cliente y un nonce; tras el giro se revela la semilla para que puedas comprobarlo.',
          ar: 'تتوقف كل دورة على قطاع واحد؛ واحتمال كل قطاع هو وزنه مقسومًا على مجموع الأوزان. تُحدَّد كل دورة مسبقًا ببذرة الخادم التي ترى تجزئتها SHA-256 قبل الدوران، وببذرة العميل الخاصة بك ورقم nonce؛ وبعد الدورة تُكشف البذرة لتتمكن من التحقق منها.',
        },
      },
      startAt: at('2025-01-01T00:00:00Z'),
      endAt: at('2099-12-31T00:00:00Z'),
      spinPrice: BigInt(USD(1)),
      config: { winnersType: 'public', controls: { spin: '/images/wheel/spin.svg', buy: '/images/wheel/buy.svg' } },
    })
    .onConflictDoNothing();
  const [campaign] = await db.select({ id: wheelCampaigns.id }).from(wheelCampaigns).where(eq(wheelCampaigns.sysname, 'lucky-wheel'));
  await db
    .insert(wheelSectors)
    .values(SECTORS.map((s, position) => ({ ...s, reward: { ...s.reward }, campaignId: campaign!.id, position })))
    .onConflictDoNothing();
  await db
    .insert(wheelQuests)
    .values(QUESTS.map((q, priority) => ({ ...q, title: { ...q.title }, description: { ...q.description }, campaignId: campaign!.id, priority })))
    .onConflictDoNothing();

  await db
    .insert(loyaltyPrograms)
    .values({ sysname: 'casino-club', title: 'Casino Club', pointsAlias: { ...POINTS_ALIAS }, pointsPerUnit: 10, description: {
        text: {
          'en-US': 'Earn 10 coins for every 1 USD you stake. Coins buy products in the shop; your level follows every coin you ever earned, so spending never lowers it.',
          'pt-BR': 'Ganhe 10 moedas a cada 1 USD apostado. As moedas compram produtos na loja; seu nível acompanha todas as moedas que você já ganhou, então gastar nunca o reduz.',
          'es-ES': 'Gana 10 monedas por cada 1 USD que apuestes. Las monedas sirven para comprar productos en la tienda; tu nivel sigue todas las monedas que has ganado, así que gastarlas nunca lo baja.',
          ar: 'اربح 10 عملات مقابل كل 1 USD تراهن به. تشتري العملات منتجات من المتجر؛ ويتبع مستواك كل عملة ربحتها على الإطلاق، لذا لا ينخفض أبدًا عند الإنفاق.',
        },
      },
    })
    .onConflictDoNothing();
  const [program] = await db.select({ id: loyaltyPrograms.id }).from(loyaltyPrograms).where(eq(loyaltyPrograms.sysname, 'casino-club'));
  await db
    .insert(loyaltyLevels)
    .values(LEVELS.map((l) => ({ ...l, title: { ...l.title }, perks: l.perks.map((perk) => ({ ...perk })), programId: program!.id, image: `/images/loyalty/level-${l.level}.svg` })))
    .onConflictDoNothing();
  await db
    .insert(loyaltyProducts)
    .values(PRODUCTS.map((p, priority) => ({ ...p, title: { ...p.title }, description: { ...p.description }, reward: { ...p.reward }, programId: program!.id, priority, image: `/images/loyalty/${p.rewardType}.svg` })))
    .onConflictDoNothing();
  await db
    .insert(loyaltyQuests)
    .values(LOYALTY_QUESTS.map((q, priority) => ({ ...q, title: { ...q.title }, description: { ...q.description }, programId: program!.id, priority })))
    .onConflictDoNothing();
  await translateSeeded(db, { campaignId: campaign!.id, programId: program!.id });
  const [demo] = await db.select({ uid: users.uid }).from(users).where(sql`lower(${users.login}) = ${DEMO_LOGIN}`);
  if (demo) await db.insert(loyaltyAccounts).values({ userId: demo.uid, programId: program!.id, points: 500, levelPoints: 1200, level: 3 }).onConflictDoNothing();
}
