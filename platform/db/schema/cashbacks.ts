import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** §3 states; `removed` (the player dropped it) is kept for the books and never listed. */
export const CASHBACK_STATUSES = ['active', 'paid_out', 'removed'] as const;
export type CashbackStatus = (typeof CASHBACK_STATUSES)[number];

/** §3 Cashback: a player's cashback, `amount` in minor units of `currency`. */
export const cashbacks = pgTable(
  'cashbacks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: CASHBACK_STATUSES }).notNull().default('active'),
    /** Free-form content (title, text) the site shows. */
    description: jsonb('description').$type<Record<string, unknown>>().notNull().default({}),
    /** Until when an active cashback can be received; null: no limit. */
    receivingExpiredAt: timestamp('receiving_expired_at', { withTimezone: true }),
    /** End of the period the cashback was counted over. */
    endDate: timestamp('end_date', { withTimezone: true }),
    /** Start of the period (computed cashbacks); with the user, unique: a period is counted once. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    /** Share of the period's net loss paid back, in percent (computed cashbacks). */
    percent: integer('percent'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cashbacks_user_idx').on(t.userId, t.status), uniqueIndex('cashbacks_user_period').on(t.userId, t.currency, t.periodStart)],
);
