import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { MethodResult } from '@/lib/contract';
import type { Db } from '../db/client';
import { freespinPacks, games } from '../db/schema';
import { localize } from './localized';
import { toMoney } from './money';

/**
 * freespins/get: the player's packs with spins left and not expired, the soonest to expire first;
 * description in the reader's locale.
 */
export async function listFreespins(db: Db, userId: number, opts: { count: number; locale: string; now?: Date }): Promise<MethodResult<'freespins/get'>> {
  const now = opts.now ?? new Date();
  const rows = await db
    .select({ pack: freespinPacks, sysname: games.sysname, name: games.name })
    .from(freespinPacks)
    .innerJoin(games, eq(games.id, freespinPacks.gameId))
    .where(and(eq(freespinPacks.userId, userId), gt(freespinPacks.remainingCount, 0), or(isNull(freespinPacks.expiresAt), gt(freespinPacks.expiresAt, now))))
    .orderBy(asc(freespinPacks.expiresAt), asc(freespinPacks.id))
    .limit(opts.count);
  return rows.map(({ pack, sysname, name }) => ({
    id: pack.id,
    game: { sysname, name },
    remaining_count: pack.remainingCount,
    total_count: pack.totalCount,
    bet: toMoney(pack.bet, pack.currency),
    expires_at: pack.expiresAt?.toISOString() ?? null,
    created_at: pack.createdAt.toISOString(),
    description: localize(pack.description, opts.locale),
  }));
}
