import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, fromMinorUnits } from './money';

describe('formatMoney', () => {
  it('writes comma thousands and no decimals for whole amounts', () => {
    expect(formatMoney(1000, 'USD')).toBe('$1,000');
    expect(formatMoney(1234567, 'USD')).toBe('$1,234,567');
  });

  it('writes two decimals for non-integers', () => {
    expect(formatMoney(10.5, 'USD')).toBe('$10.50');
    expect(formatMoney(1234.567, 'USD')).toBe('$1,234.57');
  });

  it('reads integer minor units', () => {
    expect(formatMoney(123456, 'USD', { minor: true })).toBe('$1,234.56');
    expect(formatMoney(100000n, 'USD', { minor: true })).toBe('$1,000');
    expect(formatMoney(500, 'JPY', { minor: true })).toBe('¥500');
  });

  it('uses the CMS symbol when one is given, negatives with the sign first', () => {
    const symbols = [{ code: 'BRL', symbol: 'R$' }];
    expect(formatMoney(2500, 'BRL', { symbols })).toBe('R$2,500');
    expect(formatMoney(-3.25, 'BRL', { symbols })).toBe('-R$3.25');
  });

  it('writes an unknown currency code after the number', () => {
    expect(formatMoney(1500, 'XYZ1')).toBe('1,500 XYZ1');
  });
});

describe('formatAmount and fromMinorUnits', () => {
  it('formats plain amounts and converts cents', () => {
    expect(formatAmount(25000)).toBe('25,000');
    expect(formatAmount(0.5)).toBe('0.50');
    expect(fromMinorUnits(1999, 'USD')).toBe(19.99);
    expect(fromMinorUnits(1999, 'JPY')).toBe(1999);
  });
});
