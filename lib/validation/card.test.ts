import fc from 'fast-check';
import { isCardLike, luhnCheck, validateCardHolder, validateCardLike } from './card';

/** Appends the Luhn check digit. */
function withCheckDigit(payload: string): string {
  for (let d = 0; d <= 9; d += 1) if (luhnCheck(payload + d)) return payload + d;
  throw new Error('unreachable');
}

describe('luhnCheck', () => {
  it('knows well-known test numbers', () => {
    expect(luhnCheck('4111111111111111')).toBe(true);
    expect(luhnCheck('5555555555554444')).toBe(true);
    expect(luhnCheck('4111111111111112')).toBe(false);
    expect(luhnCheck('')).toBe(false);
    expect(luhnCheck('4111-1111')).toBe(false);
  });

  const payload = fc.stringMatching(/^\d{11,18}$/);

  it('passes every number carrying its check digit', () => {
    fc.assert(fc.property(payload, (p) => luhnCheck(withCheckDigit(p))));
  });

  it('fails after any single-digit change', () => {
    fc.assert(
      fc.property(payload, fc.nat(), fc.integer({ min: 1, max: 9 }), (p, at, shift) => {
        const number = withCheckDigit(p);
        const i = at % number.length;
        const changed = number.slice(0, i) + ((Number(number[i]) + shift) % 10) + number.slice(i + 1);
        return !luhnCheck(changed);
      }),
    );
  });
});

describe('card-like identifier', () => {
  it('accepts a masked card, a Luhn-valid number or the literal new', () => {
    expect(isCardLike('411111...1111')).toBe(true);
    expect(isCardLike('4111111111111111')).toBe(true);
    expect(isCardLike('new')).toBe(true);
  });

  it.each(['41111...1111', '411111..1111', '411111...111', '4111111111111112', 'New', 'abc'])('rejects %j', (value) => {
    expect(validateCardLike(value)).toMatchObject({ code: 'cardNumber', message: 'Field Card number' });
  });

  it('lets a custom pattern replace the mask pattern', () => {
    const pattern = /^\*{4}\d{4}$/;
    expect(isCardLike('****1111', { pattern })).toBe(true);
    expect(isCardLike('411111...1111', { pattern })).toBe(false);
    expect(isCardLike('4111111111111111', { pattern })).toBe(true);
  });

  it('treats a non-string value as an error', () => {
    expect(validateCardLike(4111111111111111)).toMatchObject({ valid: false, code: 'cardNumber' });
    expect(validateCardLike(undefined)).toMatchObject({ valid: false, code: 'cardNumber' });
    expect(validateCardLike('')).toMatchObject({ code: 'required' });
  });
});

describe('validateCardHolder', () => {
  it.each(['JOHN SMITH', "Anne-Marie O'Neil", 'J. R. R. Tolkien', 'José Müller'])('accepts %j', (value) => {
    expect(validateCardHolder(value)).toEqual({ valid: true });
  });

  it.each(['John2', 'John_Smith', 'John@Smith', 'John, Smith'])('rejects %j', (value) => {
    expect(validateCardHolder(value)).toMatchObject({ code: 'wrongField' });
  });

  it('is required unless told otherwise', () => {
    expect(validateCardHolder('')).toMatchObject({ code: 'required' });
    expect(validateCardHolder('', { isRequired: false })).toEqual({ valid: true });
  });
});
