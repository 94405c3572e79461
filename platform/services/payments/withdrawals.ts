import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { paymentTransactions, wallets, type PaymentStatus } from '../../db/schema';
import type { Bus } from '../../realtime/bus';
import { toMinor, toMoney } from '../money';
import type { UserRow } from '../sessions';
import { bonusesBlockingWithdrawal, burnForWithdrawal, restoreForWithdrawal } from '../bonuses/engine';
import { readSetting } from '../settings';
import { balanceOf, insufficientFunds, post, publishBalances, rowsOf, withWallet, withWalletId } from '../wallet/ledger';
import { checkAmount, checkRequisites, findByKey, idempotencyKeyOf, isUniqueViolation, replayOf, type PaymentAsk } from './deposits';
import { checkDestination, isProfileName, keptRequisites } from './instruments';
import { CURRENCY_SCALE, methodName, methodOf, rulesIn, type ProfileField } from './methods';
import { ledgerKey, scheduleSettle, settlePayment, type PaymentRow } from './settle';

/** Account withdrawal limits over a rolling day: how many withdrawals, and how much (USD; scaled per currency). */
export const WITHDRAWALS_PER_DAY = 5;
export const WITHDRAWAL_AMOUNT_PER_DAY = 10_000;
const DAY_MS = 24 * 3600 * 1000;

export type WithdrawalResult = { status: 'pending' | 'success' | 'fail' | 'cancel'; transaction: string; method: string; method_name: string; amount: { amount: number; currency: string }; created_at: string };

const resultOf = (row: PaymentRow): WithdrawalResult => ({
  status: row.status,
  transaction: String(row.id),
  method: row.method,
  method_name: methodName(row.method),
  amount: toMoney(row.amount, row.currency),
  created_at: row.createdAt.toISOString(),
});

/**
 * Profile values of a user by §3 name. Read from the users row as it is stored (columns such as
 * first_name appear there once the profile work adds them): a missing or empty one is missing.
 */
export async function profileValues(db: Db, userId: number): Promise<Record<string, unknown>> {
  const [row] = rowsOf<{ profile: Record<string, unknown> }>(await db.execute(sql`select to_jsonb(u) as profile from users u where u.uid = ${userId}`));
  return row?.profile ?? {};
}

export type WithdrawalRequest = {
  method: string;
  amount: string;
  requisites?: Record<string, unknown>;
  idempotencyKey?: string;
  /** The player confirmed forfeiting their active bonuses (the burn-bonuses confirm). */
  burnBonuses?: boolean;
};

