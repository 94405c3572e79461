import { CURRENCY_RATES } from '../payments/methods';
import { exponentOf } from '../money';

/** Rates as integers (millionths), so conversions are exact integer arithmetic on minor units. */
const SCALE = 1_000_000;
const rateOf = (currency: string): bigint | null => {
  const rate = CURRENCY_RATES[currency.toUpperCase()];
  return rate && rate > 0 ? BigInt(Math.round(rate * SCALE)) : null;
};

/** Whether an amount of `from` can be converted to `to` at the platform's rates. */
export const convertible = (from: string, to: string): boolean => from.toUpperCase() === to.toUpperCase() || (rateOf(from) !== null && rateOf(to) !== null);

/**
 * `minor` units of `from` in whole minor units of `to` at the platform's rates (CURRENCY_RATES:
 * units of a currency per USD), rounded down (`round: 'up'` for a price), or null when either
 * currency has no rate. The same currency answers the amount unchanged.
 */
export function convertMinor(minor: bigint, from: string, to: string, round: 'down' | 'up' = 'down'): bigint | null {
  if (from.toUpperCase() === to.toUpperCase()) return minor;
  const rateFrom = rateOf(from);
  const rateTo = rateOf(to);
  if (rateFrom === null || rateTo === null) return null;
  const shift = exponentOf(to) - exponentOf(from);
  const num = minor * rateTo * 10n ** BigInt(Math.max(0, shift));
  const den = rateFrom * 10n ** BigInt(Math.max(0, -shift));
  const floor = num / den; // amounts here are never negative
  return round === 'up' && floor * den !== num ? floor + 1n : floor;
}
