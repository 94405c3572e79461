import { eq } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import { users } from '../db/schema';
import { requireUser, type RequestContext } from '../http/context';
import {
  CURRENCY_RATES,
  DEMO_BANKS,
  paymentMethods,
  deposits,
  methodInfo,
  paymentHistory,
  readDepositLimit,
  withdrawals,
} from '../services/payments';
import { assertMayGamble, clock, markLimitPromptDone, setLimit, signOutAtDepositLimit } from '../services/protection';
import { readSetting } from '../services/settings';
import { publishBalances, readBalances, withWallet } from '../services/wallets';
import { defineMethods } from './define';

/** A client's idempotency key: the param, else the Idempotency-Key header. */
function idempotencyKey(ctx: RequestContext, param: string | undefined): string | undefined {
  const header = ctx.request.headers['idempotency-key'];
  const value = param || (typeof header === 'string' ? header.trim() : undefined);
  return value ? value.slice(0, 128) : undefined;
}

/** The currency a visitor's cashier shows: the player's, else the operator's default. */
async function currencyOf(ctx: RequestContext): Promise<string> {
  return ctx.user?.currency ?? (await readSetting(ctx.db, 'general_info')).default_currency;
}

/**
 * A visitor without a session may name one of the site's currencies (the signed-in page kept for
 * every player of that currency renders without the session: docs/decisions/0011); a player's own
 * currency always wins.
 */
async function depositCurrencyOf(ctx: RequestContext, asked: string | undefined): Promise<string> {
  if (ctx.user || asked === undefined) return currencyOf(ctx);
  const { available_currencies } = await readSetting(ctx.db, 'general_info');
  if (!available_currencies.includes(asked)) throw PlatformError.invalidParameters({ currency: ['unknown'] });
  return asked;
}

