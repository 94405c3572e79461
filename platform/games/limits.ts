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

/**
 * A stake in major units checked against the currency's limits and minor unit: answers it in
 * minor units, or InvalidParameter on `field` (`invalid`, `min`, `max`) with the limits.
 */
export function parseStake(value: unknown, currency: string, field = 'bet'): bigint {
  const limits = betLimits(currency);
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) throw PlatformError.invalidParameters({ [field]: ['invalid'] });
  const minor = toMinor(amount, currency);
  if (Math.abs(Number(minor) - amount * 10 ** exponentOf(currency)) > 1e-6) throw PlatformError.invalidParameters({ [field]: ['invalid'] });
  if (amount < limits.min) throw new PlatformError('InvalidParameterException', { [field]: ['min'], min: limits.min, max: limits.max, currency });
  if (amount > limits.max) throw new PlatformError('InvalidParameterException', { [field]: ['max'], min: limits.min, max: limits.max, currency });
  return minor;
}
