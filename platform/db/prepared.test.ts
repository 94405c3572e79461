import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '../services/wallet/ledger';
import { describeEachDb } from '../test/harness';
import { together } from './prepared';

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

// `together`: a transaction's statements in one round-trip (PostgreSQL), the COMMIT behind them when asked.
describeEachDb('statements sent together', (get) => {
  const db = () => get().database.db;
  const table = `together_probe_${Math.random().toString(36).slice(2, 8)}`;
  const t = sql.identifier(table);
  const count = async () => Number(rowsOf<{ n: string }>(await db().execute(sql`select count(*)::text as n from ${t}`))[0]!.n);
  const failing = new Error('rolled back');

  it('runs them in order in the transaction, answers each, and skips the rest after one that fails', async () => {
    await db().execute(sql`create table if not exists ${t} (n int primary key)`);
    for (let i = 0; i < 4; i += 1) {
      const [inserted, seen, xids] = await db().transaction(async (tx) => {
        // first statements of the transaction: BEGIN goes out with them
        const answers = await together(tx, [
          tx.execute(sql`insert into ${t} (n) values (${i}) returning n`),
          tx.execute(sql`select count(*)::int as n from ${t} where n = ${i}`),
          tx.execute(sql`select txid_current()::text as x`),
        ] as const);
        const after = rowsOf<{ x: string }>(await tx.execute(sql`select txid_current()::text as x`))[0]!.x;
        return [rowsOf<{ n: number }>(answers[0])[0]!.n, rowsOf<{ n: number }>(answers[1])[0]!.n, [rowsOf<{ x: string }>(answers[2])[0]!.x, after]];
      });
      expect([inserted, seen]).toEqual([i, 1]);
      expect(xids[0]).toBe(xids[1]);
    }
    expect(await count()).toBe(4);
    // a duplicate key in the middle: nothing after it runs, the error reaches the caller, nothing stays
    for (let i = 0; i < 4; i += 1) {
      const fresh = `select ${i + 1}::int as probe_${i}, count(*) from ${table}`; // a text this connection has not prepared
      await expect(
        db().transaction((tx) =>
          together(tx, [tx.execute(sql`insert into ${t} (n) values (${100 + i})`), tx.execute(sql`insert into ${t} (n) values (0)`), tx.execute(sql.raw(fresh))]),
        ),
      ).rejects.toThrow();
      // the skipped statement was never prepared: it runs fine later on the same connections
      await db().transaction((tx) => tx.execute(sql.raw(fresh)));
      await db().transaction((tx) => together(tx, [tx.execute(sql.raw(fresh)), tx.execute(sql.raw(fresh))]));
    }
    expect(await count()).toBe(4);
  });

  it('with commit: the transaction ends with them; a statement after them fails, a failing one commits nothing', async () => {
    await db().execute(sql`create table if not exists ${t} (n int primary key)`);
    const before = await count();
    for (let i = 0; i < 4; i += 1) {
      await db().transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await together(tx, [tx.execute(sql`insert into ${t} (n) values (${1000 + i})`)], { commit: true });
      });
    }
    expect(await count()).toBe(before + 4);
    // a transaction of nothing but the committed batch (BEGIN, statements and COMMIT in one round-trip)
    await db().transaction((tx) => together(tx, [tx.execute(sql`insert into ${t} (n) values (2000)`), tx.execute(sql`insert into ${t} (n) values (2001)`)], { commit: true }));
    expect(await count()).toBe(before + 6);
    // a failing statement: the COMMIT behind it never runs
    for (let i = 0; i < 4; i += 1) {
      await expect(
        db().transaction((tx) => together(tx, [tx.execute(sql`insert into ${t} (n) values (${3000 + i})`), tx.execute(sql`insert into ${t} (n) values (2000)`)], { commit: true })),
      ).rejects.toThrow();
    }
    expect(await count()).toBe(before + 6);
    // a statement after the committed batch is refused (it would run outside the transaction); on PostgreSQL
    // the batch stays committed (its COMMIT went out), PGlite commits at the end of the callback and rolls back
    await expect(
      db().transaction(async (tx) => {
        await together(tx, [tx.execute(sql`insert into ${t} (n) values (4000)`)], { commit: true });
        await tx.execute(sql`insert into ${t} (n) values (4001)`);
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/after its transaction was committed/) } });
    const committed = get().backend === 'postgres' ? 7 : 6;
    expect(await count()).toBe(before + committed);
    // in a nested transaction (savepoint) commit is ignored: the outer transaction still rolls back
    await expect(
      db().transaction(async (tx) => {
        await tx.transaction((inner) => together(inner, [inner.execute(sql`insert into ${t} (n) values (5000)`)], { commit: true }));
        await tx.execute(sql`insert into ${t} (n) values (5001)`);
        throw failing;
      }),
    ).rejects.toBe(failing);
    expect(await count()).toBe(before + committed);
    // the connections carry on as usual
    for (let i = 0; i < 4; i += 1) await db().transaction((tx) => tx.execute(sql`select 1 from ${t}`));
    await db().execute(sql`drop table ${t}`);
  });
});
