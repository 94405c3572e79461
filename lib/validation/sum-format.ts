// The sum formatter alone: money display (lib/format/money.ts) reads it in the browser, and
// importing it from sum.ts or the lib/validation index would bring the validators, their message
// templates and rule tables along (~1.4 KB gzip on every page that shows a balance).
/** Sum messages format their amounts in this currency unless told otherwise. */
export const DEFAULT_SUM_CURRENCY = 'USD';

/**
 * An amount in its currency (en-US grouping: comma thousands; two decimals for non-integers),
 * e.g. $1,000 or $10.50. Text that is no currency code is written after the number.
 */
export function formatSumAmount(amount: number, currency: string = DEFAULT_SUM_CURRENCY): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  try {
    return new Intl.NumberFormat('en-US', { ...options, style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat('en-US', options).format(amount)} ${currency}`;
  }
}
