import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Balances } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { builtOnce, type Statement, type Write } from '../../db/built';
import { together } from '../../db/prepared';
import { ledgerEntries, wallets, type BalanceKind } from '../../db/schema';
import { recordEvent } from '../../messaging/events';
import type { Bus } from '../../realtime/bus';
import { toMoney } from '../money';

export type WalletRow = typeof wallets.$inferSelect;

/** One balance change: `amount` (minor units, signed) on one balance of the wallet. */
export type Movement = {
  balance: BalanceKind;
  amount: bigint;
  /** deposit, withdrawal, withdrawal_cancel, seed, adjustment, bet, win… */
  kind: string;
  reference?: string | null;
  /** Unique across the ledger: a movement whose key is already written is never written again. */
  idempotencyKey?: string | null;
};

const COLUMN = { main: 'balanceMain', bonus: 'balanceBonus', betting_bonus: 'balanceBettingBonus', fun: 'balanceFun' } as const satisfies Record<BalanceKind, keyof WalletRow>;

export const BALANCE_UPDATED = 'account.balance_updated';

/** The balance of one kind of a wallet row. */
export const balanceOf = (wallet: WalletRow, kind: BalanceKind): bigint => wallet[COLUMN[kind]];

/** A wallet row as getInfo / getBalance format balances. */
export function balancesOf(wallet: Pick<WalletRow, 'currency' | 'balanceMain' | 'balanceBonus' | 'balanceBettingBonus' | 'balanceFun'>): Balances {
  return {
    balance_main: toMoney(wallet.balanceMain, wallet.currency),
    balance_bonus: toMoney(wallet.balanceBonus, wallet.currency),
    balance_betting_bonus: toMoney(wallet.balanceBettingBonus, wallet.currency),
    balance_fun: toMoney(wallet.balanceFun, wallet.currency),
  };
}

/**
 * A condition the wallet row is locked under (checked in the same statement): when it does not
 * hold, `withWallet` throws `failed()` and the transaction rolls back. `holds` is the same SQL for
 * every call (its statement is built once), with `sql.placeholder`s whose `values` this call gives.
 */
export type WalletGuard = { holds: SQL<boolean>; values?: Record<string, unknown>; failed: () => Error };

/** The wallet row as the lock statement answers it (amounts as text, the time in ms). */
type LockedRow = { id: number; user_id: number; currency: string; balance_main: string; balance_bonus: string; balance_betting_bonus: string; balance_fun: string; updated_ms: number };

const lockStatement = (holds: SQL<boolean> | null) =>
  builtOnce(
    () => sql`select id, user_id, currency, balance_main::text, balance_bonus::text, balance_betting_bonus::text, balance_fun::text, (extract(epoch from updated_at) * 1000)::float8 as updated_ms
      from ${wallets} where user_id = ${sql.placeholder('wallet_user_id')} and currency = ${sql.placeholder('wallet_currency')}${holds ? sql` and ${holds}` : sql``} for update`,
  );
// the lock's statement, built once (with each guard's condition: one per guard SQL)
const unguardedLock = lockStatement(null);
const guardedLocks = new WeakMap<SQL, ReturnType<typeof lockStatement>>();
const guardChecks = new WeakMap<SQL, ReturnType<typeof builtOnce>>();

function lockOf(guard: WalletGuard | undefined) {
  if (!guard) return unguardedLock;
  let statement = guardedLocks.get(guard.holds);
  if (!statement) guardedLocks.set(guard.holds, (statement = lockStatement(guard.holds)));
  return statement;
}

function walletOf(answer: unknown): WalletRow | undefined {
  const [row] = rowsOf<LockedRow>(answer);
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      currency: row.currency,
      balanceMain: BigInt(row.balance_main),
      balanceBonus: BigInt(row.balance_bonus),
      balanceBettingBonus: BigInt(row.balance_betting_bonus),
      balanceFun: BigInt(row.balance_fun),
      updatedAt: new Date(row.updated_ms),
    }
  );
}

