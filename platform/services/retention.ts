import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hits, userEvents } from '../db/schema';
import { rowsOf } from './wallet/ledger';

/** Rows deleted per statement: short transactions, each lock held briefly. */
const BATCH = 5000;
/** pg_try_advisory_xact_lock key of the retention job (any constant distinct from the others). */
const RETENTION_LOCK = 7_242_029;

export type RetentionRun = { hits: number; userEvents: number } | 'busy';

/**
 * Deletes beacons (`hits`) and client events (`user_events`) older than `days`, in batches walked
 * in id order (the primary key finds the oldest rows first; no index on created_at needed). Several
 * processes may run it at once: each batch is a transaction that first takes a transaction-level
 * advisory lock, and a process finding it taken leaves the work to the one holding it ('busy');
 * the DELETE is idempotent anyway (a cutoff, not a list), so a crash halfway loses nothing.
 */
export async function purgeOldBeacons(db: Db, days: number, now = new Date()): Promise<RetentionRun> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const deleted = { hits: 0, userEvents: 0 };
  for (const [key, table] of [['hits', hits], ['userEvents', userEvents]] as const) {
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`));
        if (!lock?.locked) return null;
        const gone = await tx.execute(sql`delete from ${table} where ${table.id} in (select ${table.id} from ${table} where ${table.createdAt} < ${cutoff.toISOString()} order by ${table.id} limit ${BATCH}) returning 1`);
        return rowsOf(gone).length;
      });
      if (count === null) return 'busy';
      deleted[key] += count;
      if (count < BATCH) break;
    }
  }
  return deleted;
}
