import { createHash } from 'node:crypto';
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Prepared statements for the queries drizzle sends, keyed by their text: PostgreSQL parses,
 * analyses and plans a statement once per connection, then only binds and executes it. drizzle
 * builds the same text for the same query shape (values are parameters), so a few hundred texts
 * cover the platform; planning was most of the cost of a short statement (PGlite runs it on the
 * Node thread). Texts too long or with many parameters (bulk inserts) go the one-off way.
 */
const MAX_TEXT = 8_000;
const MAX_PARAMS = 64;
const MAX_STATEMENTS = 400;

const names = new Map<string, string>();
/** The statement's name, a hash of its text (remembered: hashing a long text on every execution showed in profiles). */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= 4 * MAX_STATEMENTS) names.clear();
    name = `d_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}
const cacheable = (text: string, params: unknown[] | undefined) => text.length <= MAX_TEXT && (params?.length ?? 0) <= MAX_PARAMS;

/**
 * Queries sent to a connection while it runs another (a Promise.all on a transaction): node-postgres
 * queues them (deprecated, and only warned from the third), pg@9 rejects them. The platform tests
 * on PostgreSQL set `onOverlap` and fail on any (platform/test/harness.ts).
 */
export const overlapWatch: { onOverlap: ((text: string) => void) | null } = { onOverlap: null };

/** The name `begin` is prepared under on each connection (then a transaction's BEGIN is only bound and executed). */
const BEGIN = 'd_begin';
type Connection = { parsedStatements: Record<string, string>; bind(config: { statement: string; values: unknown[] }): void; execute(config: object): void };
type PgQuery = pg.Query & {
  name?: string;
  callback?: (error: Error | null, result?: unknown) => void;
  prepare(connection: Connection): void;
  handleCommandComplete(message: unknown, connection: Connection): void;
};
const begun = { command: 'BEGIN', rowCount: null, oid: null, rows: [], fields: [] };
const ended = (command: string) => ({ command: command.toUpperCase(), rowCount: null, oid: null, rows: [], fields: [] });

/**
 * `query` with the transaction's BEGIN in front, in the same round-trip: Bind and Execute of the
 * connection's prepared `begin`, then the query's own messages, one Sync for both. When BEGIN
 * fails the server skips the query (it never runs outside the transaction); BEGIN's
 * CommandComplete is not the query's result.
 */
function afterBegin(query: PgQuery): PgQuery {
  const prepare = query.prepare.bind(query);
  const complete = query.handleCommandComplete.bind(query);
  let beginDone = false;
  query.prepare = (connection) => {
    connection.bind({ statement: BEGIN, values: [] });
    connection.execute({});
    prepare(connection);
  };
  query.handleCommandComplete = (message, connection) => {
    if (beginDone) complete(message, connection);
    beginDone = true;
  };
  return query;
}

/**
 * node-postgres: names each cacheable query after its text (pg prepares it once per connection),
 * and sends a transaction's BEGIN with its first statement: `begin` is answered at once and goes
 * out in front of the next query on the connection (a COMMIT or ROLLBACK right after it sends
 * nothing), so a transaction costs one round-trip less.
 */
export function preparePgQueries(pool: pg.Pool): void {
  type Config = { text: string; values?: unknown[]; name?: string };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const connection = (client as unknown as { connection: Connection }).connection;
    let beginPending = false;
    let running = 0;
    const watched = (text: string, result: unknown) => {
      const watch = overlapWatch.onOverlap;
      if (!watch || typeof (result as Promise<unknown> | undefined)?.then !== 'function') return result;
      if (running > 0) watch(text);
      running += 1;
      const done = () => void (running -= 1);
      (result as Promise<unknown>).then(done, done);
      return result;
    };
    const send = (config: unknown, ...rest: unknown[]) => {
      const c = config as Config | null;
      if (c && typeof c === 'object' && typeof c.text === 'string' && !c.name && cacheable(c.text, Array.isArray(rest[0]) ? rest[0] : c.values)) {
        return watched(c.text, query({ ...c, name: statementName(c.text) }, ...rest));
      }
      return watched(typeof c === 'string' ? c : String(c?.text ?? ''), query(config, ...rest));
    };
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
      const c = config as Config | null;
      const text = c && typeof c === 'object' && typeof c.text === 'string' && !c.name ? c.text : null;
      const promised = rest.every((r) => typeof r !== 'function');
      if (text === 'begin' && promised && !beginPending) {
        // the first BEGIN of a connection prepares it; later ones wait for the next statement
        if (connection.parsedStatements[BEGIN] !== 'begin') return watched(text, query({ ...c, name: BEGIN }, ...rest));
        beginPending = true;
        return Promise.resolve(begun);
      }
      if (!beginPending) return send(config, ...rest);
      beginPending = false;
      if (text === 'commit' || text === 'rollback') return Promise.resolve(ended(text));
      const values = Array.isArray(rest[0]) ? rest[0] : c?.values;
      if (text !== null && promised && cacheable(text, values)) {
        const pending = new pg.Query({ ...c, text, values, name: statementName(text) }) as PgQuery;
        const result = new Promise((resolve, reject) => {
          pending.callback = (error, res) => (error ? reject(error) : resolve(res));
        });
        query(afterBegin(pending));
        return watched(text, result);
      }
      // anything else: BEGIN on its own first
      return (query({ name: BEGIN, text: 'begin' }) as Promise<unknown>).then(() => send(config, ...rest));
    };
  });
}

type Internals = {
  parsers: Parameters<typeof parse.parseResults>[1];
  serializers: Record<number, (value: unknown) => string>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _checkReady(): Promise<void>;
};
type Statement = { name: string; paramTypes: number[] };

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * PGlite: `query` (also inside `transaction`) through named statements, one call into the engine
 * per execution (bind, describe, execute, sync) instead of five (parse, describe, bind, describe,
 * execute). Parameters are serialised by the types PostgreSQL gave the statement when it was
 * prepared, as PGlite's own `query` does. Queries with options this path does not handle (blobs,
 * notices, custom serialisers) and uncacheable texts go through PGlite's `query`.
 */
const PREPARED = Symbol('prepared statements');

export function preparePgliteQueries(client: PGlite): PGlite {
  if ((client as unknown as Record<symbol, boolean>)[PREPARED]) return client;
  (client as unknown as Record<symbol, boolean>)[PREPARED] = true;
  const internals = client as unknown as Internals;
  const statements = new Map<string, Statement>();
  let inTransaction = false;

  async function statementFor(text: string, options?: QueryOptions): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Map keeps insertion order: move it to the end (most recently used)
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = statementName(text);
    const messages = await client.execProtocolStream(concat([protocol.serialize.parse({ name, text, types: options?.paramTypes }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]), { syncToFs: false });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    for (const [oldest, old] of statements) {
      if (statements.size <= MAX_STATEMENTS) break;
      statements.delete(oldest);
      await client.execProtocolStream(concat([protocol.serialize.close({ type: 'S', name: old.name }), protocol.serialize.sync()]), { syncToFs: false });
    }
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return internals._runExclusiveQuery(async () => {
      const statement = await statementFor(text, options);
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serialize = internals.serializers[statement.paramTypes[i]!];
        return serialize ? serialize(param) : String(param);
      });
      let messages: Awaited<ReturnType<PGlite['execProtocolStream']>>;
      try {
        messages = await client.execProtocolStream(
          concat([protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.describe({ type: 'P' }), protocol.serialize.execute({}), protocol.serialize.sync()]),
          { syncToFs: false },
        );
      } catch (error) {
        if (error instanceof Error) Object.assign(error, { query: text });
        throw error;
      }
      if (!inTransaction) await client.syncToFs();
      // PGlite merges `options.parsers` into a copy of its ~300 parsers on every call; an object
      // over them as prototype gives the same lookups without the copy
      const parsers = options?.parsers ? Object.assign(Object.create(internals.parsers) as Internals['parsers'], options.parsers) : internals.parsers;
      return parse.parseResults(messages, parsers, options?.parsers ? { ...options, parsers: undefined } : options)[0] as Results<T>;
    });
  }

  const plain = (params: unknown[] | undefined, options?: QueryOptions) => cacheable('', params) && !options?.blob && !options?.onNotice && !options?.serializers;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);

  client.query = (async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!plain(params, options) || !cacheable(text, params)) return query<T>(text, params, options);
    await internals._checkReady();
    return internals._runExclusiveTransaction(() => run<T>(text, params ?? [], options));
  }) as PGlite['query'];

  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction(async (tx) => {
      inTransaction = true;
      const txQuery = tx.query.bind(tx);
      tx.query = (async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (tx.closed) throw new Error('Transaction is closed');
        if (!plain(params, options) || !cacheable(text, params)) return txQuery<R>(text, params, options);
        return run<R>(text, params ?? [], options);
      }) as Transaction['query'];
      try {
        return await callback(tx);
      } finally {
        inTransaction = false;
      }
    })) as PGlite['transaction'];

  return client;
}
