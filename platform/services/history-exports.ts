import { and, desc, eq, sql } from 'drizzle-orm';
import type { MethodResult } from '@/lib/contract';
import type { Db } from '../db/client';
import { gameHistoryExports } from '../db/schema';
import { historyWhere, selectRounds, type HistoryFilters, type RoundRow } from './game-history';
import { exponentOf } from './money';
import { rowsOf } from './wallet/ledger';

type HistoryExport = MethodResult<'games/createhistoryexportrequest'>;
type ExportRow = typeof gameHistoryExports.$inferSelect;

/** The most rounds one export holds (the newest). */
export const EXPORT_MAX_ROWS = 100_000;
/** First key of the per-export advisory lock (the export's id is the second). */
const EXPORT_LOCK = 7_242_031;

/** Where the owner downloads a ready export (platform route routes/history-exports.ts). */
export const exportUrl = (id: number) => `/games/history-exports/${id}.csv`;

export const CSV_HEADER = ['id', 'date', 'game', 'mode', 'bet', 'win', 'currency', 'server_seed_hash', 'client_seed', 'nonce'];

/** A CSV field: quoted when it holds a separator, quote or line break; a leading formula character is neutralised. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Minor units as a decimal in major units, exactly ("12.50"). */
function major(minor: bigint, currency: string): string {
  const digits = exponentOf(currency);
  if (digits === 0) return minor.toString();
  const sign = minor < 0n ? '-' : '';
  const text = (minor < 0n ? -minor : minor).toString().padStart(digits + 1, '0');
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

export function roundsCsv(rows: RoundRow[]): string {
  const lines = rows.map((r) =>
    [String(r.id), r.createdAt.toISOString(), r.name, r.mode, major(r.bet, r.currency), major(r.win, r.currency), r.currency, r.serverSeedHash, r.clientSeed, String(r.nonce)].map(csvField).join(','),
  );
  return `${[CSV_HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}

export function toHistoryExport(row: Pick<ExportRow, 'id' | 'status' | 'createdAt' | 'completedAt' | 'rowCount'>): HistoryExport {
  return {
    id: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    row_count: row.rowCount,
    url: row.status === 'ready' ? exportUrl(row.id) : null,
  };
}

const running = new Map<number, Promise<void>>();

/**
 * Writes the CSV of a pending export and marks it ready (failed when the rounds cannot be read).
 * Only a pending row is touched, and the writing process holds a transaction-level advisory lock of
 * the export: two processes resuming the same export read the rounds and write it once.
 */
export async function produceExport(db: Db, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${EXPORT_LOCK}, ${id}) as locked`));
      if (!lock?.locked) return; // another process is writing it
      const [row] = await tx.select().from(gameHistoryExports).where(eq(gameHistoryExports.id, id)).limit(1);
      if (!row || row.status !== 'pending') return;
      const rows = await selectRounds(tx, historyWhere(row.userId, row.params as HistoryFilters)).limit(EXPORT_MAX_ROWS);
      await tx
        .update(gameHistoryExports)
        .set({ status: 'ready', csv: roundsCsv(rows), rowCount: rows.length, completedAt: new Date() })
        .where(and(eq(gameHistoryExports.id, id), eq(gameHistoryExports.status, 'pending')));
    });
  } catch {
    await db
      .update(gameHistoryExports)
      .set({ status: 'failed', completedAt: new Date() })
      .where(and(eq(gameHistoryExports.id, id), eq(gameHistoryExports.status, 'pending')));
  }
}

/** Produces the export in this process right after the current request (once per id at a time). */
export function scheduleExport(db: Db, id: number, onError?: (err: unknown) => void): Promise<void> {
  const existing = running.get(id);
  if (existing) return existing;
  const job = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => produceExport(db, id))
    .catch((err: unknown) => onError?.(err))
    .finally(() => running.delete(id));
  running.set(id, job);
  return job;
}

/** Resolves when every export scheduled in this process is done (tests, shutdown). */
export async function exportsSettled(): Promise<void> {
  while (running.size) await Promise.all([...running.values()]);
}

/** At start: exports still pending (a process stopped before writing them) are produced again. */
export async function resumeExports(db: Db, onError?: (err: unknown) => void): Promise<number> {
  const pending = await db.select({ id: gameHistoryExports.id }).from(gameHistoryExports).where(eq(gameHistoryExports.status, 'pending'));
  for (const { id } of pending) void scheduleExport(db, id, onError);
  return pending.length;
}

/** games/createhistoryexportrequest: queues the export with the filters (checked first) and starts it. */
export async function requestExport(db: Db, userId: number, filters: HistoryFilters, onError?: (err: unknown) => void): Promise<HistoryExport> {
  historyWhere(userId, filters); // bad dates answer InvalidParameter before anything is queued
  const params = Object.fromEntries(Object.entries({ mode: filters.mode, date_from: filters.date_from, date_to: filters.date_to }).filter(([, v]) => v !== undefined && v !== ''));
  const [row] = await db.insert(gameHistoryExports).values({ userId, params }).returning();
  void scheduleExport(db, row!.id, onError);
  return toHistoryExport(row!);
}

/** games/gethistoryexportrequest: the player's exports, newest first, or the one with `id`. */
export async function listExports(db: Db, userId: number, id?: number): Promise<HistoryExport[]> {
  const rows = await db
    .select({ id: gameHistoryExports.id, status: gameHistoryExports.status, createdAt: gameHistoryExports.createdAt, completedAt: gameHistoryExports.completedAt, rowCount: gameHistoryExports.rowCount })
    .from(gameHistoryExports)
    .where(and(eq(gameHistoryExports.userId, userId), id === undefined ? undefined : eq(gameHistoryExports.id, id)))
    .orderBy(desc(gameHistoryExports.createdAt), desc(gameHistoryExports.id))
    .limit(50);
  return rows.map(toHistoryExport);
}

/** The CSV of a ready export of `userId`, or null (not theirs, not ready, unknown). */
export async function exportCsv(db: Db, userId: number, id: number): Promise<string | null> {
  const [row] = await db
    .select({ csv: gameHistoryExports.csv })
    .from(gameHistoryExports)
    .where(and(eq(gameHistoryExports.id, id), eq(gameHistoryExports.userId, userId), eq(gameHistoryExports.status, 'ready')))
    .limit(1);
  return row?.csv ?? null;
}
