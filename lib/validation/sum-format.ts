// The sum formatter alone: money display (lib/format/money.ts) reads it in the browser, and
// importing it from sum.ts or the lib/validation index would bring the validators, their message
// templates and rule tables along (~1.4 KB gzip on every page that shows a balance).
/** Sum messages format their amounts in this currency unless told otherwise. */
export const DEFAULT_SUM_CURRENCY = 'USD';

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
