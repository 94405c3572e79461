import { EMAIL_PATTERN, FAKENAME_FORBIDDEN, FAKENAME_MIN_LENGTH, OTP_LENGTH } from './constants';
import { asText, checkPresence, fail, type MessageOptions, VALID, type ValidationResult } from './result';

// Account identity fields: email, nickname (fakename) and the one-time / two-factor code.

/** name@domain with one or two dot-separated parts after the domain, no spaces. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Email (§5): empty gives `insertEmail`, a malformed address `wrongEmail`. Surrounding spaces are ignored. */
export function validateEmail(value: unknown, options: MessageOptions & { isRequired?: boolean } = {}): ValidationResult {
  const presence = checkPresence(value, options, 'insertEmail');
  if (presence) return presence;
  return isValidEmail(asText(value).trim()) ? VALID : fail('wrongEmail', undefined, options.messages);
}

/** True when the nickname holds none of the forbidden characters (length is checked apart). */
export function isValidFakename(value: string): boolean {
  return !FAKENAME_FORBIDDEN.test(value);
}

/**
 * Nickname / fakename (§5): required, at least 4 characters, no comma, underscore, space,
 * quotes, hyphen or the common symbols (`fakename`).
 */
export function validateFakename(value: unknown, options: MessageOptions & { isRequired?: boolean } = {}): ValidationResult {
  const presence = checkPresence(value, options);
  if (presence) return presence;
  const text = asText(value);
  if ([...text].length < FAKENAME_MIN_LENGTH) return fail('minLength', { min: FAKENAME_MIN_LENGTH }, options.messages);
  return isValidFakename(text) ? VALID : fail('fakename', undefined, options.messages);
}

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Keeps the digits of a typed or pasted code, at most six. */
export function normalizeOtp(input: string): string {
  return input.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/**
 * One-time / two-factor code (§5): required, digits only, exactly 6 (`otpDigits`, the same text
 * as the platform's "the code must contain 6 digits").
 */
export function validateOtp(value: unknown, options: MessageOptions = {}): ValidationResult {
  const presence = checkPresence(value, options);
  if (presence) return presence;
  return typeof value === 'string' && OTP_PATTERN.test(value) ? VALID : fail('otpDigits', undefined, options.messages);
}
