/** Which input characters a mask slot accepts. */
export type MaskTokens = Readonly<Record<string, RegExp>>;

/** §5 text-mask tokens: # a digit, @ a letter, * a letter or a digit. */
export const TEXT_MASK_TOKENS: MaskTokens = { '#': /^\d$/, '@': /^\p{L}$/u, '*': /^[\p{L}\d]$/u };

/** Phone masks only have digit slots. */
export const DIGIT_MASK_TOKENS: MaskTokens = { '#': /^\d$/ };

/**
 * Fits `value` into `mask`: token slots take the next accepted input character (others are
 * skipped), literals are written as they come (and consumed when the input repeats them, so
 * masking a masked value changes nothing). Stops when the input runs out, so no trailing literals,
 * and the result is never longer than the mask.
 */
export function applyMask(value: string, mask: string, tokens: MaskTokens = TEXT_MASK_TOKENS): string {
  const input = [...value];
  const slots = [...mask];
  let out = '';
  let i = 0;
  let m = 0;
  while (m < slots.length && i < input.length) {
    const slot = slots[m] as string;
    const char = input[i] as string;
    const token = Object.hasOwn(tokens, slot) ? tokens[slot] : undefined;
    if (token) {
      if (token.test(char)) {
        out += char;
        m += 1;
      }
      i += 1;
    } else {
      out += slot;
      if (char === slot) i += 1;
      m += 1;
    }
  }
  return out;
}

/** The characters of `masked` that sit in token slots: the raw value behind a masked text. */
export function unmask(masked: string, mask: string, tokens: MaskTokens = TEXT_MASK_TOKENS): string {
  const slots = [...mask];
  return [...masked].filter((char, index) => {
    const slot = slots[index];
    return slot !== undefined && Object.hasOwn(tokens, slot) && tokens[slot]?.test(char);
  }).join('');
}
