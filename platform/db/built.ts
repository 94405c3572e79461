import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/** A statement built once: run it on a database or transaction with the values of its placeholders. */
export type Statement = (db: Db, values: Record<string, unknown>) => PromiseLike<unknown>;

/**
 * A statement whose text drizzle builds once. drizzle builds a query's text and parameters anew on
 * every execution, walking every chunk of every nested `sql` (for a game round's state read, with
 * every domain's facts in it, that was ~0.2–0.5 ms of Node CPU per round, more than its
 * round-trip). Here the values that change from one execution to the next are
 * `sql.placeholder(name)` in the SQL `build` answers (built at the first execution), and each
 * execution only fills them in (drizzle's own placeholders: a placeholder compared with a column
 * goes through the column's encoder). The answer is the driver's result (`rowsOf` reads its rows,
 * no mapping to the schema's types). It starts when awaited (`then`), so it can go to `together`.
 */
export function builtOnce(build: () => SQL): Statement {
  let query: { sql: string; params: unknown[] } | undefined;
  return (db, values) => ({
    then(resolve, reject) {
      query ??= dialect.sqlToQuery(build());
      return db._.session.prepareQuery(query, undefined, undefined, false).execute(values).then(resolve, reject);
    },
  });
}

/** `builtOnce` per shape: one statement for each key (a string naming what changes the text, e.g. how many values a list has). */
export function builtPerShape(build: (key: string) => SQL): (key: string) => Statement {
  const statements = new Map<string, Statement>();
  return (key) => {
    let statement = statements.get(key);
    if (!statement) {
      if (statements.size >= 64) statements.clear();
      statement = builtOnce(() => build(key));
      statements.set(key, statement);
    }
    return statement;
  };
}

/**
 * One data-modifying CTE (`name as (insert … / update …)`) of a statement built once per shape
 * (the ledger's write, `postWith`): `key` names its SQL (the same key, the same SQL, `sql` is called
 * once per shape), which refers to what changes as placeholders whose names start with the key's
 * own prefix; `values` fills them for this statement.
 */
export type Write = { key: string; sql: () => SQL; values: Record<string, unknown> };

/** A `Write`. */
export const write = (key: string, build: () => SQL, values: Record<string, unknown>): Write => ({ key, sql: build, values });
