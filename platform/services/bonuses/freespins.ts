import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { MethodResult } from '@/lib/contract';
import type { Db } from '../../db/client';
import { freespinPacks, games } from '../../db/schema';
import { localize } from '../localized';
import { toMoney } from '../money';

export type FreespinStatus = 'active' | 'finished' | 'all';

/**
 * freespins/get: the player's packs by status (active: spins left and not expired, the soonest
 * to expire first; finished: used up or expired, newest first; all); `fields: ['description']`
 * adds the description in the reader's locale.
 */
export async function listFreespins(
  db: Db,
  userId: number,
  opts: { count: number; locale: string; status?: FreespinStatus; fields?: readonly string[]; now?: Date },
): Promise<MethodResult<'freespins/get'>> {
  const now = opts.now ?? new Date();
  const status = opts.status ?? 'active';
  const active = and(gt(freespinPacks.remainingCount, 0), or(isNull(freespinPacks.expiresAt), gt(freespinPacks.expiresAt, now)));
  const finished = or(eq(freespinPacks.remainingCount, 0), lte(freespinPacks.expiresAt, now));
  const rows = await db
    .select({ pack: freespinPacks, sysname: games.sysname, name: games.name })
    .from(freespinPacks)
    .innerJoin(games, eq(games.id, freespinPacks.gameId))
    .where(and(eq(freespinPacks.userId, userId), status === 'active' ? active : status === 'finished' ? finished : undefined))
    .orderBy(...(status === 'active' ? [asc(freespinPacks.expiresAt), asc(freespinPacks.id)] : [desc(freespinPacks.id)]))
    .limit(opts.count);
  const withDescription = opts.fields?.includes('description') ?? false;
  return rows.map(({ pack, sysname, name }) => ({
    id: pack.id,
    game: { sysname, name },
    status: pack.remainingCount > 0 && (!pack.expiresAt || pack.expiresAt > now) ? 'active' : 'finished',
    remaining_count: pack.remainingCount,
    total_count: pack.totalCount,
    bet: toMoney(pack.bet, pack.currency),
    win_wager_multiplier: pack.winWagerMultiplier,
    source: pack.source,
    expires_at: pack.expiresAt?.toISOString() ?? null,
    created_at: pack.createdAt.toISOString(),
    ...(withDescription && { description: localize(pack.description, opts.locale) }),
  }));
}
