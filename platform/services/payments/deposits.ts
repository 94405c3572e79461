import { and, eq } from 'drizzle-orm';
import type { Money } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import { validateSum } from '@/lib/validation';
import type { Db } from '../../db/client';
import { paymentTransactions, users, type PaymentStatus } from '../../db/schema';
import { announceAfterDeposit, checkDepositOffer } from '../bonuses';
import type { Bus } from '../../realtime/bus';
import { exponentOf, toMinor, toMoney } from '../money';
import { post, publishBalances, withWallet, type WalletRow } from '../wallet/ledger';
import { checkDepositLimit } from './deposit-limits';
import { keptRequisites } from './instruments';
import { methodName, methodOf, requisiteErrors, rulesIn, type DepositOutcome } from './methods';
import { depositCredited, movementsFor, scheduleSettle, settleDue, type PaymentRow } from './settle';
import { canonicalJson } from '../../db/canonical-json';

/** §3 Payment result of makedeposit (and of getdepositinfo for a transaction). */
export type PaymentResult = {
  status: DepositOutcome;
  /** The transaction id, for /cashier/pay{status}/{transaction}. */
  transaction: string;
  method: string;
  /** The method's display name (method is its sysname). */
  method_name: string;
  amount: Money;
  /** new-window: the page that confirms or cancels the payment. */
  url?: string;
  message?: string;
  created_at: string;
};

/** The platform page a new-window payment opens. */
export const demoPayUrl = (id: number) => `/pay/demo/${id}`;

/** The result a payment row answers: its final status, or the outcome it started with while pending. */
export function resultOf(row: PaymentRow, message?: string): PaymentResult {
  const status: DepositOutcome = row.status === 'pending' ? (row.outcome as DepositOutcome) : row.status;
  return {
    status,
    transaction: String(row.id),
    method: row.method,
    method_name: methodName(row.method),
    amount: toMoney(row.amount, row.currency),
    ...(status === 'new-window' && { url: demoPayUrl(row.id) }),
    ...(status === 'redirect' && { url: methodOf({ method: row.method })?.provider.payUrl?.(row) }),
    ...(message && { message }),
    created_at: row.createdAt.toISOString(),
  };
}

/** A whole positive amount (§5 sum: no leading zero, min/max, multiple-of) → error_data.amount. */
export function checkAmount(value: string, rules: { min: number; max: number; multipleOf?: number }, currency: string): void {
  const result = validateSum(value, { ...rules, currency });
  if (!result.valid) throw PlatformError.invalidParameters({ amount: [result.code ?? 'wrongField'] });
}

/** Requisites per the method's §5 rules → error_data per field. */
export function checkRequisites(list: Parameters<typeof requisiteErrors>[0], values: Record<string, unknown>): void {
  const errors = requisiteErrors(list, values);
  if (Object.keys(errors).length) throw PlatformError.invalidParameters(errors);
}

/** The per-user key a client's idempotency key is stored under. */
export const idempotencyKeyOf = (userId: number, type: 'deposit' | 'withdrawal', key: string | undefined) => (key ? `${userId}:${type}:${key}` : null);

/** A unique constraint refused the row (PostgreSQL 23505), as drizzle or the driver reports it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' ? (e as { code?: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

export async function findByKey(db: Db, key: string | null): Promise<PaymentRow | undefined> {
  if (!key) return undefined;
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.idempotencyKey, key)).limit(1);
  return row;
}

/** What a makedeposit or makewithdrawal asked for, to tell a retry from another request under its key. */
export type PaymentAsk = { method: string | undefined; amount: string; currency: string; requisites?: Record<string, unknown>; campaignOfferId?: number | null };

/** An amount as sent (§5 sum text) in minor units, or null for one no transaction could have been made with. */
function minorOrNull(text: string, currency: string): bigint | null {
  const major = Number(String(text).replace(/,/g, ''));
  if (!Number.isFinite(major) || major < 0 || !Number.isSafeInteger(Math.round(major * 10 ** exponentOf(currency)))) return null;
  return toMinor(major, currency);
}

/**
 * The transaction a retried idempotency key answers: the first one, when the retry asks for the
 * same (method, amount, currency, requisites, offer). Another request under the key is refused
 * (`idempotency_key: ['reused']`) rather than answered with a transaction it did not ask for.
 */
export function replayOf(row: PaymentRow, ask: PaymentAsk): PaymentRow {
  const same =
    row.method === ask.method &&
    row.currency === ask.currency &&
    minorOrNull(ask.amount, ask.currency) === row.amount &&
    canonicalJson(ask.requisites ?? {}) === canonicalJson(row.requisites ?? {}) &&
    (ask.campaignOfferId === undefined || (ask.campaignOfferId ?? null) === row.campaignOfferId);
  if (!same) throw PlatformError.invalidParameters({ idempotency_key: ['reused'] });
  return row;
}

