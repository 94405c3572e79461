import { z } from 'zod';
import { formatMoney } from '@/lib/format';
import {
  cardHolderSchema,
  cardLikeSchema,
  ibanSchema,
  parseAmount,
  renderMessage,
  sumSchema,
  textSchema,
  type MessageSource,
} from '@/lib/validation';
import type { MethodRules, Requisite } from './method-info';

export type AmountOptions = MethodRules & {
  currency: string;
  messages?: MessageSource;
  /** The smallest allowance left under the player's deposit limits. */
  allowance?: number;
  /** Written when the amount is above the allowance (translated, with the allowance in it). */
  overAllowance?: string;
  symbols?: ReadonlyArray<{ code: string; symbol: string }>;
};

/** Sum (SPEC §5) in the method's min..max and multiple-of, then within the deposit limit. */
export function amountSchema({ min, max, step, currency, messages, allowance, overAllowance, symbols }: AmountOptions) {
  const formatAmount = (amount: number, code: string) => formatMoney(amount, code, { symbols });
  return sumSchema({ min, max, currency, multipleOf: step, messages, formatAmount }).refine(
    (value) => allowance === undefined || parseAmount(value) <= allowance,
    { message: overAllowance ?? 'Limit', params: { code: 'depositLimit' } },
  );
}

/** A phone number as payment details: digits with an optional leading +, 7 to 15 of them. */
const PHONE_REQUISITE = /^\+?\d{7,15}$/;

const requisiteSchema = ({ kind, required }: Requisite, messages?: MessageSource) => {
  const isRequired = required;
  switch (kind) {
    case 'card': {
      // players type card numbers in groups; the §5 card rule (and the platform) take the digits alone
      const card = required ? cardLikeSchema({ messages }) : z.union([z.literal(''), cardLikeSchema({ messages })]);
      return z.string().transform((v) => v.replace(/\s+/g, '')).pipe(card);
    }
    case 'iban':
      return ibanSchema({ messages, isRequired });
    case 'card_holder':
      return cardHolderSchema({ messages, isRequired });
    case 'phone':
      return textSchema({ messages, isRequired }).refine((v) => (!required && v === '') || PHONE_REQUISITE.test(v.replace(/[\s()-]/g, '')), {
        message: renderMessage('phone', undefined, messages),
      });
    default:
      return textSchema({ messages, isRequired });
  }
};

/** A deposit or withdrawal: the amount, and each requisite of the method checked by its §5 rule. */
export function paymentSchema(options: AmountOptions, requisites: readonly Requisite[]) {
  const shape = Object.fromEntries(requisites.map((r) => [r.name, requisiteSchema(r, options.messages)]));
  return z.object({ amount: amountSchema(options), requisites: z.object(shape) });
}
export type PaymentValues = { amount: string; requisites: Record<string, string> };
