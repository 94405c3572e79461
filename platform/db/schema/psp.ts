import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { paymentTransactions } from './payments';
import { users } from './users';

/**
 * Every webhook event a payment provider delivered (docs/providers.md §2), once per event id: what it
 * said, when it says it happened, what the platform made of it (`applied`, `refused` on an amount
 * or currency that is not the payment's, `unknown` transaction) and the raw body.
 */
export const pspEvents = pgTable(
  'psp_events',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    psp: text('psp').notNull(),
    eventId: text('event_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    paymentId: integer('payment_id').references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').notNull(),
    request: text('request').notNull(),
  },
  (t) => [unique('psp_events_psp_event_key').on(t.psp, t.eventId), index('psp_events_payment_idx').on(t.paymentId)],
);

/**
 * Money a player owes: the part of a refund or chargeback the balance could not cover (it never
 * goes below zero). An open debt (not `settledAt`) flags the account.
 */
export const playerDebts = pgTable(
  'player_debts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    paymentId: integer('payment_id').references(() => paymentTransactions.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('player_debts_user_idx').on(t.userId).where(sql`${t.settledAt} is null`)],
);
