import { PlatformError } from '@/lib/errors';
import { exponentOf, toMinor } from '../services/money';

/** Stake limits per currency in major units; currencies not listed use USD's. */
const LIMITS: Record<string, { min: number; max: number }> = {
  USD: { min: 0.1, max: 100 },
  EUR: { min: 0.1, max: 100 },
  BRL: { min: 0.5, max: 500 },
  BTC: { min: 0.00001, max: 0.01 },
  ETH: { min: 0.0001, max: 0.1 },
  JPY: { min: 10, max: 10_000 },
};

export function betLimits(currency: string): { min: number; max: number } {
  return LIMITS[currency.toUpperCase()] ?? LIMITS.USD!;
}

/** A stake sent as text: a plain decimal, optionally with an exponent (no hex, binary, `Infinity`…). */
const DECIMAL_TEXT = /^\s*\+?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/**
 * The one parser of stakes (every round engine's `bet`, each table bet's amount, the sportsbook's
 * `stake`): a stake in major units (a number, or its decimal text) checked against the currency's
 * limits and minor unit. Answers it in minor units, or InvalidParameter on `field`: `invalid` (not
 * a finite positive number, or more decimals than the currency has), `min` or `max` (with the
 * limits). The limits are checked before the conversion to minor units, so a huge value (1e307,
 * Number.MAX_VALUE, whose minor units are past a double's range) is `max`, never a thrown error.
 */
export function parseStake(value: unknown, currency: string, field = 'bet'): bigint {
  const limits = betLimits(currency);
  const amount = typeof value === 'string' ? (DECIMAL_TEXT.test(value) ? Number(value) : NaN) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) throw PlatformError.invalidParameters({ [field]: ['invalid'] });
  const outside = (code: 'min' | 'max') => new PlatformError('InvalidParameterException', { [field]: [code], min: limits.min, max: limits.max, currency });
  if (amount > limits.max) throw outside('max');
  // within the limits the minor units are small integers: the conversion is exact and finite
  const minor = toMinor(amount, currency);
  if (Math.abs(Number(minor) - amount * 10 ** exponentOf(currency)) > 1e-6) throw PlatformError.invalidParameters({ [field]: ['invalid'] });
  if (amount < limits.min) throw outside('min');
  return minor;
}

/** parseStake's minor units, or null for a value it refuses (to compare a retried request with the one played). */
export function stakeOrNull(value: unknown, currency: string): bigint | null {
  try {
    return parseStake(value, currency);
  } catch (error) {
    if (error instanceof PlatformError) return null;
    throw error;
  }
}
