import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

type Json = Record<string, unknown>;

/** Banners; `description.position` says where one shows. */
export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sysname: text('sysname').notNull().unique(),
  description: jsonb('description').$type<Json & { position: string }>().notNull(),
  priority: integer('priority').notNull().default(0),
  startAt: timestamp('start_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
});

/** Campaign offers (promotions a player can take, e.g. a deposit bonus). */
export const offers = pgTable('offers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sysname: text('sysname').notNull().unique(),
  trigger: jsonb('trigger').$type<{ action: string; params: Json & { exclude_methods: string[] } }>().notNull(),
  description: jsonb('description').$type<Json>().notNull().default({}),
  promotions: jsonb('promotions').$type<Array<Json & { id: number; type: string }>>().notNull().default([]),
  promoCode: text('promo_code'),
  priority: integer('priority').notNull().default(0),
  startAt: timestamp('start_at', { withTimezone: true }),
  endAt: timestamp('end_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
});

/** Campaign popups, shown by `?popup={sysname}`. */
export const popups = pgTable('popups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sysname: text('sysname').notNull().unique(),
  content: jsonb('content').$type<Json>().notNull().default({}),
  priority: integer('priority').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const jackpots = pgTable('jackpots', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sysname: text('sysname').notNull().unique(),
  name: text('name').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
  currency: text('currency').notNull().default('USD'),
  priority: integer('priority').notNull().default(0),
  /** The amount the pot restarts from after a win. */
  seedAmount: bigint('seed_amount', { mode: 'bigint' }).notNull().default(sql`0`),
  /** Share of each real-money stake that feeds the pot, in basis points (50 = 0.5 %). */
  contributionBp: integer('contribution_bp').notNull().default(50),
  /** Chance per real-money round of winning the pot, in millionths. */
  hitChancePpm: integer('hit_chance_ppm').notNull().default(20),
  /** Games carrying this tag feed the pot and can win it. */
  gamesTag: text('games_tag').notNull().default('jackpot'),
  description: jsonb('description').$type<Json>().notNull().default({}),
});

/** Jackpot payouts (Jackpots/getWinners). */
export const jackpotWins = pgTable('jackpot_wins', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  jackpotId: integer('jackpot_id')
    .notNull()
    .references(() => jackpots.id, { onDelete: 'cascade' }),
  userId: integer('user_id'),
  gameId: integer('game_id'),
  roundId: bigint('round_id', { mode: 'bigint' }),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Operator settings by key: general_info, support, metadata. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Json>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
