import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who runs a job that must run once across every process (the sportsbook top-up, sweeps, expiries):
 * a lease held until `expires_at`, renewed by its holder at each run, taken over by another
 * process once it lapses (platform/jobs/lease.ts).
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Keys every process of an installation must agree on (the pseudonym key of public boards), made
 * once at random by whichever process needs one first and read by all the others (platform/kernel/installation-keys.ts).
 */
export const installationKeys = pgTable('installation_keys', {
  name: text('name').primaryKey(),
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Domain events written in the transaction of the change that causes them, relayed to the bus by
 * any live process (platform/messaging/events.ts), each once or, after a crash mid-relay, again
 * under the same id (clients drop a repeated id). Relayed rows are deleted after a day.
 */
export const eventOutbox = pgTable(
  'event_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id'),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull().default(null),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    relayedAt: timestamp('relayed_at', { withTimezone: true }),
  },
  (t) => [index('event_outbox_pending_idx').on(t.id).where(sql`${t.relayedAt} is null`)],
);