/** Whether the guard holds, asked on its own (the wallet was not found under it). */
async function guardHolds(tx: Db, guard: WalletGuard): Promise<boolean> {
  let statement = guardChecks.get(guard.holds);
  if (!statement) guardChecks.set(guard.holds, (statement = builtOnce(() => sql`select ${guard.holds} as holds`)));
  return Boolean(rowsOf<{ holds: boolean }>(await statement(tx, guard.values ?? {}))[0]?.holds);
}

/**
 * Runs `fn` in a transaction holding the row lock of the user's wallet in `currency` (created
 * when missing). On PostgreSQL the lock is `SELECT … FOR UPDATE`: changes of one wallet take
 * turns. PGlite has one connection and runs one transaction (or statement) at a time, so the
 * same code is serialised there by construction. Inside `fn` use `tx` only, never the outer db.
 * `alongside` is a statement (a drizzle query, not started) the caller would make first thing with
 * the row locked: it goes out in the same round-trip as the lock (`together`), runs after it, and
 * its answer is `fn`'s third argument.
 */
export function withWallet<T, S = undefined>(
  db: Db,
  userId: number,
  currency: string,
  fn: (tx: Db, wallet: WalletRow, alongside: S) => Promise<T>,
  guard?: WalletGuard,
  alongside?: (tx: Db) => PromiseLike<S>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const values = { ...guard?.values, wallet_user_id: userId, wallet_currency: currency };
    const lock = () => lockOf(guard)(tx, values);
    // `alongside` goes out right behind the lock, in the same round-trip (it runs once the row is locked)
    const [locked, extra] = alongside ? await together(tx, [lock(), alongside(tx)] as const) : [await lock(), undefined as S];
    let wallet = walletOf(locked);
    if (!wallet) {
      if (guard && !(await guardHolds(tx, guard))) throw guard.failed();
      await tx.insert(wallets).values({ userId, currency }).onConflictDoNothing();
      wallet = walletOf(await lock());
    }
    return fn(tx, wallet!, extra);
  });
}

/** `withWallet` for a wallet known by id. */
export function withWalletId<T>(db: Db, walletId: number, fn: (tx: Db, wallet: WalletRow) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [wallet] = await tx.select().from(wallets).where(eq(wallets.id, walletId)).for('update');
    if (!wallet) throw new Error(`wallet ${walletId} not found`);
    return fn(tx, wallet);
  });
}

/** Not enough money on a balance: InvalidParameter on `amount`, nothing written. */
export const insufficientFunds = () => PlatformError.invalidParameters({ amount: ['insufficient_funds'] });

/**
 * Writes the movements on a wallet locked by `withWallet`: one ledger entry each (with the
 * balance after it) and the wallet row, in the caller's transaction. A balance that would go
 * below zero throws `insufficientFunds()` before anything is written. Answers the updated row.
 */
export function post(tx: Db, wallet: WalletRow, movements: Movement[]): Promise<WalletRow> {
  return postWith(tx, wallet, movements, []);
}

// the entries and the wallet row, with the caller's writes: one statement per shape (which writes, how many entries)
const writeStatements = new Map<string, Statement>();
const ENTRY_COLUMNS = ['balance', 'amount', 'balance_after', 'kind', 'reference', 'idempotency_key'] as const;

