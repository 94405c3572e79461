import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDb } from '../test/harness';
import type { Db } from './client';
import { readAll } from './reads';

describeEachDb('readAll', (get) => {
  const traced = (db: Db, log: string[]) =>
    [0, 1, 2].map((i) => async () => {
      log.push(`start ${i}`);
      const rows = await db.execute(sql`select ${i}::int as n`);
      log.push(`end ${i}`);
      return (rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    });

  it('runs independent reads at once on the pool', async () => {
    const log: string[] = [];
    expect(await readAll(get().database.db, traced(get().database.db, log))).toEqual([0, 1, 2]);
    expect(log.slice(0, 3)).toEqual(['start 0', 'start 1', 'start 2']);
  });

  it('runs them one after the other in a transaction (one connection: never two queries on it at once)', async () => {
    const log: string[] = [];
    const result = await get().database.db.transaction((tx) => readAll(tx, traced(tx, log)));
    expect(result).toEqual([0, 1, 2]);
    expect(log).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
  });
});
