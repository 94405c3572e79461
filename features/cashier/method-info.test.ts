import { describe, expect, it } from 'vitest';
import { activeDepositLimits, depositAllowance } from './deposit-limit';
import { depositPresets, methodRequisites, methodRules } from './method-info';

describe('methodRules and methodRequisites', () => {
  it('reads min, max, multiple_of and currency of a method', () => {
    expect(methodRules({ sysname: 'm', min: 5, max: 500, multiple_of: 5, currency: 'USD' })).toEqual({ min: 5, max: 500, step: 5, currency: 'USD' });
    expect(methodRules({ sysname: 'm', min: '1,000', max: 2000, multiple_of: null })).toMatchObject({ min: 1000, max: 2000, step: undefined });
  });

  it('reads requisites with their kind, or guesses the kind from the name', () => {
    expect(methodRequisites({ requisites: [{ name: 'iban', kind: 'iban', required: true }, { name: 'card_number', kind: 'card', required: false }] })).toEqual([
      { name: 'iban', kind: 'iban', required: true },
      { name: 'card_number', kind: 'card', required: false },
    ]);
    expect(methodRequisites({ requisites: ['card_holder', 'phone', 'reference'] }).map((r) => r.kind)).toEqual(['card_holder', 'phone', 'text']);
    expect(methodRequisites({})).toEqual([]);
  });

  it('picks the CMS presets of the currency', () => {
    const cms = { depositAmountsList: [{ currency: 'USD', amount: [{ value: 10 }, { value: 25 }] }] };
    expect(depositPresets(cms, 'usd')).toEqual([10, 25]);
    expect(depositPresets(cms, 'BRL')).toEqual([]);
  });
});

describe('deposit limits', () => {
  it('reads every active limit and allows the smallest remainder', () => {
    const limits = activeDepositLimits([
      { limit_amount: 100, available_amount: 40, period: '1', expired_at: null, can_edit: true },
      { limit_amount: 500, available_amount: 300, period: '7', expired_at: null, can_edit: true },
      { limit_amount: null, available_amount: null, period: 'none', expired_at: null, can_edit: true },
    ]);
    expect(limits.map((l) => l.period)).toEqual(['1', '7']);
    expect(depositAllowance(limits)).toBe(40);
  });

  it('has no allowance without a limit', () => {
    expect(depositAllowance(activeDepositLimits({ limit_amount: null, available_amount: null, period: 'none' }))).toBeUndefined();
  });
});