function writeStatement(writes: Write[], entries: number): Statement {
  const shape = `${writes.map((w) => w.key).join(',')}|${entries}`;
  let statement = writeStatements.get(shape);
  if (!statement) {
    if (writeStatements.size >= 64) writeStatements.clear();
    statement = builtOnce(() => {
      const ctes = writes.map((w) => w.sql());
      if (entries === 0) return sql`with ${sql.join(ctes, sql`, `)} select 1`;
      const at = (i: number, column: string) => sql.placeholder(`entry_${i}_${column}`);
      const values = Array.from(
        { length: entries },
        (_, i) => sql`(${sql.placeholder('wallet_id')}, ${at(i, 'balance')}, ${at(i, 'amount')}::bigint, ${at(i, 'balance_after')}::bigint, ${at(i, 'kind')}, ${at(i, 'reference')}, ${at(i, 'idempotency_key')})`,
      );
      ctes.push(sql`entries as (
        insert into ${ledgerEntries} (wallet_id, balance, amount, balance_after, kind, reference, idempotency_key) values ${sql.join(values, sql`, `)}
      )`);
      return sql`
        with ${sql.join(ctes, sql`, `)}
        update ${wallets}
        set balance_main = ${sql.placeholder('balance_main')}::bigint, balance_bonus = ${sql.placeholder('balance_bonus')}::bigint,
          balance_betting_bonus = ${sql.placeholder('balance_betting_bonus')}::bigint, balance_fun = ${sql.placeholder('balance_fun')}::bigint,
          updated_at = ${sql.placeholder('updated_at')}::timestamptz
        where id = ${sql.placeholder('wallet_id')}`;
    });
    writeStatements.set(shape, statement);
  }
  return statement;
}

/**
 * `post` in one statement with the caller's own writes of the same transaction: each of `writes`
 * is a data-modifying CTE (`name as (insert …)`) that runs with the entries and the wallet row
 * (one round-trip instead of one per write; a game round uses it for its row and its seed). The
 * statement is built once per shape (which writes, how many entries; db/built.ts), each call only
 * fills in its values. `commit: true`: the caller's last statement in the transaction, its COMMIT
 * goes out with it (`together`; nothing may be sent in the transaction after it).
 */
export async function postWith(tx: Db, wallet: WalletRow, movements: Movement[], writes: Write[], options: { commit?: boolean } = {}): Promise<WalletRow> {
  const next = { main: wallet.balanceMain, bonus: wallet.balanceBonus, betting_bonus: wallet.balanceBettingBonus, fun: wallet.balanceFun } satisfies Record<BalanceKind, bigint>;
  const values: Record<string, unknown> = {};
  for (const w of writes) Object.assign(values, w.values);
  for (let i = 0; i < movements.length; i += 1) {
    const m = movements[i]!;
    next[m.balance] += m.amount;
    if (next[m.balance] < 0n) throw insufficientFunds();
    const row = [m.balance, m.amount.toString(), next[m.balance].toString(), m.kind, m.reference ?? null, m.idempotencyKey ?? null];
    ENTRY_COLUMNS.forEach((column, c) => (values[`entry_${i}_${column}`] = row[c]));
  }
  if (movements.length === 0 && writes.length === 0) return wallet;
  // one statement: the entries (a data-modifying CTE) and the wallet row; the row's new state is known here
  const updatedAt = new Date();
  if (movements.length > 0) {
    Object.assign(values, {
      wallet_id: wallet.id,
      balance_main: next.main.toString(),
      balance_bonus: next.bonus.toString(),
      balance_betting_bonus: next.betting_bonus.toString(),
      balance_fun: next.fun.toString(),
      updated_at: updatedAt.toISOString(),
    });
  }
  const statement = writeStatement(writes, movements.length)(tx, values);
  await (options.commit ? together(tx, [statement], options) : statement);
  if (movements.length === 0) return wallet;
  return { ...wallet, balanceMain: next.main, balanceBonus: next.bonus, balanceBettingBonus: next.betting_bonus, balanceFun: next.fun, updatedAt };
}

/** Which of these idempotency keys are written already (call with the wallet locked). */
export async function writtenKeys(tx: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx.select({ key: ledgerEntries.idempotencyKey }).from(ledgerEntries).where(inArray(ledgerEntries.idempotencyKey, keys));
  return new Set(rows.map((r) => r.key!));
}

