import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a migration for schema changes; never edit one once merged. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './platform/db/schema/index.ts',
  out: './platform/db/migrations',
});
