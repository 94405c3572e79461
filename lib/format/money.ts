// The formatter's own module: the lib/validation index would bring every validator along.
import { formatPlainAmount, formatSumAmount } from '@/lib/validation/sum-format';

/** Digits after the decimal point per currency (minor units); 2 unless listed. */
const EXPONENTS: Readonly<Record<string, number>> = { JPY: 0, KRW: 0, CLP: 0, VND: 0, BTC: 8, ETH: 8 };

export function currencyExponent(currency: string): number {
  return EXPONENTS[currency.toUpperCase()] ?? 2;
}

/** Integer minor units (database cents) → an amount in major units. */
export function fromMinorUnits(minor: number | bigint, currency: string): number {
  return Number(minor) / 10 ** currencyExponent(currency);
}

export type FormatMoneyOptions = {
  /** Symbols by currency code (CMS cashier availableCurrency); replaces the Intl symbol. */
  symbols?: ReadonlyArray<{ code: string; symbol: string }>;
  /** The amount is in integer minor units (cents), not major units. */
  minor?: boolean;
};

/**
 * An amount as the site writes money (SPEC §9): comma thousands, two decimals for non-integers,
 * the currency symbol in front: `$1,000`, `$10.50`, `R$2,500`, `-$3.25`.
 */
export function formatMoney(amount: number | bigint, currency: string, { symbols, minor = false }: FormatMoneyOptions = {}): string {
  const value = minor ? fromMinorUnits(amount, currency) : Number(amount);
  const symbol = symbols?.find((s) => s.code.toUpperCase() === currency.toUpperCase())?.symbol;
  if (!symbol) return formatSumAmount(value, currency);
  return `${value < 0 ? '-' : ''}${symbol}${formatPlainAmount(Math.abs(value))}`;
}

/** A plain number with comma thousands and two decimals when not whole (amount fields, presets). */
export const formatAmount = formatPlainAmount;
