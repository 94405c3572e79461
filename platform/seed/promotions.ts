import { and, eq, sql } from 'drizzle-orm';
import { formatSumAmount } from '@/lib/validation/sum-format';
import type { Db } from '../db/client';
import { banners, offers, popups } from '../db/schema';

const at = (iso: string) => new Date(iso);

/** Offer and popup texts are given per locale (campaigns/getoffers, getOffer and popups/get answer the request's locale). */
const DEPOSIT = { 'en-US': 'Deposit', 'pt-BR': 'Depositar', 'es-ES': 'Depositar', ar: 'إيداع' };
const TAKE = { 'en-US': 'Take', 'pt-BR': 'Pegar', 'es-ES': 'Obtener', ar: 'احصل عليها' };
const usd = (amount: number) => ({ amount, currency: 'USD' });

/**
 * One offer of every kind the bonus engine grants (see docs/decisions/0016-bonus-engine.md):
 * a first-deposit bonus (100 % up to 500 USD, 35×: refused where the cap is lower, e.g. GB), deposit
 * free spins, a promo code, a reload unlocked by the first deposit (pushed when it becomes
 * available), free spins and a betting bonus taken on request, and an ended offer.
 */
export const DEMO_OFFERS = [
  {
    sysname: 'welcome-bonus',
    priority: 0,
    trigger: { action: 'deposit', params: { exclude_methods: [], first_deposit: true, min_deposit: usd(10) } },
    description: {
      title: { 'en-US': 'Welcome bonus', 'pt-BR': 'Bônus de boas-vindas', 'es-ES': 'Bono de bienvenida', ar: 'مكافأة الترحيب' },
      text: {
        'en-US': '100% up to 500 USD on your first deposit. Wager the bonus 35 times within 30 days; slots count 100%, table games 10%, live games 0%; 5 USD maximum bet while wagering.',
        'pt-BR': '100% até 500 USD no seu primeiro depósito. Aposte o bônus 35 vezes em até 30 dias; slots contam 100%, jogos de mesa 10%, jogos ao vivo 0%; aposta máxima de 5 USD durante o rollover.',
        'es-ES': '100 % hasta 500 USD en tu primer depósito. Apuesta el bono 35 veces en 30 días; las tragaperras cuentan un 100 %, los juegos de mesa un 10 % y los juegos en vivo un 0 %; apuesta máxima de 5 USD mientras lo liberas.',
        ar: '100% حتى 500 USD على إيداعك الأول. راهن بالمكافأة 35 مرة خلال 30 يومًا؛ تُحتسب ألعاب السلوتس بنسبة 100%، وألعاب الطاولة بنسبة 10%، والألعاب المباشرة بنسبة 0%؛ الحد الأقصى للرهان 5 USD أثناء استيفاء شروط الرهان.',
      },
      button_title: DEPOSIT,
    },
    promotions: [{ id: 1, type: 'bonus', percent: 100, max_amount: usd(500), wager: 35, max_bet: usd(5), validity_days: 30 }],
  },
  {
    sysname: 'friday-free-spins',
    priority: 1,
    trigger: { action: 'deposit', params: { exclude_methods: ['crypto'], min_deposit: usd(20), repeatable: true } },
    description: {
      title: { 'en-US': 'Friday free spins', 'pt-BR': 'Giros grátis de sexta', 'es-ES': 'Giros gratis del viernes', ar: 'دورات الجمعة المجانية' },
      text: {
        'en-US': '50 free spins of 0.20 USD on Sun Temple Riches with a deposit of 20 USD or more; winnings are yours, no wagering.',
        'pt-BR': '50 giros grátis de 0.20 USD no Sun Temple Riches com um depósito de 20 USD ou mais; os ganhos são seus, sem rollover.',
        'es-ES': '50 giros gratis de 0.20 USD en Sun Temple Riches con un depósito de 20 USD o más; las ganancias son tuyas, sin requisitos de apuesta.',
        ar: '50 دورة مجانية بقيمة 0.20 USD على Sun Temple Riches عند إيداع 20 USD أو أكثر؛ الأرباح لك دون شروط رهان.',
      },
    },
    promotions: [{ id: 2, type: 'freespins', count: 50, game: 'sun-temple-riches', bet: usd(0.2), validity_days: 7 }],
  },
  {
    sysname: 'promo-welcome',
    priority: 2,
    promoCode: 'WELCOME',
    trigger: { action: 'promo_code', params: { exclude_methods: [] } },
    description: {
      title: { 'en-US': 'Promo code WELCOME', 'pt-BR': 'Código promocional WELCOME', 'es-ES': 'Código promocional WELCOME', ar: 'الرمز الترويجي WELCOME' },
      text: {
        'en-US': '10 USD bonus when you enter WELCOME, wagered 5 times.',
        'pt-BR': 'Bônus de 10 USD ao inserir WELCOME, com rollover de 5 vezes.',
        'es-ES': 'Bono de 10 USD al introducir WELCOME, con 5 veces de apuesta.',
        ar: 'مكافأة 10 USD عند إدخال WELCOME، يُراهن بها 5 مرات.',
      },
    },
    promotions: [{ id: 3, type: 'bonus', amount: usd(10), wager: 5, validity_days: 14 }],
  },
  {
    sysname: 'reload-bonus',
    priority: 3,
    trigger: { action: 'deposit', params: { exclude_methods: [], after_deposits: 1, min_deposit: usd(20) } },
    description: {
      title: { 'en-US': 'Reload bonus', 'pt-BR': 'Bônus de recarga', 'es-ES': 'Bono de recarga', ar: 'مكافأة إعادة الإيداع' },
      text: {
        'en-US': 'After your first deposit: 50% up to 100 USD on the next one, wagered 10 times.',
        'pt-BR': 'Depois do seu primeiro depósito: 50% até 100 USD no próximo, com rollover de 10 vezes.',
        'es-ES': 'Tras tu primer depósito: 50 % hasta 100 USD en el siguiente, con 10 veces de apuesta.',
        ar: 'بعد إيداعك الأول: 50% حتى 100 USD على الإيداع التالي، يُراهن بها 10 مرات.',
      },
      button_title: DEPOSIT,
    },
    promotions: [{ id: 4, type: 'bonus', percent: 50, max_amount: usd(100), wager: 10 }],
  },
  {
    sysname: 'daily-spins',
    priority: 4,
    trigger: { action: 'take', params: { exclude_methods: [] } },
    description: {
      title: { 'en-US': 'Free spins on the house', 'pt-BR': 'Giros grátis por conta da casa', 'es-ES': 'Giros gratis por cuenta de la casa', ar: 'دورات مجانية على حساب الكازينو' },
      text: {
        'en-US': '10 free spins of 0.10 USD on Sun Temple Riches, no deposit needed; winnings become a bonus wagered 3 times.',
        'pt-BR': '10 giros grátis de 0.10 USD no Sun Temple Riches, sem depósito; os ganhos viram um bônus com rollover de 3 vezes.',
        'es-ES': '10 giros gratis de 0.10 USD en Sun Temple Riches, sin depósito; las ganancias se convierten en un bono con 3 veces de apuesta.',
        ar: '10 دورات مجانية بقيمة 0.10 USD على Sun Temple Riches دون الحاجة إلى إيداع؛ تتحول الأرباح إلى مكافأة يُراهن بها 3 مرات.',
      },
      button_title: TAKE,
    },
    promotions: [{ id: 5, type: 'freespins', count: 10, game: 'sun-temple-riches', bet: usd(0.1), win_wager: 3, validity_days: 3 }],
  },
  {
    sysname: 'sports-free-bet',
    priority: 5,
    trigger: { action: 'take', params: { exclude_methods: [] } },
    description: {
      title: { 'en-US': 'Sports free bet', 'pt-BR': 'Aposta grátis esportiva', 'es-ES': 'Apuesta gratis deportiva', ar: 'رهان رياضي مجاني' },
      text: {
        'en-US': 'A 5 USD betting bonus for slips at odds of 1.50 or more; wager it once and the winnings are yours.',
        'pt-BR': 'Um bônus de apostas de 5 USD para bilhetes com odds de 1.50 ou mais; aposte-o uma vez e os ganhos são seus.',
        'es-ES': 'Un bono de apuestas de 5 USD para boletos con cuotas de 1.50 o más; apuéstalo una vez y las ganancias son tuyas.',
        ar: 'مكافأة رهان بقيمة 5 USD للقسائم بأودز 1.50 أو أكثر؛ راهن بها مرة واحدة وتصبح الأرباح لك.',
      },
      button_title: TAKE,
    },
    promotions: [{ id: 6, type: 'betting_bonus', amount: usd(5), wager: 1, min_odds: 1.5, min_selections: 1, validity_days: 7 }],
  },
  {
    sysname: 'summer-reload',
    priority: 6,
    isActive: false,
    trigger: { action: 'deposit', params: { exclude_methods: [] } },
    description: { title: { 'en-US': 'Summer reload (ended)', 'pt-BR': 'Recarga de verão (encerrada)', 'es-ES': 'Recarga de verano (finalizada)', ar: 'مكافأة إعادة الإيداع الصيفية (انتهت)' }, text: '' },
    promotions: [],
  },
];

