import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Outgoing messages (codes, restore links); sent by SMTP when configured, readable otherwise. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Not tried again before this (exponential backoff with jitter after a failed send). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A process is sending it until then (its lease); another takes it over only after. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Given up after the last attempt (a dead letter): an operator sees and replays it (platform/messaging/claims.ts). */
    deadAt: timestamp('dead_at', { withTimezone: true }),
  },
  (t) => [index('outbox_unsent_idx').on(t.sentAt, t.id), index('outbox_recipient_idx').on(t.recipient), index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.deadAt} is null`)],
);
