// npm run bench — first-load JavaScript per route (gzip) beside a bare Next page, and requests
// per second on / and /gamehall with autocannon. Figures only: nothing here passes or fails.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { startBareNext, waitFor } from './bare-next';
import { firstLoadJs, kb } from './first-load-js';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://localhost:${PORT}`;
const ROUTES = ['/', '/gamehall', '/promotions', '/tournaments', '/game/sun-temple-riches', '/pt-BR', '/forms/sign_in'];
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

async function rps(path: string) {
  const result = await autocannon({ url: `${origin}${path}`, connections: 10, duration: DURATION });
  return { path, rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
}

async function main() {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), DATA_DIR: '.data/bench', LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1' },
  });
  try {
    await waitFor(`${origin}/healthz`);
    const bare = await startBareNext(PORT + 1);
    const baseline = await firstLoadJs(bare.origin, '/');
    bare.stop();
    console.log(`\nFirst-load JS (gzip)   bare Next 16 page: ${kb(baseline.gzipBytes)}`);
    for (const route of ROUTES) {
      const r = await firstLoadJs(origin, route);
      console.log(`  ${route.padEnd(22)} ${kb(r.gzipBytes).padStart(9)}  ×${(r.gzipBytes / baseline.gzipBytes).toFixed(2)}  (${r.files} files)`);
    }
    console.log(`\nThroughput (${DURATION} s, 10 connections)`);
    for (const path of ['/', '/gamehall']) {
      const r = await rps(path);
      console.log(`  ${path.padEnd(22)} ${String(r.rps).padStart(6)} req/s  p99 ${r.p99} ms  non-2xx ${r.non2xx}`);
    }
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
