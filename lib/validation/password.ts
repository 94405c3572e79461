import { PASSWORD_CHAR, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { asText, checkPresence, fail, firstFailure, type MessageOptions, VALID, type ValidationResult } from './result';

/** The distinct characters a password may not contain, in order of appearance. */
export function forbiddenPasswordChars(value: string): string[] {
  const found = new Set<string>();
  for (const char of value) if (!PASSWORD_CHAR.test(char)) found.add(char);
  return [...found];
}

export type PasswordOptions = MessageOptions & {
  /** When given (a confirmation or the previous entry), the password must equal it. */
  previous?: string;
};

/**
 * Password (§5): required; 6–20 characters; printable ASCII without spaces, the message listing
 * the offending characters (whitespace shown as ␣); equal to `previous` when one is supplied.
 */
export function validatePassword(value: unknown, options: PasswordOptions = {}): ValidationResult {
  const { messages, previous } = options;
  const presence = checkPresence(value, options);
  if (presence) return presence;
  const text = asText(value);
  return firstFailure(
    () => (text.length >= PASSWORD_MIN_LENGTH ? VALID : fail('minLength', { min: PASSWORD_MIN_LENGTH }, messages)),
    () => (text.length <= PASSWORD_MAX_LENGTH ? VALID : fail('maxLength', { max: PASSWORD_MAX_LENGTH }, messages)),
    () => {
      const bad = forbiddenPasswordChars(text);
      const shown = bad.map((char) => (/\s/.test(char) ? '␣' : char)).join(' ');
      return bad.length === 0 ? VALID : fail('passwordSymbols', { value: shown }, messages);
    },
    () => (previous === undefined || previous === text ? VALID : fail('passwordsNotEqual', undefined, messages)),
  );
}
