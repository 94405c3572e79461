import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDatabase, type PgDialect, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import { PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import pg from 'pg';
import { builtOnce } from './built';
import type { Db } from './client';

type RelationalSchema = { schema: Record<string, unknown>; fullSchema: Record<string, unknown>; tableNamesMap: Record<string, string> };
type Internals = { client: unknown; dialect: PgDialect; schema: RelationalSchema | undefined; options: unknown };
type Tx = Db & { schema: RelationalSchema | undefined; dialect: Internals['dialect']; getTransactionConfigSQL(config: PgTransactionConfig): unknown };

// BEGIN, COMMIT and ROLLBACK, built once (drizzle built each text anew, twice per transaction)
const begin = builtOnce(() => sql`begin`);
const commit = builtOnce(() => sql`commit`);
const rollback = builtOnce(() => sql`rollback`);

/**
 * The transaction object without its relational query builders, `tx.query` set up on first use:
 * drizzle's transaction object is a PgDatabase, whose constructor makes a RelationalQueryBuilder
 * for every table of the schema (63), on every transaction (~1.7 % of a game round's profile),
 * for `tx.query.…`, which the platform does not use. The object is otherwise the one drizzle makes
 * (same class, same `_`, same `schema`, so a nested transaction is drizzle's own).
 */
function light<T extends Tx>(tx: T, schema: RelationalSchema | undefined): T {
  if (!schema) return tx;
  const session = tx._.session;
  tx.schema = schema;
  Object.assign(tx._, { schema: schema.schema, fullSchema: schema.fullSchema, tableNamesMap: schema.tableNamesMap });
  let query: Db['query'] | undefined;
  Object.defineProperty(tx, 'query', {
    configurable: true,
    enumerable: true,
    get: () => (query ??= new PgDatabase(tx.dialect, session, schema as never).query as unknown as Db['query']),
  });
  return tx;
}

/**
 * `db.transaction` as drizzle runs it (node-postgres: a pooled client, BEGIN, the callback, COMMIT
 * or ROLLBACK, release; PGlite: its own `transaction`), with a light transaction object (`light`)
 * and BEGIN/COMMIT/ROLLBACK built once.
 */
export function lightTransactions(db: Db): void {
  const session: unknown = db._.session;
  const patchable = session as { transaction: unknown };
  if (session instanceof NodePgSession) {
    patchable.transaction = async function transaction<T>(this: Internals, fn: (tx: Tx) => Promise<T>, config?: PgTransactionConfig): Promise<T> {
      const client = this.client as pg.Pool | pg.PoolClient;
      const isPool = client instanceof pg.Pool || Object.getPrototypeOf(client).constructor.name.includes('Pool');
      const txSession = isPool ? new NodePgSession(await (client as pg.Pool).connect(), this.dialect, this.schema as never, this.options as never) : (this as unknown as NodePgSession<never, never>);
      const tx = light(new NodePgTransaction(this.dialect, txSession, undefined) as unknown as Tx, this.schema);
      try {
        await (config ? tx.execute(sql`begin ${tx.getTransactionConfigSQL(config)}`) : begin(tx, {}));
        try {
          const result = await fn(tx);
          await commit(tx, {});
          return result;
        } catch (error) {
          await rollback(tx, {});
          throw error;
        }
      } finally {
        if (isPool) (txSession as unknown as { client: pg.PoolClient }).client.release();
      }
    };
  } else if (session instanceof PgliteSession) {
    patchable.transaction = function transaction<T>(this: Internals, fn: (tx: Tx) => Promise<T>, config?: PgTransactionConfig): Promise<T> {
      return (this.client as import('@electric-sql/pglite').PGlite).transaction(async (client) => {
        const txSession = new PgliteSession(client as never, this.dialect, this.schema as never, this.options as never);
        const tx = light(new PgliteTransaction(this.dialect, txSession, undefined) as unknown as Tx, this.schema);
        if (config) await (tx as unknown as { setTransaction(config: PgTransactionConfig): Promise<void> }).setTransaction(config);
        return fn(tx);
      });
    };
  }
}
