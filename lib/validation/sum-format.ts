// The sum formatter alone: money display (lib/format/money.ts) reads it in the browser, and
// importing it from sum.ts or the lib/validation index would bring the validators, their message
// templates and rule tables along (~1.4 KB gzip on every page that shows a balance).
/** Sum messages format their amounts in this currency unless told otherwise. */
export const DEFAULT_SUM_CURRENCY = 'USD';

// Built on first use, not when the module loads: the browser's first number format loads its
// locale data (tens of milliseconds on a phone), and this module loads with every signed-in page.
const plainNumbers: Partial<Record<0 | 2, Intl.NumberFormat>> = {};

function plainNumber(digits: 0 | 2): Intl.NumberFormat {
  return (plainNumbers[digits] ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
}

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

/** A number's shortest decimal form when it has at most two decimals (and no exponent). */
const CENTS_FORM = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A number with comma thousands and two decimals when not whole: 1,000 or 10.50. Money shows
 * whole cents, and those are written here from the number's own decimal form, without Intl: the
 * header's balance formats one while the page hydrates, and a first `Intl.NumberFormat` there
 * would load its locale data inside that task. Anything else (more decimals to round, −0, not
 * finite, an exponent) goes to `Intl.NumberFormat`, which writes the same for whole cents.
 */
export function formatPlainAmount(amount: number): string {
  const form = Object.is(amount, -0) ? null : CENTS_FORM.exec(String(amount));
  if (!form) return plainNumber(Number.isInteger(amount) ? 0 : 2).format(amount);
  const [, sign, whole = '', fraction] = form;
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction === undefined ? '' : `.${fraction.padEnd(2, '0')}`}`;
}