export const withdrawals = {
  /**
   * makewithdrawal: KYC block, method, amount (§5 sum), requisites (card-like, IBAN, holder), a
   * method and a card the player has deposited with (InvalidParameter method_not_deposited,
   * card_not_deposited), profile data the method needs, an account holder who is the profile's
   * name (not_own_name); then under the wallet lock the main balance (InvalidParameter
   * amount insufficient_funds), the day's count and amount limits, and the debit with the row.
   */
  async start(db: Db, user: UserRow, req: WithdrawalRequest, opts: { bus?: Bus; now?: Date; limits?: { perDay: number; amountPerDay: number }; verificationEnabled?: boolean } = {}): Promise<WithdrawalResult> {
    const now = opts.now ?? new Date();
    const limits = opts.limits ?? { perDay: WITHDRAWALS_PER_DAY, amountPerDay: WITHDRAWAL_AMOUNT_PER_DAY };
    const currency = user.currency;
    // the KYC block asks for a verification the player can only pass while the operator offers it
    if (user.isKycBlockEnabled && !user.isVerified && (opts.verificationEnabled ?? true)) throw new PlatformError('KycWithdrawalException');
    const key = idempotencyKeyOf(user.uid, 'withdrawal', req.idempotencyKey);
    // a retried key answers its first withdrawal, for the same request only (replayOf), compared by
    // the requisites as the row keeps them (a card's mask and fingerprint, never its number)
    const listed = methodOf({ method: req.method })?.withdraw?.requisites;
    const kept = listed ? await keptRequisites(db, listed, req.requisites ?? {}) : req.requisites;
    const ask: PaymentAsk = { method: methodOf({ method: req.method })?.sysname, amount: req.amount, currency, requisites: kept };
    const replay = await findByKey(db, key);
    if (replay) return resultOf(replayOf(replay, ask));

    const method = methodOf({ method: req.method });
    if (!method?.withdraw) throw PlatformError.invalidParameters({ method: ['unknown'] });
    checkAmount(req.amount, rulesIn(method.withdraw, currency), currency);
    const requisites = req.requisites ?? {};
    checkRequisites(method.withdraw.requisites, requisites);
    // money goes back where it came from: a method, and a card, the player has deposited with
    await checkDestination(db, user.uid, method, requisites);
    const profile = method.withdraw.profile.length || method.withdraw.ownName?.length ? await profileValues(db, user.uid) : {};
    const missing = method.withdraw.profile.filter((f: ProfileField) => typeof profile[f] !== 'string' || !(profile[f] as string).trim());
    if (missing.length) throw new PlatformError('UserNeedProfileDataException', { fields: missing });
    // an account in the player's own name: its holder is the profile's name (accents and case aside)
    const strangers = (method.withdraw.ownName ?? []).filter((field) => !isProfileName(requisites[field], profile));
    if (strangers.length) throw PlatformError.invalidParameters(Object.fromEntries(strangers.map((field) => [field, ['not_own_name']])));
    const amount = toMinor(Number(req.amount.replace(/,/g, '')), currency);

    const { is_bonus_isolation_enabled: isolation } = await readSetting(db, 'general_info');
    const done = await withWallet(db, user.uid, currency, async (tx, locked) => {
      const again = await findByKey(tx, key);
      if (again) return { row: replayOf(again, ask), wallet: null };
      if (balanceOf(locked, 'main') < amount) throw insufficientFunds();
      // active bonuses: refused (WithdrawalDeclined, reason active_bonus) until the player agrees to burn them; only their money goes (an available one never blocks)
      const { wallet, blocking } = await bonusesBlockingWithdrawal(tx, locked, Boolean(req.burnBonuses), isolation);
      const since = new Date(now.getTime() - DAY_MS);
      const [today] = await tx
        .select({ count: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${paymentTransactions.amount}), 0)::text` })
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.walletId, wallet.id), eq(paymentTransactions.type, 'withdrawal'), inArray(paymentTransactions.status, ['pending', 'success']), gte(paymentTransactions.createdAt, since)));
      if (Number(today!.count) >= limits.perDay) throw new PlatformError('WithdrawalLimitsExceededException', { limit: limits.perDay, period: 1 });
      const dayLimit = toMinor(limits.amountPerDay * (CURRENCY_SCALE[currency] ?? 1), currency);
      const left = dayLimit - BigInt(today!.sum);
      if (amount > left) throw new PlatformError('WithdrawalLimitsPeriodExceededException', { available_amount: toMoney(left > 0n ? left : 0n, currency).amount, period: 1 });

      const decision = method.provider.withdraw({ userId: user.uid, amount, currency, requisites });
      const [row] = await tx
        .insert(paymentTransactions)
        .values({
          userId: user.uid,
          walletId: wallet.id,
          type: 'withdrawal',
          method: method.sysname,
          amount,
          currency,
          outcome: 'pending',
          requisites: kept ?? {},
          idempotencyKey: key,
          createdAt: now,
          // a provider that pays out itself settles by its webhook: no timer
          ...(method.provider.payout ? { settleTo: null, settleAt: null } : { settleTo: decision.settleTo, settleAt: new Date(now.getTime() + decision.settleAfterMs) }),
        })
        .returning();
      const burnt = await burnForWithdrawal(tx, wallet, blocking, row!.id, now);
      const debited = await post(tx, burnt, [{ balance: 'main', amount: -amount, kind: 'withdrawal', reference: `payment:${row!.id}`, idempotencyKey: ledgerKey.withdrawal(row!.id) }]);
      return { row: row!, wallet: debited };
    }).catch(async (error: unknown) => {
      const first = isUniqueViolation(error) ? await findByKey(db, key) : undefined; // the same key raced in through another wallet
      if (first) return { row: replayOf(first, ask), wallet: null };
      throw error;
    });
    if (done.wallet && opts.bus) await publishBalances(opts.bus, user.uid, done.wallet);
    if (done.row.status === 'pending') scheduleSettle(db, done.row, opts.bus);
    // a new withdrawal (not a replay) to a provider that pays out itself: it is asked now
    if (done.wallet && done.row.status === 'pending') await method.provider.payout?.(done.row).catch(() => undefined);
    return resultOf(done.row);
  },

  /**
   * cancelwithdrawal: a pending withdrawal of the user (all pending ones without an id) is
   * cancelled and refunded, once, and the bonuses it forfeited come back (unless expired
   * meanwhile); cancelling a cancelled one again is fine. Unknown id or a finished withdrawal:
   * InvalidParameter on id.
   */
  async cancel(db: Db, userId: number, id: number | undefined, opts: { bus?: Bus; now?: Date } = {}): Promise<number> {
    const mine = and(eq(paymentTransactions.userId, userId), eq(paymentTransactions.type, 'withdrawal'));
    // a payout a provider was asked for is the provider's to finish (its webhook): never cancelled here
    const paidOut = (method: string) => Boolean(methodOf({ method })?.provider.payout);
    if (id === undefined) {
      const pending = await db.select({ id: paymentTransactions.id, walletId: paymentTransactions.walletId, method: paymentTransactions.method }).from(paymentTransactions).where(and(mine, eq(paymentTransactions.status, 'pending'))).orderBy(desc(paymentTransactions.id));
      for (const row of pending) if (!paidOut(row.method)) await cancelPending(db, row, opts);
      return 1;
    }
    const [row] = await db.select({ id: paymentTransactions.id, walletId: paymentTransactions.walletId, status: paymentTransactions.status, method: paymentTransactions.method }).from(paymentTransactions).where(and(mine, eq(paymentTransactions.id, id))).limit(1);
    if (!row) throw PlatformError.invalidParameters({ id: ['not_found'] });
    const status = row.status === 'pending' && !paidOut(row.method) ? await cancelPending(db, row, opts) : row.status;
    if (status !== 'cancel') throw PlatformError.invalidParameters({ id: ['not_cancellable'] });
    return 1;
  },
};

/**
 * Cancels a pending withdrawal: the refund and the return of the bonuses it forfeited in one
 * transaction under the wallet lock, so they happen together and once (a timer settling it
 * meanwhile leaves both alone). Answers the withdrawal's status as it ends up.
 */
async function cancelPending(db: Db, payment: { id: number; walletId: number }, opts: { bus?: Bus; now?: Date }): Promise<PaymentStatus | undefined> {
  const now = opts.now ?? new Date();
  const done = await withWalletId(db, payment.walletId, async (tx) => {
    const [before] = await tx.select({ status: paymentTransactions.status }).from(paymentTransactions).where(eq(paymentTransactions.id, payment.id));
    const row = await settlePayment(tx, payment.id, 'cancel', { now });
    if (before?.status !== 'pending' || row?.status !== 'cancel') return { row, wallet: null };
    // the refund moved the wallet: post from its row as it now stands
    const [refunded] = await tx.select().from(wallets).where(eq(wallets.id, payment.walletId));
    return { row, wallet: await restoreForWithdrawal(tx, refunded!, payment.id, now) };
  });
  if (done.wallet && opts.bus) await publishBalances(opts.bus, done.wallet.userId, done.wallet);
  return done.row?.status;
}
