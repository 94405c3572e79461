import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const gameProviders = pgTable('game_providers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sysname: text('sysname').notNull().unique(),
  name: text('name').notNull(),
  image: text('image'),
  priority: integer('priority').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

/** The catalogue. `type` is one of the §3 game types. */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sysname: text('sysname').notNull().unique(),
    name: text('name').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    type: text('type').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    image: text('image'),
    /** The 16:9 thumbnail (game-item config type `horizontal`). */
    imageHorizontal: text('image_horizontal'),
    /** Return to player in basis points (9600 = 96 %); the built-in engines pay to it. */
    rtp: integer('rtp').notNull().default(9600),
    hasDemo: boolean('has_demo').notNull().default(true),
    isNew: boolean('is_new').notNull().default(false),
    priority: integer('priority').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('games_provider_idx').on(t.providerId),
    index('games_type_idx').on(t.type),
    index('games_priority_idx').on(t.priority, t.id),
    check('games_type_known', sql`${t.type} in ('slot', 'live', 'casino', 'fast', 'betting', 'logical', 'high_low')`),
  ],
);

export const gameCategories = pgTable('game_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sysname: text('sysname').notNull().unique(),
  name: text('name').notNull(),
  priority: integer('priority').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

export const gameCategoryGames = pgTable(
  'game_category_games',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => gameCategories.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.gameId] }), index('game_category_games_game_idx').on(t.gameId)],
);

/** Notable wins, the source of the leaderboards; game rounds add rows (games issue). */
export const wins = pgTable(
  'wins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.uid, { onDelete: 'set null' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wins_created_idx').on(t.createdAt), index('wins_amount_idx').on(t.amount)],
);

/** Favourites (games/getLikes, addLike, removeLike). */
export const gameLikes = pgTable(
  'game_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/**
 * Provably-fair seed pairs. `owner` is `u:{uid}` for players and `s:{sha256 of the guest cookie}`
 * for guests in demo mode. The server seed stays secret (only its SHA-256 is shown) until the pair
 * is rotated; then `revealed_at` is set and the seed may be shown. One active pair per owner.
 */
export const gameSeeds = pgTable(
  'game_seeds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    owner: text('owner').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** Rounds played with this pair so far; the next round uses this value as its nonce. */
    nonce: integer('nonce').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    index('game_seeds_owner_idx').on(t.owner),
    uniqueIndex('game_seeds_one_active').on(t.owner).where(sql`${t.isActive}`),
  ],
);

/** Demo ("fun") balances of guests, by owner (`s:…`); players use their wallet's fun balance. */
export const demoBalances = pgTable('demo_balances', {
  owner: text('owner').primaryKey(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull().default('USD'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every round of a built-in game: the stake, the win, the fair-play inputs (seed pair and nonce)
 * and the engine's outcome. Real rounds move money through the ledger with keys `round:{id}:bet`
 * and `round:{id}:win`; `idempotency_key` is the client's key for the whole round.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.uid, { onDelete: 'set null' }),
    owner: text('owner').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    currency: text('currency').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    /** main, bonus or fun: the balance the stake came from (fun in demo mode; none for a free spin). */
    balance: text('balance').notNull(),
    seedId: integer('seed_id')
      .notNull()
      .references(() => gameSeeds.id),
    nonce: integer('nonce').notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    freespinPackId: integer('freespin_pack_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_rounds_owner_key').on(t.owner, t.idempotencyKey),
    index('game_rounds_user_idx').on(t.userId, t.createdAt),
    index('game_rounds_seed_idx').on(t.seedId, t.nonce),
    check('game_rounds_amounts', sql`${t.bet} >= 0 and ${t.win} >= 0`),
  ],
);

/** Free-spin packs (freespins/get): rounds of `game` at `bet` each that cost the player nothing. */
export const freespinPacks = pgTable(
  'freespin_packs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    totalCount: integer('total_count').notNull(),
    remainingCount: integer('remaining_count').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    description: jsonb('description').$type<Record<string, unknown>>().notNull().default({}),
    /** Pack terms: 0 pays the wins to real money; above 0 they become a bonus wagered this many times. */
    winWagerMultiplier: integer('win_wager_multiplier').notNull().default(0),
    /** What granted the pack: seed, offer, promo_code, tournament, wheel, loyalty… */
    source: text('source').notNull().default('seed'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('freespin_packs_user_idx').on(t.userId), check('freespin_packs_remaining', sql`${t.remainingCount} >= 0 and ${t.remainingCount} <= ${t.totalCount}`)],
);

/** games/createhistoryexportrequest: a CSV of the player's rounds, written in the background. */
export const gameHistoryExports = pgTable(
  'game_history_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed'] }).notNull().default('pending'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    csv: text('csv'),
    rowCount: integer('row_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('game_history_exports_user_idx').on(t.userId, t.createdAt)],
);

/** Sportsbook events of the demo book; odds are decimal ×100 (1.85 → 185). */
export const sportEvents = pgTable(
  'sport_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sport: text('sport').notNull(),
    league: text('league').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    oddsHome: integer('odds_home').notNull(),
    oddsDraw: integer('odds_draw'),
    oddsAway: integer('odds_away').notNull(),
    status: text('status', { enum: ['open', 'settled'] }).notNull().default('open'),
    result: text('result', { enum: ['home', 'draw', 'away'] }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('sport_events_status_idx').on(t.status, t.startsAt)],
);

/** A bet slip: one or more selections, stake from the wallet, settled by the platform. */
export const sportBets = pgTable(
  'sport_bets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Combined decimal odds ×100. */
    odds: integer('odds').notNull(),
    selections: jsonb('selections').$type<Array<{ event_id: number; pick: 'home' | 'draw' | 'away'; odds: number }>>().notNull(),
    status: text('status', { enum: ['open', 'won', 'lost'] }).notNull().default('open'),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The part of the stake paid by a betting bonus (its share of the payout stays bonus money). */
    bonusStake: bigint('bonus_stake', { mode: 'bigint' }).notNull().default(sql`0`),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sport_bets_user_key').on(t.userId, t.idempotencyKey), index('sport_bets_user_idx').on(t.userId, t.createdAt), check('sport_bets_stake', sql`${t.stake} > 0`)],
);
