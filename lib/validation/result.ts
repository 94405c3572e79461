import { type MessageKey, type MessageParams, type MessageSource, renderMessage } from './messages';

/** What every validator returns; `code` is the message key, stable across locales. */
export type ValidationResult = { valid: boolean; message?: string; code?: MessageKey };

/** Options every validator accepts. */
export type MessageOptions = { messages?: MessageSource };

export const VALID: ValidationResult = Object.freeze({ valid: true });

export function fail(code: MessageKey, params?: MessageParams, messages?: MessageSource): ValidationResult {
  return { valid: false, code, message: renderMessage(code, params, messages) };
}

/** Empty in the §5 sense: undefined, null, '' or only whitespace, an empty array, false is not. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The value as text: strings as-is, numbers printed, anything else ''. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The first failing result, or VALID. Each check runs only if the previous ones passed. */
export function firstFailure(...checks: Array<() => ValidationResult>): ValidationResult {
  for (const check of checks) {
    const result = check();
    if (!result.valid) return result;
  }
  return VALID;
}

/**
 * The shared start of field validators: for an empty value, the outcome (required fails unless
 * `isRequired` is false); for a filled one, undefined so the caller checks the content.
 */
export function checkPresence(
  value: unknown,
  { isRequired = true, messages }: MessageOptions & { isRequired?: boolean },
  code: MessageKey = 'required',
): ValidationResult | undefined {
  if (!isEmpty(value)) return undefined;
  return isRequired ? fail(code, undefined, messages) : VALID;
}

/** `pattern.test(text)` that is safe for global or sticky patterns (resets lastIndex first). */
export function matches(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}
