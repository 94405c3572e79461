import { createHash } from 'node:crypto';
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { PgTransaction } from 'drizzle-orm/pg-core';
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

/** The names `begin` and `commit` are prepared under on each connection (then they are only bound and executed). */
const BEGIN = 'd_begin';
const COMMIT = 'd_commit';
type Connection = {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  stream: { cork?(): void; uncork?(): void };
  sync(): void;
  sendCopyFail(message: string): void;
};
type PgQuery = pg.Query & {
  name?: string;
  text?: string;
  callback?: (error: Error | null, result?: unknown) => void;
  prepare(connection: Connection): void;
  handleRowDescription(message: unknown): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: Connection): void;
  handleError(error: Error, connection: Connection): void;
  handleReadyForQuery(connection: Connection): void;
};
const begun = { command: 'BEGIN', rowCount: null, oid: null, rows: [], fields: [] };
const ended = (command: string) => ({ command: command.toUpperCase(), rowCount: null, oid: null, rows: [], fields: [] });

/**
 * A statement for a batch, and the promise of its result. pg's Query copies its config with
 * `Object.getOwnPropertyDescriptors` and `defineProperties` (~2–3 % of a game round's profile,
 * five queries a round): the config goes over as the prototype of an empty object, whose copy
 * is an empty object over the same prototype (Query reads the fields, then drops the copy).
 */
function pendingQuery(config: object): { query: PgQuery; result: Promise<unknown> } {
  const query = new pg.Query(Object.create({ ...config, queryMode: 'extended' }) as pg.QueryConfig) as PgQuery;
  const result = new Promise((resolve, reject) => {
    query.callback = (error, res) => (error ? reject(error) : resolve(res));
  });
  result.catch(() => undefined); // BEGIN's and COMMIT's results are not awaited: the batch's error reaches its statements
  return { query, result };
}

/**
 * Several statements in one round-trip: each one's Parse (when the connection has not prepared it
 * yet), Bind, Describe and Execute, then a single Sync. The server runs them in order, in the same
 * transaction state as if they had gone one by one; when one fails it skips the rest up to the
 * Sync, so nothing after a failed statement runs (a COMMIT at the end included). node-postgres sees
 * one query: the batch hands each statement the messages that answer it (a statement's answer
 * ends with its CommandComplete) and settles them all at ReadyForQuery, or all with the error.
 */
class Batch {
  /** The part whose answer is arriving. */
  private at = 0;
  /** How many parts went out (a part node-postgres cannot serialise stops the batch there). */
  private sent = 0;
  private refused: Error | null = null;
  private settled = false;
  constructor(
    private readonly parts: PgQuery[],
    private readonly onSettled: (ok: boolean) => void,
  ) {}

  // node-postgres records a statement as parsed (ParseComplete) or forgets it (ErrorResponse) by the active query's name and text
  get name() {
    return this.parts[this.at]?.name;
  }
  get text() {
    return this.parts[this.at]?.text;
  }

