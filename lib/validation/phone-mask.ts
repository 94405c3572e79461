import { applyMask, DIGIT_MASK_TOKENS } from './text-mask';

/** A country's phone mask: one string or a list (# is a digit slot). */
export type PhoneMask = string | readonly string[];

export function maskList(mask: PhoneMask | undefined): string[] {
  if (mask === undefined) return [];
  return typeof mask === 'string' ? [mask] : [...mask];
}

/** How many digits a mask holds. */
export function maskDigitCount(mask: string): number {
  return mask.split('#').length - 1;
}

/** The digit count of the longest mask: the phone input's limit (0 without masks). */
export function longestMaskLength(mask: PhoneMask | undefined): number {
  return Math.max(0, ...maskList(mask).map(maskDigitCount));
}

/** Only digits, no more than the longest mask holds (unlimited without a mask). */
export function sanitizePhoneInput(input: string, mask: PhoneMask | undefined): string {
  const digits = input.replace(/\D/g, '');
  const limit = longestMaskLength(mask);
  return limit > 0 ? digits.slice(0, limit) : digits;
}

/** The mask for the digits typed so far: the shortest that holds them all, else the longest. */
export function maskForDigits(digits: string, mask: PhoneMask | undefined): string | undefined {
  const masks = maskList(mask).sort((a, b) => maskDigitCount(a) - maskDigitCount(b));
  return masks.find((m) => maskDigitCount(m) >= digits.length) ?? masks.at(-1);
}

/** The digits in a mask's # slots (non-digits ignored); no mask leaves the digits plain. */
export function applyPhoneMask(digits: string, mask: string | undefined): string {
  return mask === undefined ? digits.replace(/\D/g, '') : applyMask(digits, mask, DIGIT_MASK_TOKENS);
}

/** The digits shown in the mask the digits select. */
export function formatPhone(digits: string, mask: PhoneMask | undefined): string {
  return applyPhoneMask(digits, maskForDigits(digits, mask));
}

/** The format flag: the digits fill one of the masks exactly (any count without masks). */
export function isPhoneComplete(digits: string, mask: PhoneMask | undefined): boolean {
  const masks = maskList(mask);
  const count = digits.replace(/\D/g, '').length;
  return masks.length === 0 ? count > 0 : masks.some((m) => maskDigitCount(m) === count);
}
