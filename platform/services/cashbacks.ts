import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import { cashbacks, type CashbackStatus } from '../db/schema';
import { toMoney } from './money';

/** The columns `sort` may name. */
const SORTS = {
  id: cashbacks.id,
  created_at: cashbacks.createdAt,
  end_date: cashbacks.endDate,
  receiving_expired_at: cashbacks.receivingExpiredAt,
} as const;

export type CashbackQuery = { count: number; sort?: string; order?: 'asc' | 'desc'; statuses?: CashbackStatus[] };

/**
 * A player's cashbacks (§3), newest first by default: `sort` one of id, created_at, end_date,
 * receiving_expired_at (an unknown one → InvalidParameter on sort); empty dates sort last;
 * `statuses` filters. The amount comes in major units.
 */
export async function findCashbacks(db: Db, userId: number, query: CashbackQuery) {
  const sort = query.sort ?? 'id';
  if (!(sort in SORTS)) throw PlatformError.invalidParameters({ sort: ['wrongField'] });
  const column = SORTS[sort as keyof typeof SORTS];
  const direction = query.order ?? 'desc';
  const rows = await db
    .select()
    .from(cashbacks)
    .where(and(eq(cashbacks.userId, userId), query.statuses?.length ? inArray(cashbacks.status, query.statuses) : undefined))
    .orderBy(sql`${column} is null`, direction === 'asc' ? asc(column) : desc(column), desc(cashbacks.id))
    .limit(query.count);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    amount: toMoney(row.amount, row.currency),
    description: row.description,
    receiving_expired_at: row.receivingExpiredAt?.toISOString() ?? null,
    end_date: row.endDate?.toISOString() ?? null,
  }));
}
