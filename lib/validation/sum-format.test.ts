import { describe, expect, it } from 'vitest';
import { formatPlainAmount } from './sum-format';

const intl = (amount: number) => {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
};

describe('formatPlainAmount', () => {
  it('writes comma thousands and two decimals for amounts that are not whole', () => {
    expect(formatPlainAmount(0)).toBe('0');
    expect(formatPlainAmount(999)).toBe('999');
    expect(formatPlainAmount(1000)).toBe('1,000');
    expect(formatPlainAmount(1234567)).toBe('1,234,567');
    expect(formatPlainAmount(10.5)).toBe('10.50');
    expect(formatPlainAmount(-3.25)).toBe('-3.25');
    expect(formatPlainAmount(-1234.05)).toBe('-1,234.05');
  });

  it('writes exactly what Intl.NumberFormat writes, on whole cents and on everything else', () => {
    const cents = [1, 5, 10, 99, 100, 105, 12345, 99999, 100000, 123456789, 987654321012, 2 ** 53 - 1];
    const amounts = [...cents.flatMap((c) => [c / 100, -c / 100, c]), 1.005, 2.675, 0.125, 1e-7, 1e21, 2 ** 60, -0, NaN, Infinity, -Infinity];
    for (const amount of amounts) expect(formatPlainAmount(amount), String(amount)).toBe(intl(amount));
  });

  it('agrees with Intl.NumberFormat on a spread of balances (fixed seed)', () => {
    let seed = 20261127;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 2000; i += 1) {
      const amount = (next() * (i % 7 === 0 ? 1000 : 1)) / 10 ** (next() % 4);
      expect(formatPlainAmount(amount), String(amount)).toBe(intl(amount));
    }
  });
});
