// What the platform benchmarks share: each database in turn, players acting at once, percentiles.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/client';
import { rowsOf } from '@/platform/services/wallet/ledger';
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

/**
 * CPU time of the PostgreSQL server processes serving this database (its backends, read from
 * /proc: the server must run on this machine), from now until the answered function is called:
 * ms in total. Shared processes (WAL writer, checkpointer) are not counted. Null on PGlite or when
 * /proc does not show the backends.
 */
export async function serverCpu(db: Db): Promise<(() => Promise<number | null>) | null> {
  const ticks = async () => {
    const rows = rowsOf<{ pid: number }>(await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`));
    const out = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        out.set(pid, Number(fields[11]) + Number(fields[12])); // utime + stime, in clock ticks
      } catch {
        // not on this machine
      }
    }
    return out;
  };
  const TICK_MS = 10; // CLK_TCK is 100 on Linux
  let before: Map<number, number>;
  try {
    before = await ticks();
  } catch {
    return null; // PGlite has no pg_stat_activity backends
  }
  if (before.size === 0) return null;
  return async () => {
    const after = await ticks();
    let total = 0;
    for (const [pid, t] of after) total += t - (before.get(pid) ?? 0);
    return total * TICK_MS;
  };
}
