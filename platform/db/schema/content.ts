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
});

/** Operator settings by key: general_info, support, metadata. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Json>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
