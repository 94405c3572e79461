import type { Money } from '@/lib/contract';

/** Digits after the decimal point per currency; 2 unless listed. */
const EXPONENTS: Record<string, number> = { JPY: 0, KRW: 0, CLP: 0, VND: 0, BTC: 8, ETH: 8, USDT: 2 };

export function exponentOf(currency: string): number {
  return EXPONENTS[currency.toUpperCase()] ?? 2;
}

/** Minor units (database) → `{ amount, currency }` in major units (API). */
export function toMoney(minor: bigint | number, currency: string): Money {
  const scale = 10 ** exponentOf(currency);
  return { amount: Number(minor) / scale, currency };
}

/** Major units (API) → minor units, rounded half away from zero. */
export function toMinor(amount: number, currency: string): bigint {
  const scaled = amount * 10 ** exponentOf(currency);
  return BigInt(Math.sign(scaled) * Math.round(Math.abs(scaled)));
}