/** The welcome popup's tie to the welcome offer, shown on the route re-check (see the popups below). */
const WELCOME_POPUP_LINK = { offer: 'welcome-bonus', show_on: 'visit' };

/** Banner texts are given per locale (banners/get answers the request's locale); amounts as the site writes money in every locale (SPEC §9). */
const BANNER_LOCALES = ['en-US', 'es-ES', 'pt-BR', 'ar'] as const;
const inLocales = (text: (locale: string) => string) => Object.fromEntries(BANNER_LOCALES.map((l) => [l, text(l)]));
const usdIn = (_locale: string, amount: number) => formatSumAmount(amount, 'USD');

/**
 * The named term of every wagering bonus (CMA undertakings: funds are forfeited only under a named term): a
 * withdrawal while a bonus is active forfeits it and its winnings (the burn-bonuses confirm, platform/services/bonuses
 * engine), never the player's own deposit. The last item of the list of each full text below that advertises a bonus
 * to wager (the offer pages and the player's bonuses name it from the engine's fixed terms).
 */
export const FORFEIT_TERM = {
  'en-US': '<li>Withdrawing while a bonus is active forfeits the bonus and its winnings; your own deposit can always be withdrawn.</li>',
  'pt-BR': '<li>Sacar enquanto um bônus estiver ativo faz você perder o bônus e os ganhos obtidos com ele; o seu próprio depósito pode sempre ser sacado.</li>',
  'es-ES': '<li>Si retiras mientras un bono está activo, pierdes el bono y sus ganancias; tu propio depósito siempre se puede retirar.</li>',
  ar: '<li>السحب أثناء نشاط مكافأة يؤدي إلى مصادرة المكافأة وأرباحها؛ يمكنك دائمًا سحب إيداعك الخاص.</li>',
} as const;
type BannerLocale = keyof typeof FORFEIT_TERM;