export type DepositRequest = {
  userId: number;
  currency: string;
  method?: string;
  methodId?: string;
  /** The amount as sent (text: §5 sum rule applies to it). */
  amount: string;
  campaignOfferId?: number;
  requisites?: Record<string, unknown>;
  idempotencyKey?: string;
};

export const deposits = {
  /**
   * makedeposit: validates the method, amount and requisites, then under the wallet lock answers
   * a retried key's first result (for the same request only: `replayOf`), enforces the deposit
   * limit, asks the provider and writes the transaction (credited at once on success; pending ones
   * settle by timer or on read).
   */
  async start(db: Db, req: DepositRequest, opts: { bus?: Bus; now?: Date } = {}): Promise<PaymentResult> {
    const now = opts.now ?? new Date();
    const key = idempotencyKeyOf(req.userId, 'deposit', req.idempotencyKey);
    const offerId = req.campaignOfferId !== undefined && req.campaignOfferId > 0 ? req.campaignOfferId : null;
    // the row keeps a card's mask and fingerprint, never its number (the provider is given it): a retry is compared by what the row keeps
    const listed = methodOf(req)?.deposit?.requisites;
    const kept = listed ? await keptRequisites(db, listed, req.requisites ?? {}) : req.requisites;
    const ask: PaymentAsk = { method: methodOf(req)?.sysname, amount: req.amount, currency: req.currency, requisites: kept, campaignOfferId: offerId };
    const replay = await findByKey(db, key);
    if (replay) return resultOf(replayOf(replay, ask));

    const method = methodOf(req);
    if (!method?.deposit) throw PlatformError.invalidParameters({ method: ['unknown'] });
    checkAmount(req.amount, rulesIn(method.deposit, req.currency), req.currency);
    const requisites = req.requisites ?? {};
    checkRequisites(method.deposit.requisites, requisites);
    const amount = toMinor(Number(req.amount.replace(/,/g, '')), req.currency);
    if (offerId !== null) {
      const [user] = await db.select().from(users).where(eq(users.uid, req.userId)).limit(1);
      if (user) await checkDepositOffer(db, user, offerId, { amount, method: method.sysname });
    }

    const done = await withWallet(db, req.userId, req.currency, async (tx, wallet): Promise<{ row: PaymentRow; wallet: WalletRow | null; message?: string }> => {
      const again = await findByKey(tx, key);
      if (again) return { row: replayOf(again, ask), wallet: null };
      await checkDepositLimit(tx, req.userId, req.currency, amount, now);
      const decision = method.provider.deposit({ userId: req.userId, amount, currency: req.currency, requisites });
      const final: PaymentStatus | null = decision.outcome === 'success' || decision.outcome === 'fail' || decision.outcome === 'cancel' ? decision.outcome : null;
      const [row] = await tx
        .insert(paymentTransactions)
        .values({
          userId: req.userId,
          walletId: wallet.id,
          type: 'deposit',
          method: method.sysname,
          amount,
          currency: req.currency,
          outcome: decision.outcome,
          requisites: kept ?? {},
          campaignOfferId: offerId,
          idempotencyKey: key,
          createdAt: now,
          ...(final
            ? { status: final, finishedAt: now }
            : decision.outcome === 'redirect'
              ? // a hosted page: the provider's webhook (or the reconciliation asking it) settles the payment, no timer
                { status: 'pending' as const, settleTo: null, settleAt: null }
              : { status: 'pending' as const, settleTo: decision.settleTo ?? 'success', settleAt: new Date(now.getTime() + (decision.settleAfterMs ?? 0)) }),
        })
        .returning();
      const credited = final ? await post(tx, wallet, movementsFor(row!, final)) : null;
      // the chosen offer's grant and the deposit quests go with the credit, in the same transaction
      const granted = final === 'success' ? await depositCredited(tx, row!) : null;
      return { row: row!, wallet: final === 'success' ? (granted ?? credited) : null, message: decision.message };
    }).catch(async (error: unknown) => {
      const first = isUniqueViolation(error) ? await findByKey(db, key) : undefined; // the same key raced in through another wallet
      if (first) return { row: replayOf(first, ask), wallet: null, message: undefined };
      throw error;
    });
    if (done.wallet && opts.bus) {
      await publishBalances(opts.bus, req.userId, done.wallet);
      await announceAfterDeposit(db, opts.bus, done.row);
    }
    if (done.row.status === 'pending') scheduleSettle(db, done.row, opts.bus);
    return resultOf(done.row, done.message);
  },

  /** A deposit of the user by id, settled first when its time has come (getdepositinfo). */
  async find(db: Db, userId: number, id: number, opts: { bus?: Bus; now?: Date } = {}): Promise<PaymentResult | null> {
    await settleDue(db, { userId, ...opts });
    const [row] = await db
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.userId, userId), eq(paymentTransactions.type, 'deposit')))
      .limit(1);
    return row ? resultOf(row) : null;
  },
};
