import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A player's sign-in through an OAuth provider: one row per provider and subject (the provider's user id). */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** The e-mail the provider gave at the first sign-in (informational; never used to link accounts). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('oauth_accounts_provider_subject_key').on(t.provider, t.subject), index('oauth_accounts_user_idx').on(t.userId)],
);

/**
 * Pending authorization requests of /oauth/init: the state (only its SHA-256), the PKCE verifier
 * and where to go afterwards. Taken (deleted) by the callback, so a state works once; expires soon.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUrl: text('redirect_url'),
    typeAuth: text('type_auth', { enum: ['login', 'registration'] }).notNull(),
    /** Started from a framed form: the session cookie is set partitioned (CHIPS). */
    framed: boolean('framed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/** Authorization codes the built-in demo provider issued (only their SHA-256), with the PKCE challenge; single use. */
export const oauthDemoCodes = pgTable(
  'oauth_demo_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    codeChallenge: text('code_challenge').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    subject: text('subject').notNull(),
    name: text('name'),
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_demo_codes_expires_idx').on(t.expiresAt)],
);