export const cashierMethods = defineMethods('cashier', {
  // GET getdepositsettings – deposit methods in the player's currency (§3 method info, min/max, multiple_of, requisites); currency: a visitor's choice
  getdepositsettings: async (ctx) => {
    const currency = await depositCurrencyOf(ctx, ctx.params.currency);
    return paymentMethods().filter((m) => m.deposit).map((m) => methodInfo(m, 'deposit', currency, ctx.locale));
  },

  // GET getwithdrawsettings – withdrawal methods, each with the withdrawable (main) balance (signed-in only)
  getwithdrawsettings: async (ctx) => {
    const user = requireUser(ctx);
    const { balance_main } = await readBalances(ctx.db, user.uid, user.currency);
    return paymentMethods().filter((m) => m.withdraw).map((m) => ({ ...methodInfo(m, 'withdraw', user.currency, ctx.locale), withdrawable: balance_main }));
  },

  // GET getbanks – banks of bank-transfer methods (method: one method's)
  getbanks: ({ params }) => DEMO_BANKS.filter((b) => !params.method || b.method === params.method).map((b) => ({ ...b })),

  // GET getdepositinfo – transaction: that deposit's payment result; else balance, deposit limit and deposit count
  getdepositinfo: async (ctx) => {
    const user = requireUser(ctx);
    if (ctx.params.transaction !== undefined) {
      const result = await deposits.find(ctx.db, user.uid, ctx.params.transaction, { bus: ctx.bus });
      if (!result) throw PlatformError.invalidParameters({ transaction: ['not_found'] });
      return result;
    }
    const [balance, limit, history] = [
      await readBalances(ctx.db, user.uid, user.currency),
      await readDepositLimit(ctx.db, user.uid, user.currency, clock.now()),
      await paymentHistory(ctx.db, user.uid, { offset: 0, count: 1, type: 'deposit' }),
    ];
    return { currency: user.currency, balance, deposit_limit: limit, deposits_count: history.count, has_deposits: history.count > 0 };
  },

  // POST makedeposit – methodId/method, amount, campaign_offer_id, requisites (idempotency_key) → §3 payment result
  makedeposit: async (ctx) => {
    const user = requireUser(ctx);
    // UK: no deposit before an adult birth date and, with verification on, a verified identity (AccessDenied age_verification)
    assertMayGamble(user, ctx.env);
    const { method, methodId, amount, campaign_offer_id, requisites } = ctx.params;
    const result = await deposits.start(
      ctx.db,
      { userId: user.uid, currency: user.currency, method, methodId, amount, campaignOfferId: campaign_offer_id, requisites, idempotencyKey: idempotencyKey(ctx, ctx.params.idempotency_key) },
      { bus: ctx.bus },
    );
    // NL: the deposit that uses the deposit limit up to 100 % signs the player out everywhere; the answer says why
    const signedOut = await signOutAtDepositLimit(ctx.db, user.uid, user.currency, result.status, clock.now());
    if (!signedOut) return result;
    await ctx.signOut();
    return { ...result, signed_out: signedOut };
  },

  // POST makewithdrawal – method, amount, requisites (idempotency_key) → the pending withdrawal; main balance debited
  makewithdrawal: async (ctx) => {
    const user = requireUser(ctx);
    const { method, amount, requisites, burn_bonuses } = ctx.params;
    return withdrawals.start(ctx.db, user, { method, amount, requisites, burnBonuses: burn_bonuses, idempotencyKey: idempotencyKey(ctx, ctx.params.idempotency_key) }, { bus: ctx.bus, verificationEnabled: ctx.env.IDENTITY_VERIFICATION_ENABLED });
  },

  // POST cancelwithdrawal – id (all pending without it): cancelled and refunded
  cancelwithdrawal: async (ctx) => {
    const user = requireUser(ctx);
    return withdrawals.cancel(ctx.db, user.uid, ctx.params.id, { bus: ctx.bus });
  },

  // GET gethistory – offset, count, type → { items, count (total) }
  gethistory: async (ctx) => {
    const user = requireUser(ctx);
    return paymentHistory(ctx.db, user.uid, ctx.params, { bus: ctx.bus, locale: ctx.locale });
  },

  // GET getcurrencyrates – units of each available currency for one USD
  getcurrencyrates: async (ctx) => {
    const { available_currencies } = await readSetting(ctx.db, 'general_info');
    return Object.fromEntries(available_currencies.filter((c) => CURRENCY_RATES[c] !== undefined).map((c) => [c, CURRENCY_RATES[c]!]));
  },

  // POST setCurrency – currency among the available ones: the player's wallet in it (created empty) becomes current
  setCurrency: async (ctx) => {
    const user = requireUser(ctx);
    const currency = ctx.params.currency.toUpperCase();
    const { available_currencies } = await readSetting(ctx.db, 'general_info');
    if (!available_currencies.includes(currency)) throw PlatformError.invalidParameters({ currency: ['unknown'] });
    const wallet = await withWallet(ctx.db, user.uid, currency, async (tx, row) => {
      await tx.update(users).set({ currency }).where(eq(users.uid, user.uid));
      return row;
    });
    await publishBalances(ctx.bus, user.uid, wallet);
    return { currency, ...(await readBalances(ctx.db, user.uid, currency)) };
  },

  // GET getDepositLimit – §3 deposit limit (available_amount, can_edit, expired_at, limit_amount, period) and a pending change
  getDepositLimit: async (ctx) => {
    const user = requireUser(ctx);
    return readDepositLimit(ctx.db, user.uid, user.currency, clock.now());
  },

  // POST setDepositLimit – limit_amount and period (1, 7, 14, 30 days); none/empty removes; looser changes after 24 h
  setDepositLimit: async (ctx) => {
    const user = requireUser(ctx);
    await setLimit(ctx.db, user.uid, user.currency, { kind: 'deposit', ...ctx.params });
    await markLimitPromptDone(ctx.db, user.uid);
    return readDepositLimit(ctx.db, user.uid, user.currency, clock.now());
  },
});
