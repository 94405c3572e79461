import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventOutbox } from '../db/schema';
import type { Logger } from '../logger';
import type { Bus } from '../realtime/bus';
import { drainLoop } from './drain-loop';

/** How often every process looks for events no one relayed (their writer died between its commit and its relay). */
export const RELAY_POLL_MS = 1000;
/** Relayed events are kept this long (hours), then deleted by the hourly expiries. */
export const RELAYED_KEPT_HOURS = 24;
const BATCH = 200;

/** node-postgres and PGlite both answer `{ rows }` (services/wallet/ledger.ts rowsOf; not imported: the ledger records events here). */
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * Writes a domain event in the caller's transaction: it exists exactly when the change that
 * causes it does, and any live process relays it (createEventRelay). Call `eventsRecorded()` after
 * the commit so this process relays it at once rather than at its next poll.
 */
export async function recordEvent(tx: Db, userId: number | null, event: string, payload: unknown = null): Promise<void> {
  await tx.insert(eventOutbox).values({ userId, event, payload: payload as never });
}

const kicks = new Set<() => void>();

/** Events were committed: this process's relays look now. */
export function eventsRecorded(): void {
  for (const kick of kicks) kick();
}

export type EventRelay = { kick(): void; flush(): Promise<void>; close(): Promise<void> };

/**
 * Relays outbox events to the bus from any live process: a batch is claimed with FOR UPDATE SKIP
 * LOCKED (two processes never take the same rows), published with its row id, and marked relayed
 * in the same transaction. A process dying after publishing and before committing leaves the rows
 * to the next relay, which publishes them again under the same ids: at least once, and the
 * clients drop repeats (features/realtime/hub.ts). Woken after each local commit, and every RELAY_POLL_MS.
 */
export function createEventRelay(deps: { db: Db; bus: Bus; log: Logger; pollMs?: number }): EventRelay {
  async function batch(): Promise<number> {
    // one indexed look outside a transaction first: most polls find nothing
    const [waiting] = rowsOf<{ any: boolean }>(await deps.db.execute(sql`select exists (select 1 from ${eventOutbox} where relayed_at is null) as any`));
    if (!waiting?.any) return 0;
    return deps.db.transaction(async (tx) => {
      type Row = { id: string; user_id: number | null; event: string; payload: unknown };
      const rows = rowsOf<Row>(
        await tx.execute(sql`select id::text as id, user_id, event, payload from ${eventOutbox} where relayed_at is null order by id limit ${BATCH} for update skip locked`),
      );
      if (rows.length === 0) return 0;
      for (const row of rows) await deps.bus.publish(row.user_id, row.event, row.payload, `e${row.id}`);
      await tx.execute(sql`update ${eventOutbox} set relayed_at = now() where id in (${sql.join(rows.map((r) => sql`${r.id}::bigint`), sql`, `)})`);
      return rows.length;
    });
  }

  // a full batch means there may be more
  const { flush, running } = drainLoop(async () => (await batch().catch((err: unknown) => (deps.log.warn({ err }, 'relaying outbox events failed'), 0))) === BATCH);

  const kick = () => void flush();
  kicks.add(kick);
  const timer = setInterval(kick, deps.pollMs ?? RELAY_POLL_MS);
  timer.unref();
  return {
    kick,
    flush,
    async close() {
      clearInterval(timer);
      kicks.delete(kick);
      await running();
    },
  };
}

/** Deletes events relayed more than RELAYED_KEPT_HOURS ago. */
export async function purgeRelayedEvents(db: Db): Promise<void> {
  await db.execute(sql`delete from ${eventOutbox} where relayed_at < now() - ${`${RELAYED_KEPT_HOURS} hours`}::interval`);
}
