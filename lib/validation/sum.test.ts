import fc from 'fast-check';
import { formatSumAmount, isMultipleOf, parseAmount, validateSum } from './sum';

const withCommas = (n: number) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

describe('validateSum', () => {
  const limits = { min: 10, max: 5000 };

  it('accepts a whole positive number between min and max', () => {
    expect(validateSum('10', limits)).toEqual({ valid: true });
    expect(validateSum('5000', limits)).toEqual({ valid: true });
    expect(validateSum('1,500', limits)).toEqual({ valid: true });
  });

  it.each(['0', '012', '-5', '10.5', '1e3', 'abc', '1,50', '10 0', ',100'])('gives wrongField for %j', (value) => {
    expect(validateSum(value, limits)).toMatchObject({ code: 'wrongField', message: 'Invalid value' });
  });

  it('gives required (the §5 default message) when empty, unless optional', () => {
    expect(validateSum('', limits)).toMatchObject({ code: 'required', message: 'Field is required' });
    expect(validateSum('  ', limits)).toMatchObject({ code: 'required' });
    expect(validateSum('', { ...limits, isRequired: false })).toEqual({ valid: true });
  });

  it('shows min and max in the currency (default USD) when out of range', () => {
    expect(validateSum('9', limits)).toMatchObject({ code: 'sumError', message: 'Enter an amount from $10 to $5,000' });
    expect(validateSum('9', { ...limits, currency: 'EUR' }).message).toBe('Enter an amount from €10 to €5,000');
    expect(validateSum('9', { ...limits, currency: 'BRL', formatAmount: (a, c) => `${c} ${a}` }).message).toBe(
      'Enter an amount from BRL 10 to BRL 5000',
    );
  });

  it('removes thousands commas from min and max before comparing', () => {
    expect(validateSum('1500', { min: '1,000', max: '10,000' })).toEqual({ valid: true });
    expect(validateSum('999', { min: '1,000', max: '10,000' })).toMatchObject({ message: 'Enter an amount from $1,000 to $10,000' });
  });

  it('checks an optional multiple-of rule', () => {
    expect(validateSum('25', { ...limits, multipleOf: 5 })).toEqual({ valid: true });
    expect(validateSum('27', { ...limits, multipleOf: 5 })).toMatchObject({ code: 'amountNotMultipleOf', message: 'Value is not multiple of 5' });
  });
});

describe('sum helpers', () => {
  it('formats with comma thousands and two decimals for non-integers', () => {
    expect(formatSumAmount(1234567)).toBe('$1,234,567');
    expect(formatSumAmount(10.5)).toBe('$10.50');
    expect(formatSumAmount(100, 'XXY')).toMatch(/^XXY\s100$/); // Intl puts a no-break space here
    expect(formatSumAmount(100, 'points')).toBe('100 points');
  });

  it('parses amounts', () => {
    expect([parseAmount('1,000'), parseAmount(' 12.5 '), parseAmount(7), parseAmount('x'), parseAmount(null)]).toEqual([1000, 12.5, 7, Number.NaN, Number.NaN]);
  });

  it('isMultipleOf tolerates binary fractions', () => {
    expect(isMultipleOf(0.3, 0.1)).toBe(true);
    expect(isMultipleOf(0.35, 0.1)).toBe(false);
    expect(isMultipleOf(7, 0)).toBe(true);
  });
});

describe('validateSum properties', () => {
  const bounds = fc
    .tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }))
    .map(([min, span]) => ({ min, max: min + span }));

  it('any integer in [min, max] passes, plain or comma-grouped, whatever form min and max take', () => {
    fc.assert(
      fc.property(bounds, fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean(), ({ min, max }, t, grouped) => {
        const amount = min + Math.floor(t * (max - min));
        const value = grouped ? withCommas(amount) : String(amount);
        const limits = grouped ? { min: withCommas(min), max: withCommas(max) } : { min, max };
        return validateSum(value, limits).valid;
      }),
    );
  });

  it('any positive integer outside [min, max] fails with sumError', () => {
    fc.assert(
      fc.property(bounds, fc.integer({ min: 1, max: 2_000_000 }), ({ min, max }, amount) => {
        fc.pre(amount < min || amount > max);
        const result = validateSum(withCommas(amount), { min: withCommas(min), max });
        return !result.valid && result.code === 'sumError';
      }),
    );
  });
});
