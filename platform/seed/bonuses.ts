import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bonuses, cashbacks, games, users } from '../db/schema';
import { awardBonus, awardFreeSpins } from '../services/bonuses';
import { DEMO_PASSWORD_HASH } from './players';
import { seedWallets } from './wallets';

/** The player who shows every kind of bonus at once (password Demo1234). */
export const BONUS_LOGIN = 'bonus@example.com';

const FAR = new Date('2099-12-31T00:00:00Z');

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
  const uid = player.uid;
  const welcome = await awardBonus(db, {
    userId: uid,
    currency: 'USD',
    amount: 5_000n,
    wagerMultiplier: 20,
    source: 'offer',
    title: 'Welcome bonus',
    expiresAt: FAR,
    maxBet: 500n,
    description: { title: 'Welcome bonus', text: '100% of your first deposit, wagered 20 times; 5 USD maximum bet.' },
  });
  await db.update(bonuses).set({ wagered: 35_000n }).where(eq(bonuses.id, welcome.bonusId));
  await awardBonus(db, { userId: uid, currency: 'USD', amount: 2_000n, wagerMultiplier: 10, source: 'loyalty', title: 'Loyalty gift', expiresAt: FAR, description: { title: 'Loyalty gift', text: '20 USD for reaching Silver, wagered 10 times.' } });
  await awardBonus(db, { userId: uid, currency: 'USD', amount: 1_000n, wagerMultiplier: 1, kind: 'betting', minOdds: 150, minSelections: 1, source: 'offer', title: 'Sports free bet', expiresAt: FAR, description: { title: 'Sports free bet', text: 'Slips at odds of 1.50 or more; wager it once.' } });
  const [slot] = await db.select({ id: games.id }).from(games).where(eq(games.sysname, 'sun-temple-riches'));
  if (slot) await awardFreeSpins(db, { userId: uid, gameId: slot.id, count: 20, bet: 10n, currency: 'USD', source: 'offer', expiresAt: FAR, winWagerMultiplier: 3, description: { title: '20 free spins', text: 'Winnings become a bonus wagered 3 times.' } });
  await db.insert(cashbacks).values({ userId: uid, amount: 1_200n, currency: 'USD', status: 'active', percent: 10, description: { title: 'Weekly cashback', text: '10% of last week’s net losses.' }, endDate: new Date('2025-01-26T00:00:00Z'), periodStart: new Date('2025-01-19T00:00:00Z'), receivingExpiredAt: FAR });
}
