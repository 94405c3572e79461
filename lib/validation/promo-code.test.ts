import { normalizePromoCode, validatePromoCode, validateRegistrationPromoCode } from './promo-code';

describe('promo code', () => {
  it('is always valid on the validator (the server decides)', () => {
    for (const value of ['', '   ', 'WELCOME', undefined, 42]) expect(validatePromoCode(value)).toEqual({ valid: true });
  });

  it('needs at least one character on the registration form while shown', () => {
    expect(validateRegistrationPromoCode('', { shown: true })).toMatchObject({ code: 'required' });
    expect(validateRegistrationPromoCode('   ', { shown: true })).toMatchObject({ code: 'required' });
    expect(validateRegistrationPromoCode('A', { shown: true })).toEqual({ valid: true });
    expect(validateRegistrationPromoCode('', { shown: false })).toEqual({ valid: true });
  });

  it('is trimmed', () => {
    expect(normalizePromoCode('  BONUS100 ')).toBe('BONUS100');
    expect(normalizePromoCode(null)).toBe('');
  });
});
