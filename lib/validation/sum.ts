import { DEFAULT_SUM_CURRENCY } from './constants';
import { formatPlainAmount, formatSumAmount } from './sum-format';
import { asText, checkPresence, fail, firstFailure, type MessageOptions, VALID, type ValidationResult } from './result';

export { formatPlainAmount, formatSumAmount };

/** A whole positive number without a leading zero, optionally grouped by thousands commas. */
export const SUM_PATTERN = /^(?:[1-9]\d*|[1-9]\d{0,2}(?:,\d{3})+)$/;

/** A number from a number or numeric text; thousands commas are removed. NaN otherwise. */
export function parseAmount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const plain = value.trim().replace(/,/g, '');
  return /^-?\d+(?:\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** True when `amount` is a whole multiple of `step` (tolerant of binary fractions like 0.1). */
export function isMultipleOf(amount: number, step: number): boolean {
  if (!(step > 0)) return true;
  const ratio = amount / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

export type SumOptions = MessageOptions & {
  min: number | string;
  max: number | string;
  /** Currency of the amounts in the sum error; USD by default. */
  currency?: string;
  /** Payment amounts may have to be a multiple of this. */
  multipleOf?: number;
  isRequired?: boolean;
  /** Replaces the built-in currency formatting in the sum error (e.g. the site's formatter). */
  formatAmount?: (amount: number, currency: string) => string;
};

/**
 * Sum (§5): required (`required` when empty), a whole positive number without a leading zero (`wrongField`), between min and max
 * (`sumError` with both formatted in the currency), optionally a multiple of `multipleOf`.
 */
export function validateSum(value: unknown, options: SumOptions): ValidationResult {
  const { messages, currency = DEFAULT_SUM_CURRENCY, multipleOf, formatAmount = formatSumAmount } = options;
  // empty: the §5 default `required`, like every other field; `wrongField` is for a malformed number
  const presence = checkPresence(value, options);
  if (presence) return presence;
  const text = asText(value).trim();
  const amount = parseAmount(text);
  const [min, max] = [parseAmount(options.min), parseAmount(options.max)];
  return firstFailure(
    () => (SUM_PATTERN.test(text) ? VALID : fail('wrongField', undefined, messages)),
    () =>
      amount >= min && amount <= max
        ? VALID
        : fail('sumError', { min: formatAmount(min, currency), max: formatAmount(max, currency) }, messages),
    () => (multipleOf === undefined || isMultipleOf(amount, multipleOf) ? VALID : fail('amountNotMultipleOf', { value: multipleOf }, messages)),
  );
}
