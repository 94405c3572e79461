import { z } from 'zod';
import { get, none, ok, post } from './define';
import { balances, looseRecord, money } from './entities';
import { depositLimit } from './account';
import { flag, int, json, optionalText, text } from './fields';

/**
 * An amount as the player typed it (number or text), kept as text: the platform applies the §5
 * sum rule to it (whole positive number, no leading zero, min/max, multiple-of → error_data.amount).
 */
const sumText = () => z.union([z.number(), z.string()]).transform((v) => (typeof v === 'number' ? String(v) : v.trim()));

/** A client's key for a POST that must not happen twice (also accepted as the Idempotency-Key header). */
const idempotencyKey = () => optionalText(128);

/** §3 Deposit request. `requisites` may come as JSON text (multipart) or an object. */
export const depositParams = z.object({
  methodId: optionalText(64),
  method: text(64),
  amount: sumText(),
  campaign_offer_id: int().default(-1),
  requisites: json(looseRecord).optional(),
  idempotency_key: idempotencyKey(),
});
export type DepositParams = z.input<typeof depositParams>;

/** A requisite field of a method and the §5 rule checking it. */
export const requisiteField = z.object({ name: z.string(), kind: z.enum(['card', 'iban', 'card_holder', 'phone', 'text']), required: z.boolean() });

/** §3 Payment method info; the platform adds id, name, currency, min, max, multiple_of, requisites (and profile_fields for withdrawals). */
export const paymentMethod = z
  .object({
    sysname: z.string(),
    icon: z.string().optional(),
    iconDark: z.string().optional(),
    iconWithdraw: z.string().optional(),
    iconFooter: z.string().optional(),
    description: z.string().optional(),
    descriptionWithdraw: z.string().optional(),
    descriptionMinMax: z.string().optional(),
    id: z.number().optional(),
    name: z.string().optional(),
    currency: z.string().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    multiple_of: z.number().nullable().optional(),
    requisites: z.array(requisiteField).optional(),
    profile_fields: z.array(z.string()).optional(),
  })
  .catchall(z.unknown());

/**
 * §3 Payment result: status success | pending | fail | cancel | mobile | new-window | redirect; `url`
 * (the page to open) for new-window and redirect (a payment provider's hosted page); `message` for mobile. Pages: /cashier/pay{status}/{transaction}.
 */
export const paymentResult = z
  .object({
    status: z.enum(['success', 'pending', 'fail', 'cancel', 'mobile', 'new-window', 'redirect']),
    transaction: z.string(),
    method: z.string(),
    /** The method's display name (method is its sysname). */
    method_name: z.string(),
    amount: money,
    url: z.string().optional(),
    message: z.string().optional(),
    created_at: z.string(),
  })
  .catchall(z.unknown());

export const withdrawalResult = z.object({
  status: z.enum(['pending', 'success', 'fail', 'cancel']),
  transaction: z.string(),
  method: z.string(),
  method_name: z.string(),
  amount: money,
  created_at: z.string(),
});

export const historyItem = z.object({
  id: z.number(),
  type: z.enum(['deposit', 'withdrawal']),
  method: z.string(),
  method_name: z.string(),
  amount: money,
  status: z.enum(['pending', 'success', 'fail', 'cancel']),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  can_cancel: z.boolean(),
});

/** getDepositLimit / setDepositLimit answer: §3 Deposit limit plus its currency and a looser change waiting out its 24 h cooling-off. */
export const depositLimitState = depositLimit.extend({
  currency: z.string(),
  pending: z.object({ limit_amount: z.number().nullable(), period: z.string(), applies_at: z.string() }).nullable(),
});

export const cashierMethods = {
  /** Cancels a pending withdrawal (all pending ones without id) and refunds it; again on a cancelled one is fine. Errors: InvalidParameter id not_found / not_cancellable. */
  cancelwithdrawal: post(z.looseObject({ id: int({ min: 1 }).optional() }), ok),
  /**
   * Errors: InvalidParameter (method unknown; amount wrongField / sumError / amountNotMultipleOf;
   * requisites per field), BillingDepositLimitExceeded (error_data.available_amount).
   */
  makedeposit: post(depositParams, paymentResult),
  /**
   * Errors: KycWithdrawal; InvalidParameter (method unknown, or method_not_deposited: withdrawals go
   * back to a method with a successful deposit; amount as makedeposit or insufficient_funds;
   * card_number cardNumber, or card_not_deposited: not a card deposited with, by number or mask;
   * iban iban; card_holder / account_holder wrongField, account_holder not_own_name: not the
   * profile's name); UserNeedProfileData
   * (error_data.fields, e.g. ['first_name', 'last_name']); WithdrawalLimitsExceeded (count a day);
   * WithdrawalLimitsPeriodExceeded (amount a day, error_data.available_amount); WithdrawalDeclined
   * (error_data.reason active_bonus, bonus_ids) while bonuses run and isolation is off: sent again
   * with burn_bonuses 1 (the burn-bonuses confirm) they are forfeited (only their money) first.
   */
  makewithdrawal: post(
    z.object({ method: text(64), amount: sumText(), requisites: json(looseRecord).optional(), idempotency_key: idempotencyKey(), burn_bonuses: flag().optional() }),
    withdrawalResult,
  ),
  /** Banks for bank-transfer methods (optionally of one method). */
  getbanks: get(z.looseObject({ method: optionalText(64) }), z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), method: z.string() }))),
  /** With `transaction`: that deposit's payment result (settled when due); without: the deposit summary. */
  getdepositinfo: get(
    z.looseObject({ transaction: int({ min: 1 }).optional() }),
    z.union([
      paymentResult,
      z.object({ currency: z.string(), balance: balances, deposit_limit: depositLimitState, deposits_count: z.number(), has_deposits: z.boolean() }),
    ]),
  ),
  // currency: for a visitor without a session (a player's own currency wins)
  getdepositsettings: get(z.object({ currency: z.string().regex(/^[A-Z]{3}$/).optional() }), z.array(paymentMethod)),
  gethistory: get(
    z.object({
      offset: int({ min: 0 }).default(0),
      count: int({ min: 1, max: 100 }).default(20),
      type: z.enum(['deposit', 'withdrawal']).optional(),
    }),
    z.object({ items: z.array(historyItem), count: z.number().int() }).catchall(z.unknown()),
  ),
  /** Withdrawal methods; `withdrawable` is the main balance (what may be withdrawn). */
  getwithdrawsettings: get(none, z.array(paymentMethod.extend({ withdrawable: money.optional() }))),
  /**
   * Sets the deposit limit: limit_amount (whole, §5 sum rule) per period of 1, 7, 14 or 30 days;
   * no amount or period 'none' removes it. First and stricter limits apply at once; a higher or
   * shorter one, or a removal, after 24 h (answer's `pending`).
   */
  setDepositLimit: post(
    z.object({ limit_amount: z.union([z.number(), z.string()]).transform((v) => String(v).trim()).optional(), period: z.union([z.number(), z.string()]).transform(String).pipe(z.enum(['1', '7', '14', '30', 'none'])).optional() }),
    depositLimitState,
  ),
};

/** SPEC §4/§9: the registration hint shows for 2 hours after reg_time while the player has no deposits. */
export const REGISTRATION_HINT_MS = 7_200_000;
