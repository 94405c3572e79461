import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Independent reads: at once on the pool (each on its own connection), one after the other in a
 * transaction. A transaction is one connection, and queries sent to it concurrently are queued by
 * node-postgres (deprecated; pg@9 rejects them), and a failing one would end the transaction and
 * hand the connection back to the pool with the others still queued on it.
 */
export async function readAll<T extends readonly unknown[]>(db: Db, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
}
