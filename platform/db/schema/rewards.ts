import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

// Wheel of fortune (SPEC §3): campaigns, weighted sectors, spin balances, recorded spins, quests.

export const wheelCampaigns = pgTable('wheel_campaigns', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sysname: text('sysname').notNull().unique(),
  /** The name, given per locale or one for all. */
  title: jsonb('title').$type<string | Record<string, string>>().notNull(),
  description: jsonb('description').$type<Record<string, unknown>>().notNull().default({}),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  /** Price of one spin (minor units of `currency`). */
  spinPrice: bigint('spin_price', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull().default('USD'),
  /** `winnersType`, `controls` (button images). */
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  priority: integer('priority').notNull().default(0),
});

/** One sector of a wheel; drawn with probability weight ÷ sum of weights. */
export const wheelSectors = pgTable(
  'wheel_sectors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => wheelCampaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    weight: integer('weight').notNull(),
    rewardType: text('reward_type', { enum: ['campaign', 'money', 'prize', 'respin', 'empty'] }).notNull(),
    /** `title`, and per type: money `amount`; campaign `bonus` {amount, wager} or `freespins` {game, count, bet}; prize `name`. */
    reward: jsonb('reward').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [unique('wheel_sectors_position').on(t.campaignId, t.position)],
);

/** Spins a player holds in a campaign, and the committed seed of the next spin. */
export const wheelBalances = pgTable(
  'wheel_balances',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => wheelCampaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    spins: integer('spins').notNull().default(0),
    /** The next spin's server seed (secret until that spin) and the player's client seed. */
    serverSeed: text('server_seed').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })],
);

/** Every spin, with what decided it: SHA-256(server_seed) was shown before, the sector follows from the seeds. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => wheelCampaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    sectorId: integer('sector_id').notNull(),
    position: integer('position').notNull(),
    rewardType: text('reward_type').notNull(),
    reward: jsonb('reward').$type<Record<string, unknown>>().notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wheel_spins_campaign_idx').on(t.campaignId, t.id), index('wheel_spins_user_idx').on(t.userId, t.id)],
);

/**
 * A quest of a campaign: reach `target` (minor units wagered or deposited, or rounds played) to
 * earn `spins`. Title and description may be given per locale.
 */
export const wheelQuests = pgTable('wheel_quests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  campaignId: integer('campaign_id')
    .notNull()
    .references(() => wheelCampaigns.id, { onDelete: 'cascade' }),
  sysname: text('sysname').notNull().unique(),
  title: jsonb('title').$type<string | Record<string, string>>().notNull(),
  description: jsonb('description').$type<string | Record<string, string>>().notNull().default(sql`'""'::jsonb`),
  kind: text('kind', { enum: ['wager', 'rounds', 'deposit'] }).notNull(),
  target: bigint('target', { mode: 'bigint' }).notNull(),
  spins: integer('spins').notNull(),
  priority: integer('priority').notNull().default(0),
});

export const wheelQuestProgress = pgTable(
  'wheel_quest_progress',
  {
    questId: integer('quest_id')
      .notNull()
      .references(() => wheelQuests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    progress: bigint('progress', { mode: 'bigint' }).notNull().default(sql`0`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.questId, t.userId] })],
);

// Loyalty (SPEC §3): programmes with levels, accounts whose spendable points are apart from the level balance, a shop.

export const loyaltyPrograms = pgTable('loyalty_programs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sysname: text('sysname').notNull().unique(),
  title: text('title').notNull(),
  description: jsonb('description').$type<Record<string, unknown>>().notNull().default({}),
  /** What the points are called ("coins"), given per locale or one for all. */
  pointsAlias: jsonb('points_alias').$type<string | Record<string, string>>().notNull().default(sql`'"points"'::jsonb`),
  /** Points per major unit staked in a real round. */
  pointsPerUnit: integer('points_per_unit').notNull().default(1),
  isActive: boolean('is_active').notNull().default(true),
  priority: integer('priority').notNull().default(0),
});

