import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from './wallet/ledger';

/**
 * What a real-money round may touch, asked once per round in one statement: each domain names
 * a few facts, mostly `exists (…)`, (an active bonus, a limit, a tournament of this game the player is in,
 * a loyalty programme, open quests) and skips its own reads when its fact is false. Most rounds
 * touch none of them, so a round costs one read for all domains instead of one or more per domain.
 *
 * The facts are kept per transaction: a hook that runs in another transaction than the probe
 * (or with no probe at all) sees `mayApply` true and reads as before.
 */
const facts = new WeakMap<Db, Record<string, unknown>>();

/** The facts as one json value, to ride along in a statement the round makes anyway. */
export function factsColumn(columns: Array<[string, SQL]>): SQL<Record<string, unknown>> {
  if (columns.length === 0) return sql`json_build_object()`;
  return sql`json_build_object(${sql.join(
    columns.map(([name, fact]) => sql`${name}::text, (${fact})`),
    sql`, `,
  )})`;
}

/** Keeps facts read by the caller (`factsColumn`) for the hooks of this transaction. */
export function keepFacts(tx: Db, row: Record<string, unknown> | null): void {
  facts.set(tx, row ?? {});
}

/** Whether this transaction's facts are read already. */
export const probed = (tx: Db): boolean => facts.has(tx);

/** Runs the facts in one `select`, kept for the hooks of this transaction. */
export async function probe(tx: Db, columns: Array<[string, SQL]>): Promise<void> {
  if (columns.length === 0) return;
  const [row] = rowsOf<{ facts: Record<string, unknown> }>(await tx.execute(sql`select ${factsColumn(columns)} as facts`));
  keepFacts(tx, row?.facts ?? null);
}

/** A value fact of this transaction's probe (e.g. a row as JSON; null when there is none), undefined when not probed. */
export function factOf<T>(tx: Db, fact: string): T | null | undefined {
  const row = facts.get(tx);
  return row && fact in row ? (row[fact] as T | null) : undefined;
}

/** False only when this transaction's probe found that `fact` cannot apply to the round. */
export function mayApply(tx: Db, fact: string): boolean {
  const row = facts.get(tx);
  return !row || row[fact] !== false;
}
