import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** /hit beacons: where a visitor came from and the tracking keys of the landing query. */
export const hits = pgTable(
  'hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.uid, { onDelete: 'set null' }),
    referer: text('referer'),
    query: jsonb('query').$type<Record<string, string>>().notNull().default({}),
    trackKey: text('track_key'),
    trackValue: text('track_value'),
    seonSession: text('seon_session'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hits_created_idx').on(t.createdAt)],
);

/** Client events reported by events/handle. */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.uid, { onDelete: 'set null' }),
    name: text('name').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_events_user_idx').on(t.userId, t.createdAt)],
);
