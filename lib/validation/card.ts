import { CARD_HOLDER_PATTERN, MASKED_CARD_PATTERN } from './constants';
import { checkPresence, fail, matches, type MessageOptions, VALID, type ValidationResult } from './result';

/** The Luhn (mod 10) check over a string of digits; anything else is false. */
export function luhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

export type CardLikeOptions = { pattern?: RegExp };

/**
 * A card-like identifier (§5): the literal 'new', a masked card (6 digits, three dots, 4 digits,
 * or a custom pattern in its place), or digits passing Luhn. Non-strings never are.
 */
export function isCardLike(value: unknown, { pattern = MASKED_CARD_PATTERN }: CardLikeOptions = {}): boolean {
  if (typeof value !== 'string') return false;
  if (value === 'new') return true;
  return matches(pattern, value) || luhnCheck(value);
}

/** Card number / saved-card selector: required, then card-like; a non-string is an error. */
export function validateCardLike(value: unknown, options: CardLikeOptions & MessageOptions = {}): ValidationResult {
  if (typeof value !== 'string') return fail('cardNumber', undefined, options.messages);
  return checkPresence(value, options) ?? (isCardLike(value, options) ? VALID : fail('cardNumber', undefined, options.messages));
}

/** Card holder: letters, spaces, dot, apostrophe, hyphen; required unless isRequired is false. */
export function validateCardHolder(value: unknown, options: MessageOptions & { isRequired?: boolean } = {}): ValidationResult {
  const presence = checkPresence(value, options);
  if (presence) return presence;
  return typeof value === 'string' && CARD_HOLDER_PATTERN.test(value.trim()) ? VALID : fail('wrongField', undefined, options.messages);
}
