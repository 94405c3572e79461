import { ADDRESS_FORBIDDEN, NAME_FORBIDDEN, NAME_LOOSE_FORBIDDEN } from './constants';
import type { MessageKey } from './messages';
import { asText, checkPresence, fail, type MessageOptions, VALID, type ValidationResult } from './result';

export type NameOptions = MessageOptions & {
  /** The looser variant: apostrophe and dot allowed. */
  loose?: boolean;
  isRequired?: boolean;
  /** The message of forbidden characters: §5's `name` ("Wrong symbols in name"); a town checked by the name rule says `address`. */
  code?: Extract<MessageKey, 'name' | 'address'>;
};

/** True when `value` contains none of the characters a name may not hold. */
export function isValidName(value: string, { loose = false }: { loose?: boolean } = {}): boolean {
  return !(loose ? NAME_LOOSE_FORBIDDEN : NAME_FORBIDDEN).test(value);
}

/** True when `value` is a valid address: the name rule with digits, | and / allowed. */
export function isValidAddress(value: string): boolean {
  return !ADDRESS_FORBIDDEN.test(value);
}

/** Name, first name, last name (§5): empty gives `required`, forbidden characters the `name` rule's message. */
export function validateName(value: unknown, options: NameOptions = {}): ValidationResult {
  const presence = checkPresence(value, options);
  if (presence) return presence;
  return isValidName(asText(value), options) ? VALID : fail(options.code ?? 'name', undefined, options.messages);
}

/** Address (§5): as a name, but digits, | and / are allowed; forbidden characters give the `address` rule's message. */
export function validateAddress(value: unknown, options: MessageOptions & { isRequired?: boolean } = {}): ValidationResult {
  const presence = checkPresence(value, options);
  if (presence) return presence;
  return isValidAddress(asText(value)) ? VALID : fail('address', undefined, options.messages);
}
