import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The balances a wallet holds; a ledger entry names the one it changes. */
export const BALANCE_KINDS = ['main', 'bonus', 'betting_bonus', 'fun'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

const money = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);

/** One wallet per user and currency; amounts in integer minor units, never negative. */
export const wallets = pgTable(
  'wallets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    balanceMain: money('balance_main'),
    balanceBonus: money('balance_bonus'),
    balanceBettingBonus: money('balance_betting_bonus'),
    balanceFun: money('balance_fun'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wallets_user_currency_key').on(t.userId, t.currency),
    check('wallets_balances_non_negative', sql`${t.balanceMain} >= 0 and ${t.balanceBonus} >= 0 and ${t.balanceBettingBonus} >= 0 and ${t.balanceFun} >= 0`),
  ],
);

/**
 * Every balance change, written in the same transaction as the wallet row it changes (locked).
 * For each wallet and balance kind, the sum of `amount` equals the balance; `balance_after`
 * records it. Deposits, withdrawals and rounds carry an idempotency key.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    balance: text('balance', { enum: BALANCE_KINDS }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_wallet_idx').on(t.walletId, t.id),
    check('ledger_entries_balance_kind', sql`${t.balance} in ('main', 'bonus', 'betting_bonus', 'fun')`),
    check('ledger_entries_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);
