// What the platform benchmarks share: each database in turn, players acting at once, percentiles.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase } from '@/platform/test/databases';

/**
 * Runs `run` on PGlite in memory, on PGlite on disk (a fresh directory; durable unless
 * PGLITE_FSYNC=false) when BENCH_DISK=1, then on a fresh PostgreSQL database (dropped afterwards)
 * when DATABASE_URL is set. BENCH_DB=pglite or BENCH_DB=postgres runs that one alone.
 */
export async function onEachDatabase(run: (label: string, databaseUrl?: string, dataDir?: string) => Promise<void>): Promise<void> {
  const only = process.env.BENCH_DB; // `pglite` or `postgres`: that one alone (profiling)
  if (only !== 'postgres') await run('PGlite');
  if (only === 'pglite') return;
  if (process.env.BENCH_DISK === '1') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
    try {
      await run(process.env.PGLITE_FSYNC === 'false' ? 'PGlite disk, fsync off' : 'PGlite disk, fsync', undefined, dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('PostgreSQL  skipped: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to measure it.');
    return;
  }
  const fresh = await freshDatabase(url);
  try {
    await run('PostgreSQL', fresh.url);
  } finally {
    await fresh.drop();
  }
}

/** The q-quantile of ascending `sorted` times, in ms with `digits` decimals. */
export const quantile = (sorted: number[], q: number, digits = 1) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(digits);

/**
 * Every actor does `perActor` calls in turn while all actors run at once; answers the latencies
 * (ascending), how many answers were not 200 and the wall time in seconds.
 */
export async function concurrently<A>(actors: A[], perActor: number, call: (actor: A, n: number) => Promise<{ statusCode: number }>) {
  const times: number[] = [];
  let failed = 0;
  const start = performance.now();
  await Promise.all(
    actors.map(async (actor) => {
      for (let n = 0; n < perActor; n += 1) {
        const t = performance.now();
        const res = await call(actor, n);
        times.push(performance.now() - t);
        if (res.statusCode !== 200) failed += 1;
      }
    }),
  );
  return { times: times.sort((a, b) => a - b), failed, seconds: (performance.now() - start) / 1000 };
}