/**
 * Movements on the user's wallet in `currency`, each written at most once by its idempotency key
 * (a retry writes nothing and answers `applied: false`); the balance event goes out after commit.
 * The building block for seeds, adjustments and game rounds.
 */
export async function applyMovements(
  db: Db,
  target: { userId: number; currency: string; bus?: Bus },
  movements: Movement[],
): Promise<{ wallet: WalletRow; applied: boolean }> {
  const result = await withWallet(db, target.userId, target.currency, async (tx, wallet) => {
    const done = await writtenKeys(tx, movements.flatMap((m) => (m.idempotencyKey ? [m.idempotencyKey] : [])));
    const fresh = movements.filter((m) => !m.idempotencyKey || !done.has(m.idempotencyKey));
    return { wallet: await post(tx, wallet, fresh), applied: fresh.length > 0 };
  });
  if (result.applied && target.bus) await publishBalances(target.bus, target.userId, result.wallet);
  return result;
}

/**
 * `account.balance_updated` for the user's sockets, written in the transaction that changed the
 * wallet (the event outbox, platform/messaging/events.ts): it goes out, from whichever process is
 * alive, exactly when the change committed. Call `eventsRecorded()` after the commit.
 */
export async function recordBalances(tx: Db, userId: number, wallet: WalletRow): Promise<void> {
  await recordEvent(tx, userId, BALANCE_UPDATED, pushedBalances(wallet));
}

/** `account.balance_updated` to the user's sockets, with the balances as getInfo formats them. Never throws. */
export async function publishBalances(bus: Bus, userId: number, wallet: WalletRow): Promise<void> {
  await bus.publish(userId, BALANCE_UPDATED, pushedBalances(wallet)).catch(() => undefined);
}

/**
 * A balance push: the balances and `as_of`, the wallet's change time in ms. Pushes can arrive out of
 * order (one relayed from the event outbox, the next published at once, or from two processes): the
 * page keeps the newest by `as_of` instead of the last to arrive.
 */
export function pushedBalances(wallet: Pick<WalletRow, 'currency' | 'balanceMain' | 'balanceBonus' | 'balanceBettingBonus' | 'balanceFun' | 'updatedAt'>): Balances & { as_of: number } {
  return { ...balancesOf(wallet), as_of: wallet.updatedAt.getTime() };
}

/**
 * Wallets whose ledger does not add up: for each balance kind, the sum of entries must equal
 * the balance (and the latest `balance_after`). Empty when the books are right.
 */
export async function ledgerDrift(db: Db, userId?: number): Promise<Array<{ walletId: number; balance: BalanceKind; stored: bigint; summed: bigint; last: bigint | null }>> {
  type Row = { wallet_id: number; balance: BalanceKind; stored: string; summed: string; last: string | null };
  const rows = await db.execute(sql`
    select w.id as wallet_id, k.kind as balance,
      (case k.kind when 'main' then w.balance_main when 'bonus' then w.balance_bonus when 'betting_bonus' then w.balance_betting_bonus else w.balance_fun end)::text as stored,
      coalesce((select sum(e.amount) from ledger_entries e where e.wallet_id = w.id and e.balance = k.kind), 0)::text as summed,
      (select e.balance_after::text from ledger_entries e where e.wallet_id = w.id and e.balance = k.kind order by e.id desc limit 1) as last
    from wallets w cross join (values ('main'), ('bonus'), ('betting_bonus'), ('fun')) as k(kind)
    ${userId === undefined ? sql`` : sql`where w.user_id = ${userId}`}`);
  return rowsOf<Row>(rows)
    .map((r) => ({ walletId: Number(r.wallet_id), balance: r.balance, stored: BigInt(r.stored), summed: BigInt(r.summed), last: r.last === null ? null : BigInt(r.last) }))
    .filter((r) => r.stored !== r.summed || (r.last !== null && r.last !== r.stored));
}

/** node-postgres answers `{ rows }`, PGlite too; drizzle types them apart. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
