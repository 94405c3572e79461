import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentTransactions, type PaymentStatus } from '../../db/schema';
import type { Bus } from '../../realtime/bus';
import { announceAfterDeposit, grantDepositOffer } from '../bonuses';
import { loyaltyQuests, wheel } from '../rewards';
import { eventsRecorded } from '../../messaging/events';
import { post, recordBalances, withWalletId, writtenKeys, type Movement } from '../wallet/ledger';
import { rememberDeposit } from './instruments';

export type PaymentRow = typeof paymentTransactions.$inferSelect;

/** Ledger keys of a payment: the credit of a deposit, the debit of a withdrawal and its refund. */
export const ledgerKey = {
  deposit: (id: number) => `deposit:${id}`,
  withdrawal: (id: number) => `withdrawal:${id}`,
  refund: (id: number) => `withdrawal-cancel:${id}`,
};

/** What moves on the wallet when a payment reaches `status`. */
export function movementsFor(row: Pick<PaymentRow, 'id' | 'type' | 'amount'>, status: PaymentStatus): Movement[] {
  const reference = `payment:${row.id}`;
  if (row.type === 'deposit' && status === 'success') return [{ balance: 'main', amount: row.amount, kind: 'deposit', reference, idempotencyKey: ledgerKey.deposit(row.id) }];
  if (row.type === 'withdrawal' && (status === 'cancel' || status === 'fail')) return [{ balance: 'main', amount: row.amount, kind: 'withdrawal_cancel', reference, idempotencyKey: ledgerKey.refund(row.id) }];
  return [];
}

/**
 * What a credited deposit sets off in its own transaction (wallet locked): its method and card
 * become the player's withdrawal destinations, the chosen offer's grant (bonus, free spins), the
 * wheel's and the loyalty programme's deposit quests. Answers the wallet when the grant moved it.
 */
export async function depositCredited(tx: Db, row: PaymentRow) {
  await rememberDeposit(tx, row);
  const granted = await grantDepositOffer(tx, row);
  await wheel.questsFromDeposit(tx, row.userId, row.amount);
  await loyaltyQuests.questsFromDeposit(tx, row.userId, row.currency, row.amount);
  return granted;
}

/**
 * Moves a pending payment to a final status, once: under the wallet lock the row is re-read and
 * left alone unless still pending (a timer, a read and the player may all try). A successful
 * deposit credits, a cancelled or failed withdrawal refunds. Answers the row as it ends up.
 */
export async function settlePayment(db: Db, id: number, status: Exclude<PaymentStatus, 'pending'>, opts: { bus?: Bus; now?: Date } = {}): Promise<PaymentRow | undefined> {
  const [found] = await db.select({ walletId: paymentTransactions.walletId }).from(paymentTransactions).where(eq(paymentTransactions.id, id)).limit(1);
  if (!found) return undefined;
  const result = await withWalletId(db, found.walletId, async (tx, wallet) => {
    const [row] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)).for('update');
    if (!row || row.status !== 'pending') return { row, wallet: null };
    const movements = movementsFor(row, status);
    const done = await writtenKeys(tx, movements.map((m) => m.idempotencyKey!));
    let updatedWallet = await post(tx, wallet, movements.filter((m) => !done.has(m.idempotencyKey!)));
    if (row.type === 'deposit' && status === 'success') updatedWallet = (await depositCredited(tx, row)) ?? updatedWallet;
    const [updated] = await tx
      .update(paymentTransactions)
      .set({ status, finishedAt: opts.now ?? new Date(), settleAt: null, settleTo: null })
      .where(eq(paymentTransactions.id, id))
      .returning();
    // the balance push is written with the change (the event outbox): it goes out even if this process dies now
    if (movements.length && opts.bus) await recordBalances(tx, row.userId, updatedWallet);
    return { row: updated, wallet: movements.length ? updatedWallet : null };
  });
  if (result.wallet && result.row && opts.bus) {
    eventsRecorded();
    if (result.row.type === 'deposit' && status === 'success') await announceAfterDeposit(db, opts.bus, result.row);
  }
  return result.row;
}

/** Settles every pending payment (of a user, or all) whose time has come: nothing stays stuck after a restart. */
export async function settleDue(db: Db, opts: { userId?: number; bus?: Bus; now?: Date } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const due = await db
    .select({ id: paymentTransactions.id, to: paymentTransactions.settleTo })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.status, 'pending'),
        isNotNull(paymentTransactions.settleAt),
        lte(paymentTransactions.settleAt, now),
        opts.userId === undefined ? undefined : eq(paymentTransactions.userId, opts.userId),
      ),
    );
  for (const { id, to } of due) await settlePayment(db, id, to && to !== 'pending' ? to : 'success', { bus: opts.bus, now });
  return due.length;
}

/** Settles a payment at its time in this process (unref'd: never keeps the process up); reads settle it too. */
export function scheduleSettle(db: Db, row: Pick<PaymentRow, 'id' | 'settleAt' | 'settleTo'>, bus?: Bus): void {
  if (!row.settleAt || !row.settleTo || row.settleTo === 'pending') return;
  const to = row.settleTo;
  const delay = Math.max(0, row.settleAt.getTime() - Date.now());
  if (delay > 2 ** 31 - 1) return;
  setTimeout(() => void settlePayment(db, row.id, to, { bus }).catch(() => undefined), delay).unref();
}

/**
 * At start: settles what fell due while no process ran, and sets the timers of the payments
 * still pending (in the next day; later ones settle on read). Every process may do it: settling
 * takes the wallet lock and happens once.
 */
export async function resumePayments(db: Db, bus?: Bus, now: Date = new Date()): Promise<void> {
  await settleDue(db, { bus, now });
  const soon = await db
    .select({ id: paymentTransactions.id, settleAt: paymentTransactions.settleAt, settleTo: paymentTransactions.settleTo })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.status, 'pending'), isNotNull(paymentTransactions.settleAt), lte(paymentTransactions.settleAt, new Date(now.getTime() + 24 * 3600 * 1000))));
  for (const row of soon) scheduleSettle(db, row, bus);
}
