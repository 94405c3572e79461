import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { games, protectionState, users } from '../db/schema';
import { rememberDepositMethod } from '../services/payments';
import { seedAccounts } from './accounts';
import { BONUS_LOGIN, seedBonuses } from './bonuses';
import { seedCatalogue, seededCatalogue } from './catalogue';
import { BANNED_LOGIN, DEMO_LOGIN, seedPlayers, TWO_FACTOR_LOGIN } from './players';
import { seedPromotions } from './promotions';
import { seedRewards, seedTournaments } from './rewards';
import { seedFreespins, seedShowcase } from './showcase';
import { seedSportsbook } from './sportsbook';

export { BANNED_LOGIN, DEMO_LOGIN, DEMO_PASSWORD, TWO_FACTOR_LOGIN } from './players';
export { BONUS_LOGIN } from './bonuses';

/**
 * Demo content, fixed and deterministic: 18 providers, ~2,000 games of every §3 type in categories,
 * tournaments (active, future, finished), offers, banners, a popup, jackpots with past payouts, winners-board wins by showcase players, a free-spin pack, the Lucky Wheel with quests, the Casino Club loyalty programme (levels, shop) and the demo players (demo@example.com, twofa@example.com with two-factor, blocked@example.com banned; password Demo1234).
 * Settings are not copied: their defaults live in services/settings.ts until an operator stores one. Idempotent: rows that exist (by sysname / login) are kept; one transaction.
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const gameIds = await seedCatalogue(tx);
    const rows = await tx.select({ id: games.id, type: games.type }).from(games);
    const byType = new Map<string, number[]>();
    for (const row of rows.sort((a, b) => a.id - b.id)) byType.set(row.type, [...(byType.get(row.type) ?? []), row.id]);
    const tournamentIds = await seedTournaments(tx, byType);
    await seedPromotions(tx);
    const demoUid = await seedPlayers(tx, { games: gameIds, tournaments: tournamentIds });
    await seedRewards(tx);
    await seedShowcase(tx, seededCatalogue(), gameIds);
    await seedFreespins(tx, demoUid, gameIds.get('sun-temple-riches'));
    await seedSportsbook(tx);
    await seedAccounts(tx);
    await seedBonuses(tx);
    await seedLimitPromptAnswers(tx);
    await seedDepositCards(tx);
  });
}

/** The card the demo players deposited with (their opening balances stand for deposits): withdrawals go back to it. */
export const DEMO_DEPOSIT_CARD = '4111111111111111';

/**
 * The demo players have been around, their money came from deposits: the card method with
 * DEMO_DEPOSIT_CARD is theirs to withdraw to (kept as its fingerprint and mask, as a deposit
 * would leave it). Idempotent.
 */
async function seedDepositCards(db: Db): Promise<void> {
  const rows = await db.select({ uid: users.uid }).from(users).where(inArray(users.login, [DEMO_LOGIN, TWO_FACTOR_LOGIN, BANNED_LOGIN, BONUS_LOGIN]));
  for (const { uid } of rows) await rememberDepositMethod(db, uid, 'demo_card', DEMO_DEPOSIT_CARD);
}

/**
 * The demo players stand for players who have been around: the rule pack's limit prompt (before a
 * first deposit by default) was answered long ago, so it greets new registrations only.
 */
async function seedLimitPromptAnswers(db: Db): Promise<void> {
  const rows = await db.select({ uid: users.uid }).from(users).where(inArray(users.login, [DEMO_LOGIN, TWO_FACTOR_LOGIN, BANNED_LOGIN, BONUS_LOGIN]));
  if (rows.length > 0) await db.insert(protectionState).values(rows.map((r) => ({ userId: r.uid, limitPromptDone: true }))).onConflictDoNothing();
}
