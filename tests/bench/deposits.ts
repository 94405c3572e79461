// npx tsx tests/bench/deposits.ts — deposits per second and latency (p50, p99) with 50 players
// depositing at once through POST /api/makedeposit (fastify inject, in process): on PGlite, and
// on PostgreSQL too when DATABASE_URL is set (a fresh database, dropped afterwards). After each
// run the books are checked (sum of ledger = balance). Figures to read, never a pass/fail timer.
import { readEnv } from '@/lib/config';
import { IN_MEMORY } from '@/platform/db/client';
import { users } from '@/platform/db/schema';
import { createLogger } from '@/platform/logger';
import { createPlatform } from '@/platform/server';
import { SESSION_COOKIE, sessions } from '@/platform/services/sessions';
import { ledgerDrift } from '@/platform/services/wallets';
import { concurrently, onEachDatabase, quantile } from './support';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50);
const PER_PLAYER = Number(process.env.BENCH_DEPOSITS ?? 20);

async function run(label: string, databaseUrl?: string, dataDir?: string) {
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir ?? IN_MEMORY, SEED_DEMO: 'false', ...(process.env.PGLITE_FSYNC && { PGLITE_FSYNC: process.env.PGLITE_FSYNC }), ...(databaseUrl && { DATABASE_URL: databaseUrl }) });
  const platform = await createPlatform({ env, logger: createLogger(env) });
  try {
    const db = platform.database.db;
    const stamp = Date.now().toString(36);
    const players = await db
      .insert(users)
      .values(Array.from({ length: PLAYERS }, (_, i) => ({ login: `bench${i}-${stamp}@example.com`, currency: 'USD' })))
      .returning({ uid: users.uid });
    const cookies = await Promise.all(players.map(async (p) => `${SESSION_COOKIE}=${(await sessions.create(db, p.uid)).id}`));
    const deposit = (cookie: string, n: number) =>
      platform.app.inject({ method: 'POST', url: '/api/makedeposit', payload: { method: 'demo_card', amount: String(10 + (n % 10)), requisites: { card_number: '4111111111111111' } }, headers: { cookie } });
    await Promise.all(cookies.slice(0, 5).map((cookie) => deposit(cookie, 0))); // warm-up: compile paths, fill caches

    const { times, failed, seconds } = await concurrently(cookies, PER_PLAYER, (cookie, n) => deposit(cookie, n));
    const at = (q: number) => quantile(times, q);
    const drift = await ledgerDrift(db);
    console.log(
      `${label.padEnd(22)} ${times.length} deposits by ${PLAYERS} players in ${seconds.toFixed(2)} s: ${(times.length / seconds).toFixed(0)} deposits/s, ` +
        `latency p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${times.at(-1)!.toFixed(1)} ms; failed ${failed}; ledger drift ${drift.length === 0 ? 'none' : JSON.stringify(drift)}`,
    );
  } finally {
    await platform.close();
  }
}

void onEachDatabase(run);
