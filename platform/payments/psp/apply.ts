import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentTransactions, playerDebts, pspEvents, wallets } from '../../db/schema';
import type { Bus } from '../../realtime/bus';
import { announceAfterDeposit } from '../../services/bonuses';
import { depositCredited, ledgerKey, settlePayment } from '../../services/payments/settle';
import { post, publishBalances, withWalletId, writtenKeys, type Movement, type WalletRow } from '../../services/wallet/ledger';

export const PSP_STATUSES = ['succeeded', 'failed', 'cancelled', 'refunded', 'chargeback', 'payout.succeeded', 'payout.failed'] as const;
export type PspStatus = (typeof PSP_STATUSES)[number];

/** A webhook event (docs/providers.md §2), amounts in minor units. */
export type PspEvent = { event_id: string; transaction_id: string; status: PspStatus; amount: number; currency: string; occurred_at: string };

export type Applied = 'applied' | 'duplicate' | 'refused' | 'unknown';

/** The ledger key of a refund's or chargeback's take-back. */
export const reversalKey = (paymentId: number) => `psp-reversal:${paymentId}`;

/**
 * Applies one event, once per event id, under the wallet lock. Events may come in any order: the
 * payment's state follows what all its events say (a refund or chargeback means it succeeded
 * first), and each transition moves money exactly once, by ledger key: the credit of the deposit,
 * then the take-back of a refund or chargeback (down to a zero balance; the rest is a debt). An
 * amount or currency that is not the payment's is refused and kept, never credited.
 */
export async function applyPspEvent(db: Db, psp: string, event: PspEvent, raw: string, bus?: Bus): Promise<Applied> {
  const paymentId = /^\d{1,9}$/.test(event.transaction_id) ? Number(event.transaction_id) : null;
  const [found] = paymentId === null ? [] : await db.select({ walletId: paymentTransactions.walletId }).from(paymentTransactions).where(eq(paymentTransactions.id, paymentId));
  const base = { psp, eventId: event.event_id, transactionId: event.transaction_id, status: event.status, amount: BigInt(event.amount), currency: event.currency, occurredAt: new Date(event.occurred_at), request: raw };
  if (!found || paymentId === null) {
    const [kept] = await db.insert(pspEvents).values({ ...base, outcome: 'unknown' }).onConflictDoNothing().returning({ id: pspEvents.id });
    return kept ? 'unknown' : 'duplicate';
  }
  const result = await withWalletId(db, found.walletId, async (tx, wallet): Promise<{ outcome: Applied; wallet?: WalletRow; credited?: typeof paymentTransactions.$inferSelect }> => {
    const [payment] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.id, paymentId)).for('update');
    const payout = event.status.startsWith('payout.');
    const mismatch = !payment || payment.type !== (payout ? 'withdrawal' : 'deposit') || payment.amount !== BigInt(event.amount) || payment.currency !== event.currency;
    const [kept] = await tx
      .insert(pspEvents)
      .values({ ...base, paymentId, outcome: mismatch ? 'refused' : 'applied' })
      .onConflictDoNothing()
      .returning({ id: pspEvents.id });
    if (!kept) return { outcome: 'duplicate' };
    if (mismatch) return { outcome: 'refused' };
    if (payout) {
      // a payout ends once (the first of its outcomes to arrive): a failed one gives the money back
      const before = wallet.balanceMain;
      await settlePayment(tx, paymentId, event.status === 'payout.succeeded' ? 'success' : 'fail');
      const [after] = await tx.select().from(wallets).where(eq(wallets.id, wallet.id));
      return { outcome: 'applied', wallet: after!.balanceMain !== before ? after : undefined };
    }

    const events = await tx
      .select({ status: pspEvents.status, occurredAt: pspEvents.occurredAt })
      .from(pspEvents)
      .where(and(eq(pspEvents.paymentId, paymentId), eq(pspEvents.outcome, 'applied')));
    const seen = new Set(events.map((e) => e.status));
    const reversal = seen.has('chargeback') ? 'chargeback' : seen.has('refunded') ? 'refunded' : null;
    const succeeded = seen.has('succeeded') || reversal !== null;
    const latest = events.reduce((a, b) => (b.occurredAt > a.occurredAt ? b : a));
    const status = succeeded ? 'success' : latest.status === 'failed' ? 'fail' : latest.status === 'cancelled' ? 'cancel' : 'pending';

    const done = await writtenKeys(tx, [ledgerKey.deposit(paymentId), reversalKey(paymentId)]);
    const movements: Movement[] = [];
    const reference = `payment:${paymentId}`;
    const credit = succeeded && !done.has(ledgerKey.deposit(paymentId));
    if (credit) movements.push({ balance: 'main', amount: payment.amount, kind: 'deposit', reference, idempotencyKey: ledgerKey.deposit(paymentId) });
    let shortfall = 0n;
    if (reversal && !done.has(reversalKey(paymentId))) {
      const available = wallet.balanceMain + (credit ? payment.amount : 0n);
      const take = available < payment.amount ? available : payment.amount;
      shortfall = payment.amount - take;
      // the take-back is written even at zero: its key says the transition happened
      movements.push({ balance: 'main', amount: -take, kind: `psp_${reversal}`, reference, idempotencyKey: reversalKey(paymentId) });
    }
    let after = await post(tx, wallet, movements);
    if (shortfall > 0n) await tx.insert(playerDebts).values({ userId: payment.userId, currency: payment.currency, amount: shortfall, paymentId, reason: reversal! });
    if (payment.status !== status && status !== 'pending') {
      await tx.update(paymentTransactions).set({ status, finishedAt: new Date(), settleAt: null, settleTo: null }).where(eq(paymentTransactions.id, paymentId));
    }
    if (credit) after = (await depositCredited(tx, payment)) ?? after;
    return { outcome: 'applied', wallet: movements.length ? after : undefined, credited: credit && !reversal ? payment : undefined };
  });
  if (bus && result.wallet) {
    await publishBalances(bus, result.wallet.userId, result.wallet);
    if (result.credited) await announceAfterDeposit(db, bus, result.credited);
  }
  return result.outcome;
}
