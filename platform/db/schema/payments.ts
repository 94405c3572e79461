import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { wallets } from './wallets';

export const PAYMENT_TYPES = ['deposit', 'withdrawal'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** pending: waiting for the provider or the player; success, fail, cancel: final. */
export const PAYMENT_STATUSES = ['pending', 'success', 'fail', 'cancel'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Deposits and withdrawals through a payment method. A deposit credits the wallet when it
 * succeeds; a withdrawal debits it when made and a cancellation refunds it (ledger entries keyed
 * `deposit:{id}`, `withdrawal:{id}`, `withdrawal-cancel:{id}`). `idempotency_key` (per user) makes
 * a retried request answer the first transaction.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    type: text('type', { enum: PAYMENT_TYPES }).notNull(),
    method: text('method').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** What the method answered at creation (success, pending, fail, cancel, mobile, new-window). */
    outcome: text('outcome').notNull(),
    requisites: jsonb('requisites').$type<Record<string, unknown>>().notNull().default({}),
    campaignOfferId: integer('campaign_offer_id'),
    idempotencyKey: text('idempotency_key').unique(),
    /** A pending transaction settles by itself at this time (timer, or the next read after it). */
    settleAt: timestamp('settle_at', { withTimezone: true }),
    /** The status it settles to. */
    settleTo: text('settle_to', { enum: PAYMENT_STATUSES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_transactions_user_idx').on(t.userId, t.type, t.createdAt),
    index('payment_transactions_settle_idx').on(t.settleAt).where(sql`${t.status} = 'pending'`),
    check('payment_transactions_amount_positive', sql`${t.amount} > 0`),
    check('payment_transactions_type', sql`${t.type} in ('deposit', 'withdrawal')`),
    check('payment_transactions_status', sql`${t.status} in ('pending', 'success', 'fail', 'cancel')`),
  ],
);

/**
 * Where a player's money may go back to (withdrawals go back to a method, and a card, deposited
 * with): one row per method the player has a successful deposit with, and per card of such a
 * deposit. A card is kept only as `fingerprint` (HMAC-SHA256 of its digits under the
 * installation's key, services/payments/instruments.ts) and `mask` (its first six and last four
 * digits, the §5 masked card), never its number. A method without a card: empty fingerprint, no mask.
 */
export const paymentInstruments = pgTable(
  'payment_instruments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    fingerprint: text('fingerprint').notNull().default(''),
    mask: text('mask'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_instruments_user_method_card').on(t.userId, t.method, t.fingerprint)],
);

/**
 * Keys of the payments service made once per installation (never sent anywhere): `card_fingerprint`
 * is the HMAC key card fingerprints are made with (services/payments/instruments.ts), random, kept
 * here so every process and every restart fingerprints a card alike.
 */
export const paymentKeys = pgTable('payment_keys', {
  name: text('name').primaryKey(),
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A player's responsible-gaming deposit limit: at most `amount` minor units of `currency` per
 * window of `period_days` days counted from `started_at`. A looser change waits in `pending_*`
 * until `pending_at` (24 h cooling-off); `pending_remove` removes the limit then.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    periodDays: integer('period_days'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingPeriodDays: integer('pending_period_days'),
    pendingRemove: boolean('pending_remove').notNull().default(false),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('deposit_limits_period', sql`${t.periodDays} is null or ${t.periodDays} in (1, 7, 14, 30)`)],
);
