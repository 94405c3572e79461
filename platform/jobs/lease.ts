import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLeases } from '../db/schema';
import { rowsOf } from '../services/wallet/ledger';

/** Runs `work` only where this process holds the lease of `job` (JobLeases.exclusive); jobs take one to run once across processes. */
export type RunOnce = (job: string, ttlMs: number, work: () => Promise<unknown>) => Promise<unknown>;

/** One process: every job is its own. */
export const runHere: RunOnce = (_job, _ttlMs, work) => work();

export type JobLeases = {
  /** This process's name in the lease table. */
  readonly holder: string;
  /**
   * Takes or renews the lease of `job` for `ttlMs`: true when this process holds it (nobody did,
   * it lapsed, or it was already ours). A job that must run once runs only where this is true.
   */
  take(job: string, ttlMs: number): Promise<boolean>;
  /** Runs `work` when this process holds (or now takes) the lease of `job`; answers whether it ran. */
  exclusive(job: string, ttlMs: number, work: () => Promise<unknown>): Promise<boolean>;
  /** Gives up every lease this process took (a clean stop hands the jobs over at once). */
  releaseAll(): Promise<void>;
};

/**
 * Leases on jobs that must run once across every process of a deployment, kept in the database so
 * they hold across machines: one process holds a job and renews it at each run, the others skip
 * it; when the holder stops (or dies and its lease lapses) another takes over at its next tick.
 * Give a periodic job a TTL of two or three of its periods. On PGlite (one process) it is always ours.
 */
export function createJobLeases(db: Db, holder = `${process.pid}-${randomBytes(6).toString('hex')}`): JobLeases {
  const taken = new Set<string>();
  const take = async (job: string, ttlMs: number) => {
    const answer = await db.execute(sql`
      insert into ${jobLeases} (name, holder, expires_at) values (${job}, ${holder}, now() + ${`${ttlMs} milliseconds`}::interval)
      on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
      where ${jobLeases.expiresAt} < now() or ${jobLeases.holder} = excluded.holder
      returning holder`);
    const held = rowsOf<{ holder: string }>(answer).length > 0;
    if (held) taken.add(job);
    else taken.delete(job);
    return held;
  };
  return {
    holder,
    take,
    async exclusive(job, ttlMs, work) {
      if (!(await take(job, ttlMs))) return false;
      await work();
      return true;
    },
    async releaseAll() {
      for (const job of taken) await db.delete(jobLeases).where(and(eq(jobLeases.name, job), eq(jobLeases.holder, holder)));
      taken.clear();
    },
  };
}
