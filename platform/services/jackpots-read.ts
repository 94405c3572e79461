import { asc, desc, eq } from 'drizzle-orm';
import type { MethodResult } from '@/lib/contract';
import type { Db } from '../db/client';
import { games, jackpots, jackpotWins, users } from '../db/schema';
import { localize } from './localized';
import { toMoney } from './money';
import { displayName } from './rewards/display-name';

/** Jackpots/get: the pots by priority with their current amounts; description in the reader's locale. */
export async function listJackpots(db: Db, locale: string): Promise<MethodResult<'Jackpots/get'>> {
  const rows = await db.select().from(jackpots).orderBy(asc(jackpots.priority), asc(jackpots.id));
  return rows.map((row) => ({ id: row.id, sysname: row.sysname, name: row.name, amount: toMoney(row.amount, row.currency), games_tag: row.gamesTag, description: localize(row.description, locale) }));
}

/** Jackpots/getWinners: payouts newest first (of one jackpot with `jackpotId`), players by fake name. */
export async function listJackpotWinners(db: Db, opts: { jackpotId?: number; count: number }): Promise<MethodResult<'Jackpots/getWinners'>> {
  const rows = await db
    .select({
      id: jackpotWins.id,
      jackpotId: jackpots.id,
      jackpotSysname: jackpots.sysname,
      jackpotName: jackpots.name,
      uid: users.uid,
      fakename: users.fakename,
      sysname: games.sysname,
      name: games.name,
      amount: jackpotWins.amount,
      currency: jackpotWins.currency,
      createdAt: jackpotWins.createdAt,
    })
    .from(jackpotWins)
    .innerJoin(jackpots, eq(jackpots.id, jackpotWins.jackpotId))
    .leftJoin(users, eq(users.uid, jackpotWins.userId))
    .leftJoin(games, eq(games.id, jackpotWins.gameId))
    .where(opts.jackpotId === undefined ? undefined : eq(jackpotWins.jackpotId, opts.jackpotId))
    .orderBy(desc(jackpotWins.createdAt), desc(jackpotWins.id))
    .limit(opts.count);
  return rows.map((row) => ({
    id: row.id,
    jackpot: { id: row.jackpotId, sysname: row.jackpotSysname, name: row.jackpotName },
    fakename: row.uid ? displayName(row.uid, row.fakename) : row.fakename || 'Guest',
    game: row.sysname && row.name ? { sysname: row.sysname, name: row.name } : null,
    amount: toMoney(row.amount, row.currency),
    created_at: row.createdAt.toISOString(),
  }));
}
