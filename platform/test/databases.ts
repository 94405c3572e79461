import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL the DB tests also run on, when DATABASE_URL is set. */
export const POSTGRES_URL = process.env.DATABASE_URL || undefined;
export const REDIS_URL = process.env.REDIS_URL || undefined;

export type Backend = 'pglite' | 'postgres';

/**
 * PGlite always; PostgreSQL too when DATABASE_URL is set. PLATFORM_TEST_BACKENDS=postgres runs the
 * PostgreSQL variants only (CI's second pass, after `npm test` has run the PGlite ones).
 */
export const backends = (): Backend[] => {
  if (!POSTGRES_URL) return ['pglite'];
  return process.env.PLATFORM_TEST_BACKENDS === 'postgres' ? ['postgres'] : ['pglite', 'postgres'];
};

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server of `baseUrl`, so runs never collide; `drop()` removes it. */
export async function freshDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `platform_test_${randomBytes(6).toString('hex')}`;
  await admin(baseUrl, (c) => c.query(`create database "${name}"`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(baseUrl, (c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}
