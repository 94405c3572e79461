import fc from 'fast-check';
import { applyMask, DIGIT_MASK_TOKENS, unmask } from './text-mask';

describe('applyMask', () => {
  it('fills # with digits, @ with letters, * with either', () => {
    expect(applyMask('12345678', '##.##.####')).toBe('12.34.5678');
    expect(applyMask('ab12', '@@-##')).toBe('ab-12');
    expect(applyMask('a1b2', '****')).toBe('a1b2');
    expect(applyMask('Ñandú7', '@@@@@#')).toBe('Ñandú7');
  });

  it('skips characters a slot does not accept', () => {
    expect(applyMask('1a2b3', '###')).toBe('123');
    expect(applyMask('1a', '@@')).toBe('a');
  });

  it('stops when the input runs out, without trailing literals', () => {
    expect(applyMask('12', '(##) ###')).toBe('(12');
    expect(applyMask('123', '(##) ###')).toBe('(12) 3');
    expect(applyMask('', '(##)')).toBe('');
  });

  it('is idempotent on already masked values and cuts at the mask length', () => {
    expect(applyMask('(12) 345', '(##) ###')).toBe('(12) 345');
    expect(applyMask('123456789', '##-##')).toBe('12-34');
  });

  it('honours custom tokens', () => {
    expect(applyMask('ab12', '@#', DIGIT_MASK_TOKENS)).toBe('@1');
  });

  it('unmask keeps what sits in token slots', () => {
    expect(unmask('(12) 345', '(##) ###')).toBe('12345');
    expect(unmask('ab-12', '@@-##')).toBe('ab12');
  });
});

describe('applyMask properties', () => {
  const mask = fc.stringMatching(/^[#@* ()\-.+]{0,20}$/);

  it('never returns more characters than the mask has', () => {
    fc.assert(fc.property(fc.string(), mask, (value, m) => [...applyMask(value, m)].length <= [...m].length));
  });

  it('puts only digits in # slots and keeps literals in place', () => {
    fc.assert(
      fc.property(fc.string(), mask, (value, m) => {
        const slots = [...m];
        return [...applyMask(value, m)].every((char, i) => {
          const slot = slots[i];
          if (slot === '#') return /\d/.test(char);
          if (slot === '@') return /\p{L}/u.test(char);
          if (slot === '*') return /[\p{L}\d]/u.test(char);
          return char === slot;
        });
      }),
    );
  });
});
