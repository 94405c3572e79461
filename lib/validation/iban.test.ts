import fc from 'fast-check';
import { formatIban, isValidIban, validateIban } from './iban';

/** ISO 13616 check digits, computed here independently of the library under test. */
function checkDigits(country: string, bban: string): string {
  const digits = [...`${bban}${country}00`].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  let remainder = 0;
  for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  return String(98 - remainder).padStart(2, '0');
}

const iban = (country: string, bban: string) => `${country}${checkDigits(country, bban)}${bban}`;

// Countries whose BBAN has no national check digit, by structure.
const bbans = fc.oneof(
  fc.stringMatching(/^\d{18}$/).map((b) => ['DE', b] as const),
  fc.stringMatching(/^\d{16}$/).map((b) => ['AT', b] as const),
  fc.tuple(fc.stringMatching(/^[A-Z]{4}$/), fc.stringMatching(/^\d{14}$/)).map(([bank, n]) => ['GB', bank + n] as const),
  fc.tuple(fc.stringMatching(/^\d{5}$/), fc.stringMatching(/^[A-Z0-9]{12}$/)).map(([bank, n]) => ['CH', bank + n] as const),
);

describe('IBAN', () => {
  it('accepts known IBANs, with spaces and lower case', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('nl91abna0417164300')).toBe(true);
    expect(validateIban('BR1800360305000010009795493C1')).toEqual({ valid: true });
  });

  it('checks per-country length and structure', () => {
    expect(isValidIban('DE8937040044053201300')).toBe(false); // one digit short
    expect(isValidIban('GB82WEST12345698765432X')).toBe(false);
    expect(isValidIban('XX89370400440532013000')).toBe(false);
    expect(validateIban('DE89 3704 0044 0532 0130 01')).toMatchObject({ code: 'iban', message: 'Wrong iban' });
  });

  it('is required unless told otherwise and refuses non-strings', () => {
    expect(validateIban('')).toMatchObject({ code: 'required' });
    expect(validateIban('', { isRequired: false })).toEqual({ valid: true });
    expect(isValidIban(12345)).toBe(false);
  });

  it('formats in groups of four', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('nonsense')).toBe('nonsense');
  });

  it('passes every generated valid IBAN', () => {
    fc.assert(fc.property(bbans, ([country, bban]) => isValidIban(iban(country, bban))));
  });

  it('fails when a check digit is changed', () => {
    fc.assert(
      fc.property(bbans, fc.integer({ min: 2, max: 3 }), fc.integer({ min: 1, max: 9 }), ([country, bban], at, shift) => {
        const valid = iban(country, bban);
        const flipped = valid.slice(0, at) + ((Number(valid[at]) + shift) % 10) + valid.slice(at + 1);
        return !isValidIban(flipped);
      }),
    );
  });
});
