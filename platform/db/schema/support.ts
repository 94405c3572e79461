import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Messages from the /support contact form (support/sendFeedback); each also goes to the team through the outbox. */
export const supportFeedback = pgTable(
  'support_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.uid, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_feedback_created_idx').on(t.createdAt)],
);

/** FreshChat/storeChatEvent: chat messages a signed-in player sent or received through the provider's widget. */
export const chatEvents = pgTable(
  'chat_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    conversationId: text('conversation_id').notNull(),
    text: text('text').notNull(),
    event: text('event', { enum: ['sent', 'received'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_events_user_idx').on(t.userId, t.createdAt)],
);

/** The demo chat provider's conversations: a visitor's (by the widget's random id) or a player's (by uid). */
export const demoChatMessages = pgTable(
  'demo_chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversation: text('conversation').notNull(),
    userId: integer('user_id').references(() => users.uid, { onDelete: 'cascade' }),
    author: text('author', { enum: ['visitor', 'agent'] }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_chat_conversation_idx').on(t.conversation, t.id)],
);