export const loyaltyLevels = pgTable(
  'loyalty_levels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => loyaltyPrograms.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    /** The level's name, given per locale or one for all. */
    title: jsonb('title').$type<string | Record<string, string>>().notNull(),
    /** Level points needed. */
    threshold: bigint('threshold', { mode: 'number' }).notNull(),
    image: text('image'),
    /** A list of perks, each given per locale or one for all. */
    perks: jsonb('perks').$type<Array<string | Record<string, string>>>().notNull().default([]),
  },
  (t) => [unique('loyalty_levels_level').on(t.programId, t.level)],
);

/** `points` are spent in the shop; `level_points` only grow, so a purchase never lowers a level. */
export const loyaltyAccounts = pgTable('loyalty_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  programId: integer('program_id')
    .notNull()
    .references(() => loyaltyPrograms.id, { onDelete: 'cascade' }),
  points: bigint('points', { mode: 'number' }).notNull().default(0),
  levelPoints: bigint('level_points', { mode: 'number' }).notNull().default(0),
  level: integer('level').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const loyaltyProducts = pgTable('loyalty_products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  programId: integer('program_id')
    .notNull()
    .references(() => loyaltyPrograms.id, { onDelete: 'cascade' }),
  sysname: text('sysname').notNull().unique(),
  /** Title and description, each given per locale or one for all. */
  title: jsonb('title').$type<string | Record<string, string>>().notNull(),
  description: jsonb('description').$type<string | Record<string, string>>().notNull().default(sql`'""'::jsonb`),
  image: text('image'),
  price: bigint('price', { mode: 'number' }).notNull(),
  /** money {amount}, bonus {amount, wager}, freespins {game, count, bet}, wheel_spins {campaign, count}. */
  rewardType: text('reward_type', { enum: ['money', 'bonus', 'freespins', 'wheel_spins'] }).notNull(),
  reward: jsonb('reward').$type<Record<string, unknown>>().notNull().default({}),
  minLevel: integer('min_level').notNull().default(1),
  priority: integer('priority').notNull().default(0),
});

/** Every change of a loyalty account; `idempotency_key` keeps a round or a purchase from counting twice. */
export const loyaltyEntries = pgTable(
  'loyalty_entries',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    points: bigint('points', { mode: 'number' }).notNull(),
    levelPoints: bigint('level_points', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('loyalty_entries_user_idx').on(t.userId, t.id)],
);

/** §3 Loyalty notification; `delivered_at` is set once the notice list has handed it out. */
export const loyaltyNotifications = pgTable(
  'loyalty_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    trigger: text('trigger').notNull(),
    type: text('type').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    amountType: text('amount_type').notNull().default('points'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('loyalty_notifications_user_idx').on(t.userId, t.id)],
);

/**
 * A loyalty quest of a programme: reach `target` (minor units of `currency` wagered or deposited,
 * or rounds played) to earn `reward_points`. `period` day, week or month starts the progress anew
 * each period (UTC); no period means once. Title and description may be given per locale.
 */
export const loyaltyQuests = pgTable(
  'loyalty_quests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => loyaltyPrograms.id, { onDelete: 'cascade' }),
    sysname: text('sysname').notNull().unique(),
    title: jsonb('title').$type<string | Record<string, string>>().notNull(),
    description: jsonb('description').$type<string | Record<string, string>>().notNull(),
    kind: text('kind', { enum: ['wager', 'rounds', 'deposit'] }).notNull(),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    /** The currency of a wager or deposit target; rounds count in every currency. */
    currency: text('currency').notNull().default('USD'),
    rewardPoints: integer('reward_points').notNull(),
    period: text('period', { enum: ['day', 'week', 'month'] }),
    isActive: boolean('is_active').notNull().default(true),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [index('loyalty_quests_program_idx').on(t.programId, t.kind)],
);

/** A player's progress in one period of a quest (`period_start` is the epoch for a quest without period). */
export const loyaltyQuestProgress = pgTable(
  'loyalty_quest_progress',
  {
    questId: integer('quest_id')
      .notNull()
      .references(() => loyaltyQuests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    progress: bigint('progress', { mode: 'bigint' }).notNull().default(sql`0`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.questId, t.userId, t.periodStart] })],
);