/** A full text per locale with the forfeiture term as the last item of its list. */
const namingForfeiture = (details: Record<BannerLocale, string>): Record<BannerLocale, string> =>
  Object.fromEntries(Object.entries(details).map(([locale, html]) => [locale, html.replace(/<\/ul>$/, `${FORFEIT_TERM[locale as BannerLocale]}</ul>`)])) as Record<BannerLocale, string>;

/** The full texts of the banners advertising a bonus to wager as first seeded, before they named the forfeiture (see seedPromotions). */
const WELCOME_AS_SEEDED = {
  'en-US':
    '<p>Make your first deposit of $10 or more and choose the welcome bonus in the deposit form: we add 100% of it as a bonus, up to $500.</p><ul><li>Wager the bonus 35 times within 30 days to turn it into real money.</li><li>Slots count 100% towards wagering, table games 10%, live games 0%.</li><li>The maximum bet while wagering is $5.</li><li>One welcome bonus per player, on the first deposit only. Not available in countries whose wagering limit is lower.</li></ul>',
  'pt-BR':
    '<p>Faça seu primeiro depósito de $10 ou mais e escolha o bônus de boas-vindas no formulário de depósito: acrescentamos 100% dele como bônus, até $500.</p><ul><li>Aposte o bônus 35 vezes em até 30 dias para transformá-lo em dinheiro real.</li><li>Slots contam 100% para o rollover, jogos de mesa 10% e jogos ao vivo 0%.</li><li>A aposta máxima durante o rollover é de $5.</li><li>Um bônus de boas-vindas por jogador, apenas no primeiro depósito. Indisponível em países com limite de rollover menor.</li></ul>',
  'es-ES':
    '<p>Haz tu primer depósito de $10 o más y elige el bono de bienvenida en el formulario de depósito: te añadimos el 100 % como bono, hasta $500.</p><ul><li>Apuesta el bono 35 veces en 30 días para convertirlo en dinero real.</li><li>Las tragaperras cuentan un 100 % para el requisito de apuesta, los juegos de mesa un 10 % y los juegos en vivo un 0 %.</li><li>La apuesta máxima mientras lo liberas es de $5.</li><li>Un bono de bienvenida por jugador, solo en el primer depósito. No disponible en países con un límite de requisitos de apuesta menor.</li></ul>',
  ar: '<p>قم بإيداعك الأول بقيمة $10 أو أكثر واختر مكافأة الترحيب في نموذج الإيداع: نضيف 100% من قيمته كمكافأة، حتى $500.</p><ul><li>راهن بالمكافأة 35 مرة خلال 30 يومًا لتتحول إلى مال حقيقي.</li><li>تُحتسب ألعاب السلوتس بنسبة 100% في شروط الرهان، وألعاب الطاولة بنسبة 10%، والألعاب المباشرة بنسبة 0%.</li><li>الحد الأقصى للرهان أثناء استيفاء شروط الرهان هو $5.</li><li>مكافأة ترحيب واحدة لكل لاعب، على الإيداع الأول فقط. غير متاحة في الدول التي يكون فيها حد شروط الرهان أقل.</li></ul>',
};
const TOURNAMENT_AS_SEEDED = {
  'en-US':
    '<p>Take part in Spring Spins on the tournaments page, then play slots with real money: every $1 you stake scores 100 points. The leaderboard updates live.</p><ul><li>1st place: $5,000 in real money.</li><li>2nd place: a $3,000 bonus, wagered 10 times.</li><li>3rd place: 20 free spins of $0.20 on Sun Temple Riches.</li><li>Prizes are paid when the tournament ends. Only real-money rounds of eligible slots count.</li></ul>',
  'pt-BR':
    '<p>Participe do Giros de primavera na página de torneios e jogue slots com dinheiro real: cada $1 apostado vale 100 pontos. A classificação é atualizada ao vivo.</p><ul><li>1º lugar: $5,000 em dinheiro real.</li><li>2º lugar: um bônus de $3,000, com rollover de 10 vezes.</li><li>3º lugar: 20 giros grátis de $0.20 no Sun Temple Riches.</li><li>Os prêmios são pagos quando o torneio termina. Só contam rodadas com dinheiro real nos slots participantes.</li></ul>',
  'es-ES':
    '<p>Apúntate a Giros de primavera en la página de torneos y juega a las tragaperras con dinero real: cada $1 apostado suma 100 puntos. La clasificación se actualiza en directo.</p><ul><li>1.er puesto: $5,000 en dinero real.</li><li>2.º puesto: un bono de $3,000, con 10 veces de apuesta.</li><li>3.er puesto: 20 giros gratis de $0.20 en Sun Temple Riches.</li><li>Los premios se pagan al terminar el torneo. Solo cuentan las rondas con dinero real en las tragaperras participantes.</li></ul>',
  ar: '<p>شارك في بطولة دورات الربيع من صفحة البطولات، ثم العب السلوتس بالمال الحقيقي: كل $1 تراهن به يمنحك 100 نقطة. يتحدّث الترتيب مباشرةً.</p><ul><li>المركز الأول: $5,000 مالًا حقيقيًا.</li><li>المركز الثاني: مكافأة بقيمة $3,000 يُراهن بها 10 مرات.</li><li>المركز الثالث: 20 دورة مجانية بقيمة $0.20 على Sun Temple Riches.</li><li>تُدفع الجوائز عند انتهاء البطولة. تُحتسب فقط الجولات بالمال الحقيقي في ألعاب السلوتس المشاركة.</li></ul>',
};

