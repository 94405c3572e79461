import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { MethodArgs, MethodResult } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import { gameRounds, games, gameSeeds } from '../db/schema';
import { toMoney } from './money';

type GameRound = MethodResult<'games/getHistory'>['items'][number];

export type HistoryFilters = Pick<MethodArgs<'games/getHistory'>, 'mode' | 'date_from' | 'date_to'>;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` → its UTC midnight, or null when it is no such day. */
function dayStart(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date;
}

/** The SQL filters of a history query; bad dates are InvalidParameter (invalid_date, or before_date_from for a reversed range). */
export function historyWhere(userId: number, filters: HistoryFilters): SQL {
  const errors: Record<string, string[]> = {};
  const from = filters.date_from ? dayStart(filters.date_from) : undefined;
  const to = filters.date_to ? dayStart(filters.date_to) : undefined;
  if (from === null) errors.date_from = ['invalid_date'];
  if (to === null) errors.date_to = ['invalid_date'];
  if (from && to && to < from) errors.date_to = ['before_date_from'];
  if (Object.keys(errors).length) throw PlatformError.invalidParameters(errors);
  return and(
    eq(gameRounds.userId, userId),
    filters.mode ? eq(gameRounds.mode, filters.mode) : undefined,
    from ? gte(gameRounds.createdAt, from) : undefined,
    to ? lt(gameRounds.createdAt, new Date(to.getTime() + DAY_MS)) : undefined,
  )!;
}

const roundColumns = {
  id: gameRounds.id,
  sysname: games.sysname,
  name: games.name,
  mode: gameRounds.mode,
  currency: gameRounds.currency,
  bet: gameRounds.bet,
  win: gameRounds.win,
  createdAt: gameRounds.createdAt,
  nonce: gameRounds.nonce,
  freespinPackId: gameRounds.freespinPackId,
  serverSeedHash: gameSeeds.serverSeedHash,
  clientSeed: gameSeeds.clientSeed,
  serverSeed: gameSeeds.serverSeed,
  revealedAt: gameSeeds.revealedAt,
};

/** The player's rounds matching `where`, newest first. */
export function selectRounds(db: Db, where: SQL) {
  return db
    .select(roundColumns)
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(gameSeeds, eq(gameSeeds.id, gameRounds.seedId))
    .where(where)
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id));
}

export type RoundRow = Awaited<ReturnType<typeof selectRounds>>[number];

/** A round as games/getHistory answers it: the server seed only once its pair was rotated (revealed). */
export function toGameRound(row: RoundRow): GameRound {
  return {
    id: String(row.id),
    game: { sysname: row.sysname, name: row.name },
    mode: row.mode,
    bet: toMoney(row.bet, row.currency),
    win: toMoney(row.win, row.currency),
    created_at: row.createdAt.toISOString(),
    fair: { server_seed_hash: row.serverSeedHash, client_seed: row.clientSeed, nonce: row.nonce, server_seed: row.revealedAt ? row.serverSeed : null },
    is_freespin: row.freespinPackId !== null,
  };
}

/** games/getHistory: one page of the player's rounds, newest first, with the total. */
export async function gameHistory(db: Db, userId: number, params: MethodArgs<'games/getHistory'>): Promise<{ items: GameRound[]; total: number }> {
  const where = historyWhere(userId, params);
  const [rows, [totals]] = await Promise.all([
    selectRounds(db, where).limit(params.count).offset(params.offset),
    db.select({ total: count() }).from(gameRounds).where(where),
  ]);
  return { items: rows.map(toGameRound), total: Number(totals?.total ?? 0) };
}
