import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** §3 Loyalty characters a player can pick (registration `character_id`, users.character_id). */
export const characters = pgTable('characters', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sysname: text('sysname').notNull().unique(),
  name: text('name').notNull(),
  /** Public path of the picture. */
  image: text('image').notNull(),
  priority: integer('priority').notNull().default(0),
});