/**
 * The full texts (HTML, per locale) of the banners shown as cards on /promotions: each card's
 * "Learn more" opens them in the promotion detail dialog. Amounts are written as the site writes
 * money (SPEC §9: the symbol in front, comma thousands, in every locale). Keyed by sysname, with the
 * en-US title each was seeded with (see the update of older demo databases in seedPromotions).
 */
export const BANNER_DETAILS = {
  'home-welcome': {
    title: 'Welcome bonus',
    details: namingForfeiture(WELCOME_AS_SEEDED),
  },
  'home-tournament': {
    title: 'Spring Spins',
    details: namingForfeiture(TOURNAMENT_AS_SEEDED),
  },
  'sidebar-promo': {
    title: 'Free spins Friday',
    details: {
      'en-US':
        '<p>Deposit $20 or more and choose the free-spins offer in the deposit form: you get 50 free spins of $0.20 on Sun Temple Riches.</p><ul><li>Your winnings from the spins are yours: no wagering.</li><li>The spins are valid for 7 days.</li><li>Crypto deposits do not qualify.</li><li>You can take the offer again with every qualifying deposit.</li></ul>',
      'pt-BR':
        '<p>Deposite $20 ou mais e escolha a oferta de giros grátis no formulário de depósito: você ganha 50 giros grátis de $0.20 no Sun Temple Riches.</p><ul><li>Os ganhos dos giros são seus: sem rollover.</li><li>Os giros valem por 7 dias.</li><li>Depósitos em cripto não participam.</li><li>Você pode pegar a oferta de novo a cada depósito que se qualifique.</li></ul>',
      'es-ES':
        '<p>Deposita $20 o más y elige la oferta de giros gratis en el formulario de depósito: recibes 50 giros gratis de $0.20 en Sun Temple Riches.</p><ul><li>Las ganancias de los giros son tuyas: sin requisitos de apuesta.</li><li>Los giros son válidos durante 7 días.</li><li>Los depósitos en criptomonedas no participan.</li><li>Puedes volver a obtener la oferta con cada depósito que cumpla las condiciones.</li></ul>',
      ar: '<p>أودِع $20 أو أكثر واختر عرض الدورات المجانية في نموذج الإيداع: تحصل على 50 دورة مجانية بقيمة $0.20 على Sun Temple Riches.</p><ul><li>أرباح الدورات لك دون شروط رهان.</li><li>الدورات صالحة لمدة 7 أيام.</li><li>لا تؤهّل الإيداعات بالعملات المشفرة لهذا العرض.</li><li>يمكنك الحصول على العرض مجددًا مع كل إيداع مؤهِّل.</li></ul>',
    },
  },
} as const;

