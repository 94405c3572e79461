import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Limit kinds besides deposits (deposit_limits): net loss and wagered in a window, minutes of one session. */
export const PROTECTION_LIMIT_KINDS = ['loss', 'wager', 'session'] as const;
export type ProtectionLimitKind = (typeof PROTECTION_LIMIT_KINDS)[number];

/**
 * A player's loss, wager or session-time limit. Loss and wager: at most `amount` minor units of
 * `currency` per window of `period_days` days from `started_at`. Session: `amount` minutes per
 * session (period null). A looser change waits in `pending_*` until `pending_at` (the rule pack's
 * cooling-off); `pending_remove` removes the limit then.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROTECTION_LIMIT_KINDS }).notNull(),
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
  (t) => [primaryKey({ columns: [t.userId, t.kind] }), check('protection_limits_kind', sql`${t.kind} in ('loss', 'wager', 'session')`)],
);

export const EXCLUSION_KINDS = ['timeout', 'self_exclusion', 'panic'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/**
 * Time-outs, self-exclusions and panic locks. `ends_at` null: permanent. The e-mail and phone of
 * the account are kept so that a new registration with either is refused while it lasts.
 */
export const protectionExclusions = pgTable(
  'protection_exclusions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EXCLUSION_KINDS }).notNull(),
    /** The chosen period ('24h', '7d', '1y', 'permanent'…). */
    period: text('period').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    email: text('email'),
    phone: text('phone'),
  },
  (t) => [
    index('protection_exclusions_user_idx').on(t.userId, t.endsAt),
    index('protection_exclusions_email_idx').on(sql`lower(${t.email})`),
    index('protection_exclusions_phone_idx').on(t.phone),
  ],
);

/**
 * Per-player play-session state: when the session began (sign-in; the session clock and the
 * session limit count from it), the reality-check interval and when the next check is due, a
 * check waiting for acknowledgement (rounds wait for it), the last spin (minimum spin interval)
 * and whether the limit prompt was answered.
 */
export const protectionState = pgTable('protection_state', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull().defaultNow(),
  realityMinutes: integer('reality_minutes'),
  realityDueAt: timestamp('reality_due_at', { withTimezone: true }),
  realityPending: boolean('reality_pending').notNull().default(false),
  lastSpinAt: timestamp('last_spin_at', { withTimezone: true }),
  limitPromptDone: boolean('limit_prompt_done').notNull().default(false),
});

export const VERIFICATION_STATUSES = ['init', 'pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * Identity verification of a player: one applicant per player at the provider (Sumsub, or the
 * built-in demo provider when no Sumsub keys are set). `status` follows the provider's review.
 */
export const verificationApplicants = pgTable('verification_applicants', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['demo', 'sumsub'] }).notNull(),
  applicantId: text('applicant_id').notNull(),
  status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('init'),
  documentType: text('document_type'),
  documentName: text('document_name'),
  rejectReason: text('reject_reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
