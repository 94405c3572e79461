import { describe, expect, it } from 'vitest';
import { currencyAfterCountryChange, type CurrencyConditions, initialCurrency, optionsOf } from './country-change';

const options = optionsOf([{ value: 'BRL', label: 'Real' }, 'USD']);
const conditions = (over: Partial<CurrencyConditions> = {}): CurrencyConditions => ({
  emptyValue: 'selectedValue',
  defaultValue: 'selectedValue',
  changeCountryValue: 'selectedValue',
  changeCountryFallbackValue: 'firstValue',
  ...over,
});

describe('currency conditions (§3)', () => {
  it('reads strings, { value, label } and { id, name } options', () => {
    expect(optionsOf(['a', { value: 'b', label: 'B' }, { id: 1, name: 'male' }, null])).toEqual([
      { value: 'a', label: 'a' },
      { value: 'b', label: 'B' },
      { value: '1', label: 'male' },
    ]);
  });

  it('starts with the configured, the first or no currency', () => {
    expect(initialCurrency(conditions(), options, 'USD')).toBe('USD');
    expect(initialCurrency(conditions({ defaultValue: 'firstValue' }), options, 'USD')).toBe('BRL');
    expect(initialCurrency(conditions({ defaultValue: 'emptyValue' }), options, 'USD')).toBe('');
  });

  it('on a country change keeps, takes the first or clears', () => {
    expect(currencyAfterCountryChange(conditions(), { country: 'BR', options, current: 'USD' })).toBe('USD');
    expect(currencyAfterCountryChange(conditions({ changeCountryValue: 'firstValue' }), { country: 'BR', options, current: 'USD' })).toBe('BRL');
    expect(currencyAfterCountryChange(conditions({ changeCountryValue: 'emptyValue' }), { country: 'BR', options, current: 'USD' })).toBe('');
  });

  it('falls back when the kept currency is empty or not offered', () => {
    expect(currencyAfterCountryChange(conditions(), { country: 'BR', options, current: '' })).toBe('BRL');
    expect(currencyAfterCountryChange(conditions(), { country: 'BR', options, current: 'EUR' })).toBe('BRL');
    expect(currencyAfterCountryChange(conditions({ changeCountryFallbackValue: 'emptyValue' }), { country: 'BR', options, current: 'EUR' })).toBe('');
  });

  it('a cleared country follows emptyValue', () => {
    expect(currencyAfterCountryChange(conditions({ emptyValue: 'emptyValue' }), { country: '', options, current: 'USD' })).toBe('');
    expect(currencyAfterCountryChange(conditions(), { country: '', options, current: 'USD' })).toBe('USD');
  });
});
