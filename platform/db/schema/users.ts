import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Players. `uid` is what the API calls the id; a login is unique regardless of case. */
export const users = pgTable(
  'users',
  {
    uid: integer('uid').primaryKey().generatedAlwaysAsIdentity(),
    login: text('login').notNull(),
    email: text('email'),
    /** When the player confirmed `email` (sendconfirmationtocontact → confirmContact); null: not confirmed. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    fakename: text('fakename').notNull().default(''),
    locale: text('locale').notNull().default('en-US'),
    countryCode: text('country_code'),
    currency: text('currency').notNull().default('USD'),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    banned: boolean('banned').notNull().default(false),
    regTime: timestamp('reg_time', { withTimezone: true }).notNull().defaultNow(),
    isRegistrationCompleted: boolean('is_registration_completed').notNull().default(true),
    twoFactorAuth: boolean('two_factor_auth').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    isOnVerification: boolean('is_on_verification').notNull().default(false),
    isKycBlockEnabled: boolean('is_kyc_block_enabled').notNull().default(false),
    /** Digits only, with the country's phone code (registration `phone`). */
    phone: text('phone'),
    phoneCountryCode: text('phone_country_code'),
    region: text('region'),
    /** Registration `is_betting`: true for a betting player, false for casino. */
    isBetting: boolean('is_betting').notNull().default(false),
    characterId: integer('character_id'),
    /** Telegram user id of a player who came from the Telegram web app. */
    telegramId: text('telegram_id'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    // §3 Profile, saved by saveProfileInfo (empty: not given)
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    sex: integer('sex').notNull().default(0),
    /** dd.mm.yyyy as §5 displays it. */
    birthDate: text('birth_date'),
    country: text('country'),
    homeTown: text('home_town'),
    address: text('address'),
    postcode: text('postcode'),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    /** When the player confirmed `phone` by code; null: not confirmed. */
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    /** Marketing by SMS to `phone` (e-mail marketing is `is_subscribed`). */
    phoneSubscribed: boolean('phone_subscribed').notNull().default(false),
    /** Notification settings (notification page): which kinds of messages the player wants. */
    notifications: jsonb('notifications').$type<Record<string, boolean>>().notNull().default({}),
    /** Random secret of the player's unsubscribe links (created with the first link). */
    unsubscribeToken: text('unsubscribe_token'),
  },
  (t) => [
    uniqueIndex('users_login_lower_key').on(sql`lower(${t.login})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_telegram_id_key').on(t.telegramId),
  ],
);

/** Signed-in sessions. The cookie holds a random id; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Short-lived tokens from getToken (socket.io authentication); only the SHA-256 is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);
