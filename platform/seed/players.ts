import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tournamentParticipants, users, wins } from '../db/schema';
import { seedWallets } from './wallets';

/**
 * Demo players, all with the password Demo1234:
 * - demo@example.com: funded USD wallet (1 000 real, 5 000 play money), tournament entries and wins;
 * - twofa@example.com: 500 USD; two-factor on (the code arrives in the outbox, GET /api/dev/outbox?to=twofa@example.com);
 * - blocked@example.com: banned (login answers UserBannedException).
 */
export const DEMO_LOGIN = 'demo@example.com';
export const DEMO_PASSWORD = 'Demo1234';
export const TWO_FACTOR_LOGIN = 'twofa@example.com';
export const BANNED_LOGIN = 'blocked@example.com';

/** argon2id (services/passwords ARGON2_PARAMS) of DEMO_PASSWORD, fixed so seeding costs no hashing. */
export const DEMO_PASSWORD_HASH = '$argon2id$v=19$m=65536,t=3,p=1$AzyGmKEXBM4WOIL2MSqUJA$RJNLmTLljBq0gHWQrDjR0DXV/QMwq5IxYoOS2ZRVyRk';

/** The demo players; a demo player seeded before passwords existed gets the demo password. */
export async function seedPlayers(db: Db, ids: { games: Map<string, number>; tournaments: Map<string, number> }): Promise<number> {
  const common = { passwordHash: DEMO_PASSWORD_HASH, locale: 'en-US', countryCode: 'US', currency: 'USD', passwordChangedAt: new Date('2025-01-01T12:00:00Z') };
  await db
    .insert(users)
    .values([
      { ...common, login: DEMO_LOGIN, email: DEMO_LOGIN, fakename: 'DemoPlayer', regTime: new Date('2025-01-01T12:00:00Z') },
      { ...common, login: TWO_FACTOR_LOGIN, email: TWO_FACTOR_LOGIN, fakename: 'SafePlayer', twoFactorAuth: true, regTime: new Date('2025-01-02T12:00:00Z') },
      { ...common, login: BANNED_LOGIN, email: BANNED_LOGIN, fakename: 'BlockedPlayer', banned: true, regTime: new Date('2025-01-03T12:00:00Z') },
    ])
    .onConflictDoNothing();
  await db
    .update(users)
    .set({ passwordHash: DEMO_PASSWORD_HASH })
    .where(and(sql`lower(${users.login}) in (${DEMO_LOGIN}, ${TWO_FACTOR_LOGIN}, ${BANNED_LOGIN})`, isNull(users.passwordHash)));
  const [demo] = await db.select({ uid: users.uid }).from(users).where(sql`lower(${users.login}) = ${DEMO_LOGIN}`);
  const uid = demo!.uid;
  await seedWallets(db, {
    [DEMO_LOGIN]: { main: 100_000n, fun: 500_000n }, // 1 000 USD real, 5 000 USD play money
    [TWO_FACTOR_LOGIN]: { main: 50_000n },
    [BANNED_LOGIN]: {},
  });

  const finished = ids.tournaments.get('winter-classic');
  const active = ids.tournaments.get('spring-spins');
  const rows = [finished && { tournamentId: finished, userId: uid, points: 1250, prize: 150_000n }, active && { tournamentId: active, userId: uid, points: 340, prize: null }];
  await db
    .insert(tournamentParticipants)
    .values(rows.filter((r) => !!r))
    .onConflictDoNothing();

  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(wins).where(eq(wins.userId, uid));
  if (Number(n) === 0) {
    const won = [['sun-temple-riches', 125_000n], ['sky-rocket-crash', 48_000n], ['ember-dragons', 9_950n], ['mines', 3_200n], ['european-roulette', 72_000n]] as const;
    await db.insert(wins).values(
      won.map(([sysname, amount], i) => ({ userId: uid, gameId: ids.games.get(sysname)!, amount, currency: 'USD', createdAt: new Date(Date.UTC(2025, 0, 2 + i)) })),
    );
  }
  return uid;
}
