import fc from 'fast-check';
import { countryByPastedDigits, countryByPhonePrefix, isPhoneInputDisabled, type PhoneCountryOption, validatePhone } from './phone';
import { applyPhoneMask, formatPhone, isPhoneComplete, longestMaskLength, maskForDigits, sanitizePhoneInput } from './phone-mask';

const BR: PhoneCountryOption = { country_code: 'BR', phone_code: '+55', name: 'Brazil', mask: ['(##) ####-####', '(##) #####-####'] };
const US: PhoneCountryOption = { country_code: 'US', phone_code: '+1', name: 'United States', mask: '(###) ###-####' };
const CA: PhoneCountryOption = { country_code: 'CA', phone_code: '+1', name: 'Canada', mask: '(###) ###-####' };
const AG: PhoneCountryOption = { country_code: 'AG', phone_code: '+1268', name: 'Antigua', mask: '###-####' };
const COUNTRIES = [US, CA, BR, AG];

describe('phone masks', () => {
  it('fills # slots with digits', () => {
    expect(applyPhoneMask('11987654321', '(##) #####-####')).toBe('(11) 98765-4321');
    expect(applyPhoneMask('11a9', '(##) #')).toBe('(11) 9');
    expect(applyPhoneMask('+1 (2)', undefined)).toBe('12');
  });

  it('measures the longest mask in digits', () => {
    expect(longestMaskLength(BR.mask)).toBe(11);
    expect(longestMaskLength(US.mask)).toBe(10);
    expect(longestMaskLength(undefined)).toBe(0);
  });

  it('accepts digits only, up to the longest mask', () => {
    expect(sanitizePhoneInput('(11) 98765-4321 99', BR.mask)).toBe('11987654321');
    expect(sanitizePhoneInput('12ab34', undefined)).toBe('1234');
  });

  it('chooses the mask by the digits typed', () => {
    expect(maskForDigits('1133334444', BR.mask)).toBe('(##) ####-####');
    expect(maskForDigits('11933334444', BR.mask)).toBe('(##) #####-####');
    expect(maskForDigits('119333344445', BR.mask)).toBe('(##) #####-####');
    expect(formatPhone('1133334444', BR.mask)).toBe('(11) 3333-4444');
    expect(maskForDigits('1', undefined)).toBeUndefined();
  });

  it('flags a number that fills one of the masks', () => {
    expect(isPhoneComplete('1133334444', BR.mask)).toBe(true);
    expect(isPhoneComplete('113333444', BR.mask)).toBe(false);
    expect(isPhoneComplete('123', undefined)).toBe(true);
  });

  it('never exceeds the mask and keeps digits in # slots', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...[BR, US, AG].flatMap((c) => [c.mask].flat())), (input, mask) => {
        const out = applyPhoneMask(input, mask);
        return out.length <= mask.length && [...out].every((ch, i) => (mask[i] === '#' ? /\d/.test(ch) : ch === mask[i]));
      }),
    );
  });
});

describe('country pick', () => {
  it('picks the country from the phone code prefix, the longest code first', () => {
    expect(countryByPhonePrefix('+55 11', COUNTRIES)).toBe(BR);
    expect(countryByPhonePrefix('12685551234', COUNTRIES)).toBe(AG);
    expect(countryByPhonePrefix('1202', COUNTRIES)).toBe(US);
    expect(countryByPhonePrefix('99', COUNTRIES)).toBeUndefined();
    expect(countryByPhonePrefix('', COUNTRIES)).toBeUndefined();
  });

  it('picks the country for pasted digits whose count is code plus a mask length', () => {
    expect(countryByPastedDigits('+55 (11) 98765-4321', COUNTRIES)).toEqual({ country: BR, number: '11987654321' });
    expect(countryByPastedDigits('551133334444', COUNTRIES)).toEqual({ country: BR, number: '1133334444' });
    expect(countryByPastedDigits('12685551234', COUNTRIES)).toEqual({ country: AG, number: '5551234' });
    expect(countryByPastedDigits('12025550123', COUNTRIES)).toEqual({ country: US, number: '2025550123' });
    expect(countryByPastedDigits('5511', COUNTRIES)).toBeUndefined();
  });

  it('disables the number input until a country is chosen', () => {
    expect(isPhoneInputDisabled(undefined)).toBe(true);
    expect(isPhoneInputDisabled(BR)).toBe(false);
  });
});

describe('validatePhone', () => {
  it('asks to insert a phone when empty', () => {
    expect(validatePhone('')).toMatchObject({ code: 'insertPhone', message: 'Enter your phone number' });
    expect(validatePhone('', { isRequired: false })).toEqual({ valid: true });
  });

  it('lets the format flag decide otherwise', () => {
    expect(validatePhone('123', { isValidFormat: false })).toMatchObject({ code: 'wrongPhoneFormat', message: 'Wrong phone number format' });
    expect(validatePhone('123', { isValidFormat: true })).toEqual({ valid: true });
  });

  it('derives the flag from the masks when none is given', () => {
    expect(validatePhone('11987654321', { mask: BR.mask })).toEqual({ valid: true });
    expect(validatePhone('1198765432', { mask: US.mask })).toEqual({ valid: true });
    expect(validatePhone('119876543', { mask: BR.mask })).toMatchObject({ code: 'wrongPhoneFormat' });
  });
});
