import { isPhoneComplete, maskDigitCount, maskList, type PhoneMask } from './phone-mask';
import { asText, checkPresence, fail, type MessageOptions, VALID, type ValidationResult } from './result';

/** §3 phone country option. */
export type PhoneCountryOption = { country_code: string; phone_code: string; name: string; mask: PhoneMask };

const codeDigits = (country: PhoneCountryOption) => country.phone_code.replace(/\D/g, '');
const byLongestCode = (a: PhoneCountryOption, b: PhoneCountryOption) => codeDigits(b).length - codeDigits(a).length;

/** The number input is disabled until a country is chosen. */
export function isPhoneInputDisabled(country: PhoneCountryOption | null | undefined): boolean {
  return !country;
}

/** The country whose phone code begins the typed value (the longest code wins; ties keep list order). */
export function countryByPhonePrefix<C extends PhoneCountryOption>(value: string, countries: readonly C[]): C | undefined {
  const digits = value.replace(/\D/g, '');
  if (!digits) return undefined;
  return [...countries].sort(byLongestCode).find((c) => codeDigits(c) !== '' && digits.startsWith(codeDigits(c)));
}

/**
 * For pasted digits: the country whose code begins them and whose code plus one mask's length
 * equals their count, with the national number that remains.
 */
export function countryByPastedDigits<C extends PhoneCountryOption>(
  pasted: string,
  countries: readonly C[],
): { country: C; number: string } | undefined {
  const digits = pasted.replace(/\D/g, '');
  const country = [...countries].sort(byLongestCode).find((c) => {
    const code = codeDigits(c);
    return code !== '' && digits.startsWith(code) && maskList(c.mask).some((m) => code.length + maskDigitCount(m) === digits.length);
  });
  return country && { country, number: digits.slice(codeDigits(country).length) };
}

export type PhoneOptions = MessageOptions & {
  isRequired?: boolean;
  /** The format flag from the phone input; without it, the digits must fill one of `mask`. */
  isValidFormat?: boolean;
  mask?: PhoneMask;
};

/** Phone (§5): empty gives `insertPhone`; otherwise the format flag decides (`wrongPhoneFormat`). */
export function validatePhone(value: unknown, options: PhoneOptions = {}): ValidationResult {
  const presence = checkPresence(value, options, 'insertPhone');
  if (presence) return presence;
  const format = options.isValidFormat ?? isPhoneComplete(asText(value), options.mask);
  return format ? VALID : fail('wrongPhoneFormat', undefined, options.messages);
}
