import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { offers } from './content';
import { users } from './users';

export const CODE_PURPOSES = ['login', 'two_factor', 'restore', 'email_confirm', 'phone_confirm'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * One-time 6-digit codes: the two-factor step of login, switching two-factor on or off,
 * password restore and e-mail confirmation links. Only the SHA-256 of a code (salted with its
 * row's purpose and user) is stored; a new code for the same purpose replaces the old one.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** What confirming the code does (e.g. `{ enable: true }` for two-factor). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('auth_codes_user_purpose_key').on(t.userId, t.purpose), index('auth_codes_expires_idx').on(t.expiresAt)],
);

/** Promo codes a player activated (at registration or later); one per offer and player. */
export const promoActivations = pgTable(
  'promo_activations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    promoCode: text('promo_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('promo_activations_user_offer_key').on(t.userId, t.offerId)],
);
