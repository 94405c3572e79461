import { and, count, desc, eq } from 'drizzle-orm';
import type { Money } from '@/lib/contract';
import type { Db } from '../../db/client';
import { paymentTransactions, type PaymentType } from '../../db/schema';
import type { Bus } from '../../realtime/bus';
import { toMoney } from '../money';
import { methodName, methodOf } from './methods';
import { settleDue } from './settle';

export type HistoryItem = {
  id: number;
  type: PaymentType;
  method: string;
  /** The method's display name (method is its sysname). */
  method_name: string;
  amount: Money;
  status: 'pending' | 'success' | 'fail' | 'cancel';
  created_at: string;
  finished_at: string | null;
  /** A pending withdrawal may be cancelled (cancelwithdrawal id). */
  can_cancel: boolean;
};

/** gethistory: the user's deposits and withdrawals (or one type), newest first; `count` is the total. */
export async function paymentHistory(
  db: Db,
  userId: number,
  query: { offset: number; count: number; type?: PaymentType },
  opts: { bus?: Bus; now?: Date; locale?: string } = {},
): Promise<{ items: HistoryItem[]; count: number }> {
  await settleDue(db, { userId, ...opts });
  const where = and(eq(paymentTransactions.userId, userId), query.type ? eq(paymentTransactions.type, query.type) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(paymentTransactions).where(where).orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id)).limit(query.count).offset(query.offset),
    db.select({ n: count() }).from(paymentTransactions).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      method: row.method,
      method_name: methodName(row.method, opts.locale),
      amount: toMoney(row.amount, row.currency),
      status: row.status,
      created_at: row.createdAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
      // a payout a provider was asked for is its to finish (withdrawals.cancel refuses it)
      can_cancel: row.type === 'withdrawal' && row.status === 'pending' && !methodOf({ method: row.method })?.provider.payout,
    })),
    count: Number(total?.n ?? 0),
  };
}
