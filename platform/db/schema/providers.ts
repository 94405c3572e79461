import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { games } from './games';
import { users } from './users';

/**
 * A provider session token (docs/providers.md §1 Launch): opaque to the studio, stored by its SHA-256,
 * bound to the player, the game, the currency and the mode. `sessionHash` is the site session
 * that launched it: once that session ends, bets on the token are refused (wins and rollbacks go on).
 */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    provider: text('provider').notNull(),
    userId: integer('user_id').references(() => users.uid, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    sessionHash: text('session_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_sessions_user_idx').on(t.userId)],
);

/**
 * A provider's round as the player sees it: the sum of its bets and wins (minor units), what its
 * stakes took from the main and the bonus balance (a win is split back in the same proportion), and
 * whether a closing win came (`open` until then).
 */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    userId: integer('user_id').references(() => users.uid, { onDelete: 'set null' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull().default(sql`0`),
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    betMain: bigint('bet_main', { mode: 'bigint' }).notNull().default(sql`0`),
    betBonus: bigint('bet_bonus', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    unique('provider_rounds_provider_round_key').on(t.provider, t.roundId),
    index('provider_rounds_user_idx').on(t.userId, t.createdAt),
    check('provider_rounds_amounts', sql`${t.bet} >= 0 and ${t.win} >= 0`),
  ],
);

/**
 * Every transaction id a provider used, processed at most once: a bet, a win, a rollback, or the
 * tombstone a rollback of an unknown transaction leaves under that id (a bet arriving later under
 * it is refused). `fingerprint` tells a retry from other content under the same id; `answer` is
 * what the first request was answered (a retry gets it again).
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    action: text('action', { enum: ['bet', 'win', 'rollback', 'tombstone'] }).notNull(),
    userId: integer('user_id').references(() => users.uid, { onDelete: 'set null' }),
    roundRef: bigint('round_ref', { mode: 'bigint' }).references(() => providerRounds.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The share of a bet's stake (or a win) on the main and the bonus balance. */
    main: bigint('main', { mode: 'bigint' }).notNull().default(sql`0`),
    bonus: bigint('bonus', { mode: 'bigint' }).notNull().default(sql`0`),
    referenceTransactionId: text('reference_transaction_id'),
    rolledBack: boolean('rolled_back').notNull().default(false),
    fingerprint: text('fingerprint').notNull(),
    status: text('status').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('provider_transactions_provider_id_key').on(t.provider, t.transactionId), index('provider_transactions_round_idx').on(t.roundRef)],
);

/** Every call a provider made, kept for reconciliation (docs/providers.md §1 rule 7): the raw request, the answer and the times. */
export const providerCalls = pgTable(
  'provider_calls',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    action: text('action').notNull(),
    userId: integer('user_id'),
    transactionId: text('transaction_id'),
    request: text('request').notNull(),
    httpStatus: integer('http_status').notNull(),
    status: text('status').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('provider_calls_received_idx').on(t.receivedAt), index('provider_calls_user_idx').on(t.userId, t.receivedAt)],
);
