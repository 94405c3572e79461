import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
