import { DEFAULT_SUM_CURRENCY } from './constants';
import { asText, checkPresence, fail, firstFailure, type MessageOptions, VALID, type ValidationResult } from './result';

/** A whole positive number without a leading zero, optionally grouped by thousands commas. */
export const SUM_PATTERN = /^(?:[1-9]\d*|[1-9]\d{0,2}(?:,\d{3})+)$/;

/** A number from a number or numeric text; thousands commas are removed. NaN otherwise. */
export function parseAmount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const plain = value.trim().replace(/,/g, '');
  return /^-?\d+(?:\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

const PLAIN_NUMBER: Record<number, Intl.NumberFormat> = {
  0: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  2: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** Number formats by currency and fraction digits: building one costs far more than formatting with it. */
const sumFormats = new Map<string, Intl.NumberFormat | null>();

function sumFormat(currency: string, digits: number): Intl.NumberFormat | null {
  const key = `${currency}:${digits}`;
  let format = sumFormats.get(key);
  if (format === undefined) {
    const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
    try {
      format = new Intl.NumberFormat('en-US', { ...options, style: 'currency', currency });
    } catch {
      format = null; // not a currency code: the number is formatted plainly, the text after it
    }
    if (sumFormats.size < 256) sumFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in its currency (en-US grouping: comma thousands; two decimals for non-integers),
 * e.g. $1,000 or $10.50. Text that is no currency code is written after the number.
 */
export function formatSumAmount(amount: number, currency: string = DEFAULT_SUM_CURRENCY): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const format = sumFormat(currency, digits);
  return format ? format.format(amount) : `${formatPlainAmount(amount)} ${currency}`;
}

/** A number with comma thousands and two decimals when not whole: 1,000 or 10.50. */
export function formatPlainAmount(amount: number): string {
  return PLAIN_NUMBER[Number.isInteger(amount) ? 0 : 2]!.format(amount);
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
 * Sum (§5): a whole positive number without a leading zero (`wrongField`), between min and max
 * (`sumError` with both formatted in the currency), optionally a multiple of `multipleOf`.
 */
export function validateSum(value: unknown, options: SumOptions): ValidationResult {
  const { messages, currency = DEFAULT_SUM_CURRENCY, multipleOf, formatAmount = formatSumAmount } = options;
  const presence = checkPresence(value, options, 'wrongField');
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
