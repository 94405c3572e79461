// npm run bench:rounds — game rounds per second and latency (p50, p99) with 50 players playing at
// once through POST /games/api/{sysname}/round (fastify inject, in process; real money, each round
// debiting and crediting through the ledger): on PGlite, and on PostgreSQL too when DATABASE_URL is
// set (a fresh database, dropped afterwards). After each run the books are checked (sum of ledger
// = balance). Figures to read, never a pass/fail timer. This process's CPU time per round is the
// steadier figure on a shared machine (PGlite runs in it; on PostgreSQL the server's share is apart).
import { randomBytes } from 'node:crypto';
import { readEnv } from '@/lib/config';
import { IN_MEMORY } from '@/platform/db/client';
import { gameProviders, games, users } from '@/platform/db/schema';
import { createLogger } from '@/platform/logger';
import { createPlatform } from '@/platform/server';
import { SESSION_COOKIE, sessions } from '@/platform/services/sessions';
import { applyMovements, ledgerDrift } from '@/platform/services/wallets';
import { concurrently, onEachDatabase, quantile, serverCpu } from './support';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50);
const PER_PLAYER = Number(process.env.BENCH_ROUNDS ?? 40);

async function run(label: string, databaseUrl?: string, dataDir?: string) {
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir ?? IN_MEMORY, SEED_DEMO: 'false', ...(process.env.PGLITE_FSYNC && { PGLITE_FSYNC: process.env.PGLITE_FSYNC }), ...(databaseUrl && { DATABASE_URL: databaseUrl }) });
  const platform = await createPlatform({ env, logger: createLogger(env) });
  try {
    const db = platform.database.db;
    const stamp = randomBytes(3).toString('hex');
    const [provider] = await db.insert(gameProviders).values({ sysname: `bench-${stamp}`, name: 'Bench' }).returning();
    const [game] = await db.insert(games).values({ sysname: `bench-slot-${stamp}`, name: 'Bench slot', providerId: provider!.id, type: 'slot', tags: ['jackpot'] }).returning();
    const players = await db
      .insert(users)
      .values(Array.from({ length: PLAYERS }, (_, i) => ({ login: `rounds${i}-${stamp}@example.com`, currency: 'USD' })))
      .returning({ uid: users.uid });
    for (const p of players) await applyMovements(db, { userId: p.uid, currency: 'USD' }, [{ balance: 'main', amount: 1_000_000n, kind: 'adjustment', idempotencyKey: `bench:${p.uid}` }]);
    const cookies = await Promise.all(players.map(async (p) => `${SESSION_COOKIE}=${(await sessions.create(db, p.uid)).id}`));
    const play = (cookie: string) =>
      platform.app.inject({ method: 'POST', url: `/games/api/${game!.sysname}/round`, payload: { mode: 'real', bet: 1, idempotency_key: randomBytes(12).toString('hex') }, headers: { cookie } });
    await Promise.all(cookies.map((cookie) => play(cookie))); // warm-up: every pooled connection opened, its statements prepared

    const server = databaseUrl ? await serverCpu(db) : null;
    const cpu = process.cpuUsage();
    const { times, failed, seconds } = await concurrently(cookies, PER_PLAYER, (cookie) => play(cookie));
    const { user, system } = process.cpuUsage(cpu);
    const serverMs = await server?.();
    const at = (q: number) => quantile(times, q);
    const drift = await ledgerDrift(db);
    console.log(
      `${label.padEnd(22)} ${times.length} rounds by ${PLAYERS} players in ${seconds.toFixed(2)} s: ${(times.length / seconds).toFixed(0)} rounds/s, ` +
        `latency p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${times.at(-1)!.toFixed(1)} ms; this process's CPU ${((user + system) / 1000 / times.length).toFixed(2)} ms/round` +
        `${serverMs == null ? '' : `, the server's ${(serverMs / times.length).toFixed(2)} ms/round`}; ` +
        `failed ${failed}; ledger drift ${drift.length === 0 ? 'none' : JSON.stringify(drift)}`,
    );
  } finally {
    await platform.close();
  }
}

void onEachDatabase(run);
