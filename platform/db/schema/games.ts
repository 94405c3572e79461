import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
