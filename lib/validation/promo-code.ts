import { PROMO_CODE_MIN_LENGTH } from './constants';
import { fail, type MessageOptions, VALID, type ValidationResult } from './result';

/** A promo code as it is checked and sent: trimmed. */
export function normalizePromoCode(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The promo-code validator (§5): always valid client-side; validity comes from the server's
 * checkPromocode answer, which the form shows as the valid mark or the mapped error.
 */
export function validatePromoCode(_value?: unknown): ValidationResult {
  return VALID;
}

/** On the registration form, a shown promo-code field needs at least one character (trimmed). */
export function validateRegistrationPromoCode(
  value: unknown,
  { shown, messages }: MessageOptions & { shown: boolean },
): ValidationResult {
  if (!shown) return VALID;
  return normalizePromoCode(value).length >= PROMO_CODE_MIN_LENGTH ? VALID : fail('required', undefined, messages);
}
