import type { Db } from '../db/client';
import { games } from '../db/schema';
import { seedAccounts } from './accounts';
import { seedCatalogue, seededCatalogue } from './catalogue';
import { seedPlayers } from './players';
import { seedPromotions } from './promotions';
import { seedFreespins, seedShowcase } from './showcase';
import { seedSportsbook } from './sportsbook';

export { BANNED_LOGIN, DEMO_LOGIN, DEMO_PASSWORD, TWO_FACTOR_LOGIN } from './players';

/**
 * Demo content, fixed and deterministic: 18 providers, ~2,000 games of every §3 type in categories,
 * tournaments (active, future, finished), offers, banners, a popup, jackpots with past payouts, winners-board wins by showcase players, a free-spin pack and the demo players (demo@example.com, twofa@example.com with two-factor, blocked@example.com banned; password Demo1234).
 * Settings are not copied: their defaults live in services/settings.ts until an operator stores one. Idempotent: rows that exist (by sysname / login) are kept; one transaction.
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const gameIds = await seedCatalogue(tx);
    const rows = await tx.select({ id: games.id, type: games.type }).from(games);
    const byType = new Map<string, number[]>();
    for (const row of rows.sort((a, b) => a.id - b.id)) byType.set(row.type, [...(byType.get(row.type) ?? []), row.id]);
    const tournamentIds = await seedPromotions(tx, byType);
    const demoUid = await seedPlayers(tx, { games: gameIds, tournaments: tournamentIds });
    await seedShowcase(tx, seededCatalogue(), gameIds);
    await seedFreespins(tx, demoUid, gameIds.get('sun-temple-riches'));
    await seedSportsbook(tx);
    await seedAccounts(tx);
  });
}
