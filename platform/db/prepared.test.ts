import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '../services/wallet/ledger';
import { describeEachDb } from '../test/harness';

// On PostgreSQL a transaction's BEGIN goes out with its first statement (prepared.ts): the
// transaction must behave exactly as with BEGIN on its own.
describeEachDb('transactions with BEGIN sent along their first statement', (get) => {
  const db = () => get().database.db;
  const table = `begin_probe_${Math.random().toString(36).slice(2, 8)}`;
  const count = async () => Number(rowsOf<{ n: string }>(await db().execute(sql`select count(*)::text as n from ${sql.identifier(table)}`))[0]!.n);
  const failing = new Error('rolled back');

  it('commits, rolls back, and runs every kind of first statement inside the transaction', async () => {
    await db().execute(sql`create table if not exists ${sql.identifier(table)} (n int primary key)`);
    // several rounds so the connections have their BEGIN prepared
    for (let i = 0; i < 4; i += 1) {
      await db().transaction(async (tx) => {
        // the first statement runs in the transaction: the same transaction id as the next one
        const xid = async () => rowsOf<{ x: string }>(await tx.execute(sql`select txid_current()::text as x`))[0]!.x;
        const first = await xid();
        await tx.execute(sql`insert into ${sql.identifier(table)} (n) values (${i})`);
        expect(await xid()).toBe(first);
      });
    }
    expect(await count()).toBe(4);
    // a transaction that writes and then throws leaves nothing
    for (let i = 0; i < 4; i += 1) {
      await expect(
        db().transaction(async (tx) => {
          await tx.execute(sql`insert into ${sql.identifier(table)} (n) values (${100 + i})`);
          throw failing;
        }),
      ).rejects.toBe(failing);
    }
    expect(await count()).toBe(4);
    // nothing but BEGIN and COMMIT (or ROLLBACK)
    for (let i = 0; i < 4; i += 1) {
      await db().transaction(async () => undefined);
      await expect(db().transaction(async () => Promise.reject(failing))).rejects.toBe(failing);
    }
    // a first statement that fails (duplicate key), then the connection carries on
    for (let i = 0; i < 4; i += 1) {
      await expect(db().transaction((tx) => tx.execute(sql`insert into ${sql.identifier(table)} (n) values (0)`))).rejects.toThrow();
    }
    // a first statement that does not parse, then a good one of the same connections
    for (let i = 0; i < 4; i += 1) {
      await expect(db().transaction((tx) => tx.execute(sql.raw(`selec 1 from ${table}`)))).rejects.toThrow();
      await db().transaction((tx) => tx.execute(sql`select 1 from ${sql.identifier(table)}`));
    }
    // a first statement too long to be prepared (sent the one-off way) is still inside the transaction
    const long = sql.raw(`/* ${'x'.repeat(9000)} */ insert into ${table} (n) values (200)`);
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(long);
        throw failing;
      }),
    ).rejects.toBe(failing);
    expect(await count()).toBe(4);
    await db().execute(sql`drop table ${sql.identifier(table)}`);
  });
});
