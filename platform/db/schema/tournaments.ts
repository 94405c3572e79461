import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games';
import { users } from './users';

/** Tournaments; the status (future, active, finished) follows from start_at and end_at. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sysname: text('sysname').notNull().unique(),
    /** The tournament's name, given per locale or one for all. */
    title: jsonb('title').$type<string | Record<string, string>>().notNull(),
    description: jsonb('description').$type<Record<string, unknown>>().notNull().default({}),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    totalPrize: bigint('total_prize', { mode: 'bigint' }).notNull().default(sql`0`),
    currency: text('currency').notNull().default('USD'),
    restrictions: jsonb('restrictions').$type<Record<string, unknown>>().notNull().default({}),
    resetOnCashout: boolean('reset_on_cashout').notNull().default(false),
    provider: text('provider'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    priority: integer('priority').notNull().default(0),
    /** How a settled round scores: `stakes` (stake), `wins` (win) or `multipliers` (win ÷ stake × 100). */
    rule: text('rule', { enum: ['stakes', 'wins', 'multipliers'] }).notNull().default('stakes'),
    /** Prizes by place: `{ place, type: money|bonus|freespins, amount, wager?, game?, count? }` (minor units). */
    prizes: jsonb('prizes').$type<Array<Record<string, unknown>>>().notNull().default([]),
    /** Set once the finished tournament's prizes are paid. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('tournaments_period_idx').on(t.startAt, t.endAt)],
);

export const tournamentGames = pgTable(
  'tournament_games',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.gameId] })],
);

/** Who takes part, with points and, once finished, the prize (minor units). */
export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    prize: bigint('prize', { mode: 'bigint' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the points last changed: of two equal scores, the one reached first ranks higher. */
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull().defaultNow(),
    /** Points count from here (`reset_on_cashout`: a withdrawal after it resets them). */
    countsFrom: timestamp('counts_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] }), index('tournament_participants_rank_idx').on(t.tournamentId, t.points)],
);
