import { sql, type SQL } from 'drizzle-orm';
import { builtOnce, type Statement } from '../db/built';
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

/**
 * The round's values a fact may refer to, as placeholders: the facts' SQL is the same for every
 * round, so it is built once (db/built.ts) and each round only fills in `probeValues`.
 */
export const probeAt = {
  userId: sql.placeholder('probe_user_id'),
  gameId: sql.placeholder('probe_game_id'),
  currency: sql.placeholder('probe_currency'),
  /** The time (ISO text; `::timestamptz` in the SQL). */
  now: sql.placeholder('probe_now'),
};
export type ProbeAt = typeof probeAt;

/** The values of `probeAt`'s placeholders for a round. */
export const probeValues = (round: { userId: number; gameId: number; currency: string }, now = new Date()): Record<string, unknown> => ({
  probe_user_id: round.userId,
  probe_game_id: round.gameId,
  probe_currency: round.currency,
  probe_now: now.toISOString(),
});

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

const probes = new WeakMap<Array<[string, SQL]>, Statement>();

/** Runs the facts in one `select` (built once per list of facts) with the values of their placeholders, kept for the hooks of this transaction. */
export async function probe(tx: Db, columns: Array<[string, SQL]>, values: Record<string, unknown> = {}): Promise<void> {
  if (columns.length === 0) return;
  let statement = probes.get(columns);
  if (!statement) probes.set(columns, (statement = builtOnce(() => sql`select ${factsColumn(columns)} as facts`)));
  const [row] = rowsOf<{ facts: Record<string, unknown> }>(await statement(tx, values));
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
