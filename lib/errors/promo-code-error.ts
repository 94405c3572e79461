import { isApiError } from './api-error';

/**
 * §8: the message key (under common.promoCodeErrors) of a failed promo-code check or activation:
 * the first code under error_data.promo_code, else INVALID.
 */
export function promoErrorCode(error: unknown): string {
  const codes = isApiError(error) ? error.data?.promo_code : undefined;
  const first = Array.isArray(codes) ? codes[0] : codes;
  return typeof first === 'string' && first !== '' ? first : 'INVALID';
}
