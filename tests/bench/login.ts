// npx tsx tests/bench/login.ts — median time of a login (argon2id verify + session) over 100 logins
// against an in-memory platform (PGlite, fastify inject). A figure to read, never a pass/fail timer.
import { readEnv } from '@/lib/config';
import { IN_MEMORY } from '@/platform/db/client';
import { createLogger } from '@/platform/logger';
import { DEMO_LOGIN, DEMO_PASSWORD } from '@/platform/seed';
import { createPlatform } from '@/platform/server';
import { ARGON2_PARAMS } from '@/platform/services/passwords';

const RUNS = Number(process.env.BENCH_LOGINS ?? 100);

async function main() {
  // limits high enough for the run: the benchmark measures the login, not the limiter
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY, SEED_DEMO: 'true', RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_LOGIN: '100000' });
  const platform = await createPlatform({ env, logger: createLogger(env) });
  try {
    const login = () => platform.app.inject({ method: 'POST', url: '/api/login', payload: { login: DEMO_LOGIN, password: DEMO_PASSWORD } });
    for (let i = 0; i < 3; i += 1) await login(); // warm-up: the first calls compile and fill caches
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      const res = await login();
      times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    const { memoryCost, timeCost, parallelism } = ARGON2_PARAMS;
    console.log(`argon2id parameters: m=${memoryCost} KiB (${memoryCost / 1024} MiB), t=${timeCost}, p=${parallelism}`);
    console.log(`login over ${RUNS} runs: median ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${times[0]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
  } finally {
    await platform.close();
  }
}

void main();
