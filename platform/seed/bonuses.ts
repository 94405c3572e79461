import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bonuses, cashbacks, games, users } from '../db/schema';
import { awardBonus, awardFreeSpins } from '../services/bonuses';
import { WEEKLY_CASHBACK, type Texts } from '../services/bonuses/texts';
import { DEMO_PASSWORD_HASH } from './players';
import { seedWallets } from './wallets';

/** The player who shows every kind of bonus at once (password Demo1234). */
export const BONUS_LOGIN = 'bonus@example.com';

const FAR = new Date('2099-12-31T00:00:00Z');

/** The demo bonuses' texts per locale (bonuses/get, freespins/get and cashbacks/get answer the request's locale). */
const TEXTS = {
  welcome: {
    title: { 'en-US': 'Welcome bonus', 'pt-BR': 'Bônus de boas-vindas', 'es-ES': 'Bono de bienvenida', ar: 'مكافأة الترحيب' },
    text: {
      'en-US': '100% of your first deposit, wagered 20 times; 5 USD maximum bet.',
      'pt-BR': '100% do seu primeiro depósito, com rollover de 20 vezes; aposta máxima de 5 USD.',
      'es-ES': '100 % de tu primer depósito, con 20 veces de apuesta; apuesta máxima de 5 USD.',
      ar: '100% من إيداعك الأول، يُراهن بها 20 مرة؛ الحد الأقصى للرهان 5 USD.',
    },
  },
  loyalty: {
    title: { 'en-US': 'Loyalty gift', 'pt-BR': 'Presente de fidelidade', 'es-ES': 'Regalo de fidelidad', ar: 'هدية الولاء' },
    text: {
      'en-US': '20 USD for reaching Silver, wagered 10 times.',
      'pt-BR': '20 USD por chegar ao nível Prata, com rollover de 10 vezes.',
      'es-ES': '20 USD por alcanzar el nivel Plata, con 10 veces de apuesta.',
      ar: '20 USD لبلوغ المستوى الفضي، يُراهن بها 10 مرات.',
    },
  },
  freeBet: {
    title: { 'en-US': 'Sports free bet', 'pt-BR': 'Aposta grátis esportiva', 'es-ES': 'Apuesta gratis deportiva', ar: 'رهان رياضي مجاني' },
    text: {
      'en-US': 'Slips at odds of 1.50 or more; wager it once.',
      'pt-BR': 'Bilhetes com odds de 1.50 ou mais; aposte-o uma vez.',
      'es-ES': 'Boletos con cuotas de 1.50 o más; apuéstalo una vez.',
      ar: 'قسائم بأودز 1.50 أو أكثر؛ راهن بها مرة واحدة.',
    },
  },
  spins: {
    title: { 'en-US': '20 free spins', 'pt-BR': '20 giros grátis', 'es-ES': '20 giros gratis', ar: '20 دورة مجانية' },
    text: {
      'en-US': 'Winnings become a bonus wagered 3 times.',
      'pt-BR': 'Os ganhos viram um bônus com rollover de 3 vezes.',
      'es-ES': 'Las ganancias se convierten en un bono con 3 veces de apuesta.',
      ar: 'تتحول الأرباح إلى مكافأة يُراهن بها 3 مرات.',
    },
  },
} as const satisfies Record<string, { title: Texts; text: Texts }>;

/** A seeded cashback's texts per locale (demo@example.com's too). */
export const SEEDED_CASHBACK = {
  title: WEEKLY_CASHBACK,
  text: {
    'en-US': '10% of last week’s net losses.',
    'pt-BR': '10% das suas perdas líquidas da semana passada.',
    'es-ES': '10 % de tus pérdidas netas de la semana pasada.',
    ar: '10% من صافي خسائرك في الأسبوع الماضي.',
  },
} as const satisfies { title: Texts; text: Texts };

/**
 * bonus@example.com: 200 USD, an active casino bonus part-wagered, an available one waiting for
 * activation, an active betting bonus, a free-spin pack whose wins are wagered and an active
 * cashback. Everything through the engine (ledger entries included). Idempotent: skipped when the
 * player has bonuses already.
 */
export async function seedBonuses(db: Db): Promise<void> {
  await db
    .insert(users)
    .values({ login: BONUS_LOGIN, email: BONUS_LOGIN, fakename: 'BonusHunter', passwordHash: DEMO_PASSWORD_HASH, locale: 'en-US', countryCode: 'US', currency: 'USD', regTime: new Date('2025-01-04T12:00:00Z'), passwordChangedAt: new Date('2025-01-01T12:00:00Z') })
    .onConflictDoNothing();
  const [player] = await db.select({ uid: users.uid }).from(users).where(sql`lower(${users.login}) = ${BONUS_LOGIN}`);
  if (!player) return;
  await seedWallets(db, { [BONUS_LOGIN]: { main: 20_000n, fun: 100_000n } });
  const [has] = await db.select({ id: bonuses.id }).from(bonuses).where(eq(bonuses.userId, player.uid)).limit(1);
  if (has) return;
  await giveBonusSet(db, player.uid);
}

/**
 * bonus@example.com's promotions for the player `uid` (USD): the welcome bonus part-wagered, the
 * loyalty gift waiting for activation, a sports free bet, 20 free spins and a 12 USD cashback. The
 * seed gives them to bonus@example.com; the journeys (POST /api/dev/bonus-set) to players of their own.
 */
export async function giveBonusSet(db: Db, uid: number): Promise<void> {
  const welcome = await awardBonus(db, {
    userId: uid,
    currency: 'USD',
    amount: 5_000n,
    wagerMultiplier: 20,
    source: 'offer',
    title: TEXTS.welcome.title,
    expiresAt: FAR,
    maxBet: 500n,
    description: TEXTS.welcome,
  });
  await db.update(bonuses).set({ wagered: 35_000n }).where(eq(bonuses.id, welcome.bonusId));
  await awardBonus(db, { userId: uid, currency: 'USD', amount: 2_000n, wagerMultiplier: 10, source: 'loyalty', title: TEXTS.loyalty.title, expiresAt: FAR, description: TEXTS.loyalty });
  await awardBonus(db, { userId: uid, currency: 'USD', amount: 1_000n, wagerMultiplier: 1, kind: 'betting', minOdds: 150, minSelections: 1, source: 'offer', title: TEXTS.freeBet.title, expiresAt: FAR, description: TEXTS.freeBet });
  const [slot] = await db.select({ id: games.id }).from(games).where(eq(games.sysname, 'sun-temple-riches'));
  if (slot) await awardFreeSpins(db, { userId: uid, gameId: slot.id, count: 20, bet: 10n, currency: 'USD', source: 'offer', expiresAt: FAR, winWagerMultiplier: 3, description: TEXTS.spins });
  await db.insert(cashbacks).values({ userId: uid, amount: 1_200n, currency: 'USD', status: 'active', percent: 10, description: SEEDED_CASHBACK, endDate: new Date('2025-01-26T00:00:00Z'), periodStart: new Date('2025-01-19T00:00:00Z'), receivingExpiredAt: FAR });
}
