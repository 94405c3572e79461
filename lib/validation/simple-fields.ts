import { POSTCODE_PATTERN } from './constants';
import { asText, checkPresence, fail, matches, type MessageOptions, VALID, type ValidationResult } from './result';

type FieldOptions = MessageOptions & { isRequired?: boolean };

/**
 * Sex (§5): must be truthy. 0, the profile default, means "not chosen", and so does the select's
 * text for it ('' or '0'): a form's value is a string.
 */
export function validateSex(value: unknown, { messages }: MessageOptions = {}): ValidationResult {
  const chosen = typeof value === 'string' ? value.trim() !== '' && Number(value) !== 0 : Boolean(value);
  return chosen ? VALID : fail('required', undefined, messages);
}

/** Text, login, card holder, document type and number, CPF (§5): required unless isRequired is false. */
export function validateText(value: unknown, options: FieldOptions = {}): ValidationResult {
  return checkPresence(value, options) ?? VALID;
}

/** Post code (§5): up to 8 digits, or the supplied pattern (`wrongField`). */
export function validatePostCode(value: unknown, options: FieldOptions & { pattern?: RegExp } = {}): ValidationResult {
  const { pattern = POSTCODE_PATTERN, messages } = options;
  const presence = checkPresence(value, options);
  if (presence) return presence;
  return matches(pattern, asText(value).trim()) ? VALID : fail('wrongField', undefined, messages);
}

/** Required checkbox / terms (§5): must be checked while terms are active (`uncheckedCheckbox`). */
export function validateCheckbox(value: unknown, { active = true, messages }: MessageOptions & { active?: boolean } = {}): ValidationResult {
  return !active || value === true ? VALID : fail('uncheckedCheckbox', undefined, messages);
}

/** Custom (§5): matches the supplied pattern (`wrongField`), or, without one, is simply non-empty. */
export function validateCustom(value: unknown, options: FieldOptions & { pattern?: RegExp } = {}): ValidationResult {
  const presence = checkPresence(value, options);
  if (presence) return presence;
  return !options.pattern || matches(options.pattern, asText(value)) ? VALID : fail('wrongField', undefined, options.messages);
}
