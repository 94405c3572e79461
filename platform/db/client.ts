import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Env } from '@/lib/config';
import { DurableNodeFS, durableStartParams } from './durable-fs';
import { preparePgliteQueries, preparePgQueries } from './prepared';
import { lightTransactions } from './transactions';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database or a transaction: what services take first. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies pending migrations, then runs `after` (e.g. the demo seed) on the same connection,
   * holding an advisory lock so processes starting together on one PostgreSQL take turns.
   */
  migrate(after?: (db: Db) => Promise<void>, log?: (message: string) => void): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** DATA_DIR value for an in-memory PGlite (tests). */
export const IN_MEMORY = 'memory://';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const STARTUP_LOCK = 725_001;

function pglite(dataDir: string, fsync: boolean): Database {
  if (dataDir === IN_MEMORY) return fromPglite(new PGlite());
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  // durable by default: a commit is on disk before it is answered (see durable-fs.ts)
  return fromPglite(fsync ? new PGlite({ fs: new DurableNodeFS(dir), startParams: durableStartParams() }) : new PGlite(dir));
}

/** A Database over an open PGlite (tests start one from a migrated template). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client: preparePgliteQueries(client), schema });
  lightTransactions(db);
  return {
    db,
    kind: 'pglite',
    async migrate(after) {
      await migratePglite(db, { migrationsFolder });
      await after?.(db);
    },
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

function postgres(url: string, onError: (error: Error) => void): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', onError); // an idle client dropped by the server must not crash the process
  preparePgQueries(pool);
  const db = drizzleNodePg({ client: pool, schema });
  lightTransactions(db);
  return {
    db,
    kind: 'postgres',
    async migrate(after, log) {
      const client = await pool.connect();
      try {
        const [{ locked } = { locked: false }] = (await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [STARTUP_LOCK])).rows;
        if (!locked) {
          log?.('another process is migrating and seeding this database; waiting for it');
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        }
        log?.('migrating and seeding under the start-up lock (processes starting together take turns)');
        const migrator = drizzleNodePg({ client, schema });
        await migrateNodePg(migrator, { migrationsFolder });
        await after?.(migrator);
        log?.('migrations applied (and the demo seed, when on)');
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR (`memory://`: in memory). Connects lazily, migrates on `migrate()`. */
export function createDb(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<Env, 'PGLITE_FSYNC'>>, onError: (error: Error) => void = () => undefined): Database {
  return env.DATABASE_URL ? postgres(env.DATABASE_URL, onError) : pglite(env.DATA_DIR, env.PGLITE_FSYNC ?? true);
}
