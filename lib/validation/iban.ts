import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { checkPresence, fail, type MessageOptions, VALID, type ValidationResult } from './result';

/**
 * IBAN check (§5): per-country length and BBAN structure plus the ISO 7064 mod-97 checksum,
 * from ibantools' country table. Spaces and lower case are accepted (as people type them).
 */
export function isValidIban(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const electronic = electronicFormatIBAN(value);
  return electronic !== null && isValidIBAN(electronic);
}

/** The IBAN in groups of four, for display; the input as-is when it is no IBAN. */
export function formatIban(value: string): string {
  const electronic = electronicFormatIBAN(value) ?? '';
  return isValidIBAN(electronic) ? (electronic.match(/.{1,4}/g) ?? []).join(' ') : value;
}

/** IBAN field: required unless isRequired is false, then a valid IBAN (message `iban`). */
export function validateIban(value: unknown, options: MessageOptions & { isRequired?: boolean } = {}): ValidationResult {
  return checkPresence(value, options) ?? (isValidIban(value) ? VALID : fail('iban', undefined, options.messages));
}