export async function seedPromotions(db: Db): Promise<void> {
  await db.insert(offers).values(DEMO_OFFERS).onConflictDoNothing();

  await db
    .insert(banners)
    .values([
      {
        sysname: 'home-welcome',
        priority: 0,
        description: {
          position: 'main',
          title: { 'en-US': 'Welcome bonus', 'es-ES': 'Bono de bienvenida', 'pt-BR': 'Bônus de boas-vindas', ar: 'مكافأة الترحيب' },
          subtitle: inLocales((l) => ({ 'en-US': `100% up to ${usdIn(l, 500)}`, 'es-ES': `100 % hasta ${usdIn(l, 500)}`, 'pt-BR': `100% até ${usdIn(l, 500)}`, ar: `‏100% حتى ${usdIn(l, 500)}` })[l]!),
          button_title: { 'en-US': 'Join now', 'es-ES': 'Únete ahora', 'pt-BR': 'Participe agora', ar: 'انضم الآن' },
          button_slug: '/offers',
          details: BANNER_DETAILS['home-welcome'].details,
        },
      },
      {
        sysname: 'home-tournament',
        priority: 1,
        description: {
          position: 'main',
          title: { 'en-US': 'Spring Spins', 'es-ES': 'Giros de primavera', 'pt-BR': 'Giros de primavera', ar: 'دورات الربيع' },
          subtitle: inLocales((l) => ({ 'en-US': `Share a ${usdIn(l, 10_000)} prize pool`, 'es-ES': `Reparte un bote de ${usdIn(l, 10_000)}`, 'pt-BR': `Divida um prêmio de ${usdIn(l, 10_000)}`, ar: `تقاسم جوائز بقيمة ${usdIn(l, 10_000)}` })[l]!),
          button_title: { 'en-US': 'Take part', 'es-ES': 'Participar', 'pt-BR': 'Participar', ar: 'شارك' },
          button_slug: '/tournaments',
          details: BANNER_DETAILS['home-tournament'].details,
        },
      },
      {
        sysname: 'registration-side',
        priority: 2,
        description: {
          position: 'registration',
          label: { 'en-US': 'Bonus', 'es-ES': 'Bono', 'pt-BR': 'Bônus', ar: 'مكافأة' },
          value: '100%',
          addition: { 'en-US': 'on your <b>first</b> deposit', 'es-ES': 'en tu <b>primer</b> depósito', 'pt-BR': 'no seu <b>primeiro</b> depósito', ar: 'على إيداعك <b>الأول</b>' },
          banner_type: 'compact',
        },
      },
      {
        sysname: 'sidebar-promo',
        priority: 3,
        description: {
          position: 'sidebar',
          title: { 'en-US': 'Free spins Friday', 'es-ES': 'Viernes de giros gratis', 'pt-BR': 'Sexta de giros grátis', ar: 'جمعة الدورات المجانية' },
          button_title: { 'en-US': 'Deposit', 'es-ES': 'Depositar', 'pt-BR': 'Depositar', ar: 'إيداع' },
          button_slug: '/cashier/deposit',
          details: BANNER_DETAILS['sidebar-promo'].details,
        },
      },
      { sysname: 'expired-spring', priority: 4, finishedAt: at('2024-05-01T00:00:00Z'), description: { position: 'main', title: 'Expired' } },
    ])
    .onConflictDoNothing();

  // A demo database seeded before the promotion banners had their full texts keeps its rows (the
  // seed keeps what exists): give the demo's own banners, still titled as seeded, theirs.
  for (const [sysname, { title, details }] of Object.entries(BANNER_DETAILS)) {
    await db
      .update(banners)
      .set({ description: sql`${banners.description} || ${JSON.stringify({ details })}::jsonb` })
      .where(and(eq(banners.sysname, sysname), sql`${banners.description}->'details' is null`, sql`(${banners.description}->>'title' = ${title} or ${banners.description}#>>'{title,en-US}' = ${title})`));
  }
  // …and a banner whose full text is still the one first seeded gets the text that names the forfeiture on withdrawal
  // (an operator's own text stays as it is)
  for (const [sysname, seeded] of [['home-welcome', WELCOME_AS_SEEDED], ['home-tournament', TOURNAMENT_AS_SEEDED]] as const) {
    await db
      .update(banners)
      .set({ description: sql`${banners.description} || ${JSON.stringify({ details: namingForfeiture(seeded) })}::jsonb` })
      .where(and(eq(banners.sysname, sysname), sql`${banners.description}->'details' = ${JSON.stringify(seeded)}::jsonb`));
  }

  await db
    .insert(popups)
    .values([
      // Tied to the welcome offer, as every popup that advertises one: popups/get answers it only to
      // visitors who can get that offer (not after a first deposit, not where the jurisdiction's
      // wagering cap refuses it, e.g. GB); shown on the route re-check (show_on: visit).
      {
        sysname: 'welcome',
        content: {
          title: { 'en-US': 'Welcome!', 'pt-BR': 'Boas-vindas!', 'es-ES': '¡Bienvenido!', ar: 'أهلًا بك!' },
          text: { 'en-US': 'Your first deposit is doubled.', 'pt-BR': 'Seu primeiro depósito em dobro.', 'es-ES': 'Duplicamos tu primer depósito.', ar: 'نضاعف إيداعك الأول.' },
          ...WELCOME_POPUP_LINK,
          button: { title: DEPOSIT, link: '/cashier/deposit' },
        },
      },
      // shown when the reload offer becomes available (campaign.offer.available), not on the route re-check
      // (a popup tied to an offer, without show_on: visit, announces it)
      {
        sysname: 'reload-ready',
        priority: 1,
        content: {
          title: { 'en-US': 'Your reload bonus is ready', 'pt-BR': 'Seu bônus de recarga está pronto', 'es-ES': 'Tu bono de recarga está listo', ar: 'مكافأة إعادة الإيداع جاهزة' },
          text: { 'en-US': '50% up to 100 USD on your next deposit.', 'pt-BR': '50% até 100 USD no seu próximo depósito.', 'es-ES': '50 % hasta 100 USD en tu próximo depósito.', ar: '50% حتى 100 USD على إيداعك التالي.' },
          offer: 'reload-bonus',
          button: { title: DEPOSIT, link: '/cashier/deposit' },
        },
      },
    ])
    .onConflictDoNothing();

  // A demo database seeded before the welcome popup was tied to its offer keeps its row (the seed
  // keeps what exists): tie the demo's own welcome popup, as it was seeded, to the welcome offer too.
  await db
    .update(popups)
    .set({ content: sql`${popups.content} || ${JSON.stringify(WELCOME_POPUP_LINK)}::jsonb` })
    .where(and(eq(popups.sysname, 'welcome'), sql`${popups.content}->'offer' is null`, sql`(${popups.content}->>'title' = 'Welcome!' or ${popups.content}#>>'{title,en-US}' = 'Welcome!')`));
}