  submit(connection: Connection): null {
    const sync = connection.sync;
    connection.stream.cork?.();
    try {
      connection.sync = () => undefined;
      for (const part of this.parts) {
        // a value that cannot be serialised fails its part before it is sent: nothing after it goes out (no COMMIT)
        const callback = part.callback;
        part.callback = (error) => {
          this.refused = error ?? new Error('statement refused');
        };
        try {
          part.prepare(connection);
        } finally {
          part.callback = callback;
        }
        if (this.refused) break;
        this.sent += 1;
      }
    } finally {
      connection.sync = sync;
      connection.sync();
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: unknown) {
    this.parts[this.at]?.handleRowDescription(message);
  }
  handleDataRow(message: unknown) {
    this.parts[this.at]?.handleDataRow(message);
  }
  handleCommandComplete(message: unknown, connection: Connection) {
    this.parts[this.at]?.handleCommandComplete(message, connection);
    this.at += 1;
  }
  handleEmptyQuery() {
    this.at += 1;
  }
  handlePortalSuspended() {}
  handleCopyInResponse(connection: Connection) {
    connection.sendCopyFail('No source stream defined');
  }
  handleCopyData() {}

  handleError(error: Error, connection: Connection) {
    // the statements after the failed one were skipped, their Parse too: not prepared on this connection
    for (const part of this.parts.slice(this.at + 1, this.sent)) {
      if (part.name && connection.parsedStatements[part.name] === undefined) delete connection.submittedNamedStatements[part.name];
    }
    this.settle(error, connection);
  }

  handleReadyForQuery(connection: Connection) {
    this.settle(this.refused, connection);
  }

  private settle(error: Error | null, connection: Connection) {
    if (this.settled) return;
    this.settled = true;
    for (const part of this.parts) {
      if (error) part.handleError(error, connection);
      else part.handleReadyForQuery(connection);
    }
    this.onSettled(!error);
  }
}

/** Per connection: `together` sends the statements it issues as one batch (collect, then flush). */
type Batching = { collect(): void; flush(commit: boolean): Promise<unknown> | null };
const batching = new WeakMap<object, Batching>();

/**
 * node-postgres: names each cacheable query after its text (pg prepares it once per connection),
 * and sends a transaction's BEGIN with its first statement: `begin` is answered at once and goes
 * out in front of the next query on the connection (a COMMIT or ROLLBACK right after it sends
 * nothing), so a transaction costs one round-trip less. `together` sends several statements (and
 * the transaction's COMMIT after them) in one round-trip.
 */
export function preparePgQueries(pool: pg.Pool): void {
  type Config = { text: string; values?: unknown[]; name?: string };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const connection = (client as unknown as { connection: Connection }).connection;
    let beginPending = false;
    // statements issued inside `together`, sent as one batch when it flushes
    let collected: PgQuery[] | null = null;
    // the transaction's COMMIT went out with its last batch: drizzle's own commit sends nothing
    let committed = false;
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
    /** Sends `parts` as one batch (BEGIN in front when it waits for its first statement, COMMIT behind when asked). */
    const sendBatch = (parts: PgQuery[], commit: boolean): Promise<unknown> => {
      const all = [...(beginPending ? [pendingQuery({ name: BEGIN, text: 'begin' }).query] : []), ...parts];
      beginPending = false;
      const closing = commit ? pendingQuery({ name: COMMIT, text: 'commit' }) : null;
      if (closing) all.push(closing.query);
      const settled = new Promise<void>((resolve) => {
        query(
          new Batch(all, (ok) => {
            if (ok && closing) committed = true;
            resolve();
          }),
        );
      });
      return watched(parts.map((p) => p.text).join('; '), settled) as Promise<void>;
    };
    batching.set(client, {
      collect: () => {
        collected = [];
      },
      flush: (commit) => {
        const parts = collected;
        collected = null;
        return parts && parts.length > 0 ? sendBatch(parts, commit) : null;
      },
    });
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
      const c = config as Config | null;
      const text = c && typeof c === 'object' && typeof c.text === 'string' && !c.name ? c.text : null;
      const promised = rest.every((r) => typeof r !== 'function');
      if (committed) {
        // drizzle ends the transaction whose COMMIT already went out; anything else would run outside it
        if (text === 'commit' || text === 'rollback') {
          committed = false;
          return Promise.resolve(ended(text));
        }
        return Promise.reject(new Error(`a statement after its transaction was committed: ${String(text ?? c).slice(0, 200)}`));
      }
      if (collected && text !== null && promised) {
        const values = Array.isArray(rest[0]) ? rest[0] : c?.values;
        const pending = pendingQuery({ ...c, text, values, ...(cacheable(text, values) && { name: statementName(text) }) });
        collected.push(pending.query);
        return pending.result;
      }
      if (text === 'begin' && promised && !beginPending) {
        // the first BEGIN of a connection prepares it; later ones wait for the next statement
        if (connection.parsedStatements[BEGIN] !== 'begin') return watched(text, query({ ...c, name: BEGIN }, ...rest));
        beginPending = true;
        return Promise.resolve(begun);
      }
      if (!beginPending) return send(config, ...rest);
      if (text === 'commit' || text === 'rollback') {
        beginPending = false;
        return Promise.resolve(ended(text));
      }
      const values = Array.isArray(rest[0]) ? rest[0] : c?.values;
      if (text !== null && promised && cacheable(text, values)) {
        const pending = pendingQuery({ ...c, text, values, name: statementName(text) });
        void sendBatch([pending.query], false).catch(() => undefined);
        return pending.result;
      }
      // anything else: BEGIN on its own first
      beginPending = false;
      return (query({ name: BEGIN, text: 'begin' }) as Promise<unknown>).then(() => send(config, ...rest));
    };
  });
}

/** The driver's connection behind a drizzle transaction: node-postgres's pooled client, or PGlite's transaction. */
const connectionOf = (tx: object): object | undefined => (tx as { session?: { client?: object } }).session?.client;

/** PGlite transactions whose caller said it had made its last statement (`together` with `commit`). */
const finished = new WeakSet<object>();

/**
 * A transaction's statements in one round-trip where the driver allows it, answered in order.
 * `queries` are drizzle queries not started yet (they start here, in order; the server runs them
 * one after the other as if sent one by one, and skips the rest after one that fails, so a
 * statement never runs after a failed one in the same batch). On node-postgres they go out as one
 * batch (the transaction's BEGIN in front when it has not gone out yet); on PGlite (in process,
 * nothing to save on the wire) one after the other.
 *
 * `commit: true` sends the transaction's COMMIT behind them (node-postgres): the caller's last
 * statements, the transaction ends with them. A statement made in the transaction afterwards fails
 * on either database; drizzle's own COMMIT at the end of the callback then sends nothing. In a
 * nested transaction (a savepoint) `commit` is ignored: a COMMIT there would end the outer one.
 */
export async function together<T extends readonly unknown[]>(tx: object, queries: { [K in keyof T]: PromiseLike<T[K]> }, options: { commit?: boolean } = {}): Promise<T> {
  if (options.commit && !(tx instanceof PgTransaction)) throw new Error('together: commit outside a transaction');
  // in a nested transaction (a savepoint) the COMMIT would end the outer one: the statements go without it
  const commit = Boolean(options.commit) && (tx as unknown as { nestedIndex: number }).nestedIndex === 0;
  const connection = connectionOf(tx);
  const batch = connection && batching.get(connection);
  if (!batch) {
    const out: unknown[] = [];
    for (const query of queries) out.push(await query);
    if (commit && connection) finished.add(connection);
    return out as unknown as T;
  }
  batch.collect();
  let results: Array<Promise<unknown>>;
  try {
    // `then` on each in turn: drizzle builds the query and hands it to the client before it returns
    results = queries.map((query) => {
      const result = new Promise((resolve, reject) => void query.then(resolve, reject));
      result.catch(() => undefined); // awaited below, unless building a later query throws
      return result;
    });
  } finally {
    // a query that was not issued yet goes out on its own after the batch, still in order
    await batch.flush(commit)?.catch(() => undefined);
  }
  return (await Promise.all(results)) as unknown as T;
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
        if (finished.has(tx)) throw new Error(`a statement after its transaction was committed: ${text.slice(0, 200)}`);
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
