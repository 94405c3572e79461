import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const BONUS_KINDS = ['casino', 'betting'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/**
 * available: awarded, waiting to be activated (its money is held here, not in the wallet);
 * active: its money is on the wallet's bonus balance and bets wager it; then one of the ends:
 * completed (converted to real money), expired, removed (by the player), forfeited (burnt at a
 * withdrawal), depleted (the bonus money was lost in play).
 */
export const BONUS_STATUSES = ['available', 'active', 'completed', 'expired', 'removed', 'forfeited', 'depleted'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** The terms a bonus was awarded under (a snapshot: later changes to the offer or settings do not touch it). */
export type BonusTerms = {
  wager_multiplier: number;
  /** What the multiplier applies to: the bonus alone, or the deposit plus the bonus. */
  wager_base: 'bonus' | 'deposit_bonus';
  /** Minor units of the deposit the bonus came with (deposit_bonus base); '0' otherwise. */
  deposit: string;
  /** Percent of a stake that counts, per game type and per game sysname (the game wins). */
  contributions: Record<string, number>;
  game_contributions: Record<string, number>;
  /** Largest stake (minor units) accepted while the bonus is active; null: none. */
  max_bet: string | null;
  /** Most real money the bonus converts into (no-deposit bonuses); null: no cap. */
  max_cashout: string | null;
  /** Betting bonuses: the slip must have at least these combined odds (×100) and selections to use or wager it. */
  min_odds?: number;
  min_selections?: number;
  /** Title and text as the offer described them, each per locale (`{ 'en-US': '…', … }`) or plain; bonuses/get answers them in the request's locale. */
  description: Record<string, unknown>;
  /** Which money a stake takes first, and whether real and bonus money stay apart (is_bonus_isolation_enabled). */
  spend_order?: 'real_first' | 'bonus_first';
  isolation?: boolean;
};

/** A player's bonus: awarded with a snapshot of its terms, wagered, then converted or ended. Amounts in minor units. */
export const bonuses = pgTable(
  'bonuses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: BONUS_KINDS }).notNull().default('casino'),
    status: text('status', { enum: BONUS_STATUSES }).notNull().default('available'),
    /** offer, promo_code, deposit, tournament, wheel, loyalty, freespins, cashback… */
    source: text('source').notNull(),
    /** The name, given per locale (`{ 'en-US': '…', 'pt-BR': '…' }`) or one for all; bonuses/get answers the request's locale. */
    title: jsonb('title').$type<string | Record<string, string>>().notNull(),
    offerId: integer('offer_id'),
    paymentId: integer('payment_id'),
    /** The amount awarded. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Money kept on the bonus while it is not active (available); 0 while active (it is on the wallet). */
    held: bigint('held', { mode: 'bigint' }).notNull().default(sql`0`),
    wagerRequired: bigint('wager_required', { mode: 'bigint' }).notNull(),
    wagered: bigint('wagered', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Real money it turned into (completed). */
    converted: bigint('converted', { mode: 'bigint' }).notNull().default(sql`0`),
    terms: jsonb('terms').$type<BonusTerms>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('bonuses_user_idx').on(t.userId, t.status),
    // at most one active bonus of each kind per wallet: the wallet's bonus balance is that bonus's money
    uniqueIndex('bonuses_one_active').on(t.userId, t.currency, t.kind).where(sql`${t.status} = 'active'`),
    check('bonuses_amounts', sql`${t.amount} >= 0 and ${t.held} >= 0 and ${t.wagered} >= 0 and ${t.wagerRequired} >= 0`),
  ],
);

/**
 * One row per grant of an offer (a deposit's offer, a promo code, a taken offer): `claim_key` is
 * unique, so parallel activations grant once.
 */
export const offerClaims = pgTable(
  'offer_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    offerId: integer('offer_id').notNull(),
    claimKey: text('claim_key').notNull(),
    paymentId: integer('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offer_claims_key').on(t.claimKey), index('offer_claims_user_idx').on(t.userId, t.offerId)],
);
