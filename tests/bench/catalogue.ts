// npx tsx tests/bench/catalogue.ts — latency (p50, p99) of representative catalogue calls over the
// seeded catalogue of 2,000+ games, through the platform's /api (fastify inject, in process, one
// call at a time): on PGlite, and on PostgreSQL too when DATABASE_URL is set (a fresh database,
// dropped afterwards). Also prints the seeding time. Figures to read, never a pass/fail timer.
// `cpu` is this process's CPU time per call (with PGlite, the database's work too): steadier than
// wall-clock percentiles on a busy machine.
import { readEnv } from '@/lib/config';
import { IN_MEMORY } from '@/platform/db/client';
import { createLogger } from '@/platform/logger';
import { createPlatform } from '@/platform/server';
import { onEachDatabase, quantile } from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);

const CALLS: [string, string][] = [
  ['first page (priority)', '/api/games/get?count=20'],
  ['query "gold"', '/api/games/get?query=gold&count=20'],
  ['query "roulette", live', '/api/games/get?query=roulette&types=live&count=20'],
  ['query, no match', '/api/games/get?query=zzzz&count=20'],
  ['query "dragon", by popularity', '/api/games/get?query=dragon&sort=popularity&order=desc&count=40'],
  ['category slots, page 10', '/api/games/get?categories=slots&offset=200&count=20'],
  ['providers + tag new', '/api/games/get?providers=aurora,blue-comet,pinecrest&tags=new&count=20'],
  ['options has_demo=false', `/api/games/get?options=${encodeURIComponent('{"has_demo":false}')}&count=20`],
  ['sysname lookup', '/api/games/get?sysname=sportsbook'],
  ['getCategories (12 each)', '/api/games/getCategories'],
  ['getProviders game_params', '/api/games/getProviders?fields=game_params'],
];

async function run(label: string, databaseUrl?: string) {
  // production: as served (no result validation against the contract, which development and tests add)
  // the database's own figures: the in-memory catalogue cache would answer most calls otherwise
  const env = readEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY, SEED_DEMO: 'true', CATALOGUE_CACHE_SECONDS: '0', ...(databaseUrl && { DATABASE_URL: databaseUrl }) });
  const started = performance.now();
  const platform = await createPlatform({ env, logger: createLogger(env) });
  console.log(`${label}: platform start with migrations and seed ${((performance.now() - started) / 1000).toFixed(2)} s`);
  try {
    const total = (await platform.app.inject({ url: '/api/games/get?count=1' })).json().data.total;
    console.log(`${label}: ${total} games; ${RUNS} calls each`);
    for (const [name, url] of CALLS) {
      for (let i = 0; i < 20; i += 1) await platform.app.inject({ url }); // warm-up
      const times: number[] = [];
      const cpu = process.cpuUsage();
      for (let i = 0; i < RUNS; i += 1) {
        const t = performance.now();
        const res = await platform.app.inject({ url });
        times.push(performance.now() - t);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      }
      const { user, system } = process.cpuUsage(cpu);
      times.sort((a, b) => a - b);
      const at = (q: number) => quantile(times, q, 2);
      console.log(`  ${name.padEnd(32)} p50 ${at(0.5).padStart(6)} ms   p99 ${at(0.99).padStart(6)} ms   max ${times.at(-1)!.toFixed(2).padStart(6)} ms   cpu ${((user + system) / 1000 / RUNS).toFixed(2).padStart(5)} ms/call`);
    }
  } finally {
    await platform.close();
  }
}

void onEachDatabase(run);
