// npm run bench:bonuses — what the bonus engine costs a game round: 50 players settling rounds at
// once through POST /games/api/{sysname}/round (fastify inject, real money), three ways in turn:
// the engine's hooks off (the bare round), players without a bonus (the engine looks and finds
// none) and players with an active bonus (max-bet check, split funding, wagering progress written
// and pushed with every round). Each way runs twice, interleaved, on fresh players; PGlite, and
// PostgreSQL too when DATABASE_URL is set. The books are checked after each run. Figures to read,
// never a pass/fail timer.
import { randomBytes } from 'node:crypto';
import { readEnv } from '@/lib/config';
import { IN_MEMORY } from '@/platform/db/client';
import { gameProviders, games, users } from '@/platform/db/schema';
import { createLogger } from '@/platform/logger';
import { createPlatform } from '@/platform/server';
import { awardBonus } from '@/platform/services/bonuses';
import { roundHooks } from '@/platform/services/round-hooks';
import { SESSION_COOKIE, sessions } from '@/platform/services/sessions';
import { applyMovements, ledgerDrift } from '@/platform/services/wallets';
import { concurrently, onEachDatabase, quantile } from './support';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50);
const PER_PLAYER = Number(process.env.BENCH_ROUNDS ?? 30);
type Way = 'hooks off' | 'no bonus' | 'active bonus';

async function run(label: string, databaseUrl?: string) {
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY, SEED_DEMO: 'false', ...(databaseUrl && { DATABASE_URL: databaseUrl }) });
  const platform = await createPlatform({ env, logger: createLogger(env) });
  const hooks = [...roundHooks];
  const results: Record<Way, number[]> = { 'hooks off': [], 'no bonus': [], 'active bonus': [] };
  try {
    const db = platform.database.db;
    const stamp = randomBytes(3).toString('hex');
    const [provider] = await db.insert(gameProviders).values({ sysname: `bench-${stamp}`, name: 'Bench' }).returning();
    const [game] = await db.insert(games).values({ sysname: `bench-slot-${stamp}`, name: 'Bench slot', providerId: provider!.id, type: 'slot' }).returning();
    let batch = 0;
    const measure = async (way: Way) => {
      batch += 1;
      roundHooks.splice(0, roundHooks.length, ...(way === 'hooks off' ? [] : hooks));
      const players = await db
        .insert(users)
        .values(Array.from({ length: PLAYERS }, (_, i) => ({ login: `bonus-bench${batch}-${i}-${stamp}@example.com`, currency: 'USD', countryCode: 'DE' })))
        .returning({ uid: users.uid });
      for (const p of players) {
        await applyMovements(db, { userId: p.uid, currency: 'USD' }, [{ balance: 'main', amount: 1_000_000n, kind: 'adjustment', idempotencyKey: `bench:${p.uid}` }]);
        if (way === 'active bonus') await db.transaction((tx) => awardBonus(tx, { userId: p.uid, currency: 'USD', amount: 1_000_000n, wagerMultiplier: 35, source: 'bench', title: 'Bench bonus' }));
      }
      const cookies = await Promise.all(players.map(async (p) => `${SESSION_COOKIE}=${(await sessions.create(db, p.uid)).id}`));
      const play = (cookie: string) =>
        platform.app.inject({ method: 'POST', url: `/games/api/${game!.sysname}/round`, payload: { mode: 'real', bet: 1, idempotency_key: randomBytes(12).toString('hex') }, headers: { cookie } });
      await Promise.all(cookies.slice(0, 5).map((cookie) => play(cookie))); // warm-up
      const { times, failed, seconds } = await concurrently(cookies, PER_PLAYER, (cookie) => play(cookie));
      const rate = times.length / seconds;
      results[way].push(rate);
      const drift = await ledgerDrift(db);
      console.log(
        `${label.padEnd(10)} ${way.padEnd(12)} ${times.length} rounds in ${seconds.toFixed(2)} s: ${rate.toFixed(0)} rounds/s, p50 ${quantile(times, 0.5)} ms, p99 ${quantile(times, 0.99)} ms; failed ${failed}; ledger drift ${drift.length === 0 ? 'none' : JSON.stringify(drift)}`,
      );
    };
    for (let pass = 0; pass < 2; pass += 1) for (const way of ['hooks off', 'no bonus', 'active bonus'] as const) await measure(way);
    const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
    const base = mean(results['hooks off']);
    for (const way of ['no bonus', 'active bonus'] as const) console.log(`${label.padEnd(10)} ${way}: ${mean(results[way]).toFixed(0)} rounds/s, ${(((base - mean(results[way])) / base) * 100).toFixed(1)}% below the bare round (${base.toFixed(0)} rounds/s)`);
  } finally {
    roundHooks.splice(0, roundHooks.length, ...hooks);
    await platform.close();
  }
}

void onEachDatabase(run);
