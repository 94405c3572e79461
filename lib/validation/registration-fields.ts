import { checkPresence, fail, matches, type MessageOptions, VALID, type ValidationResult } from './result';

/** §3 profile / registration field definition (the parts validation reads). */
export type FieldDefinition = {
  sysname: string;
  type?: string;
  options?: { list?: unknown; mask?: string | readonly string[]; regex?: string | null } | null;
  params?: { is_required?: unknown; is_visible?: unknown } | null;
};

/** Field definitions of the full (form) and the fast registration type. */
export type AuthFieldDefinitions = { full?: readonly FieldDefinition[]; fast?: readonly FieldDefinition[] };

const isOn = (flag: unknown) => flag === true || flag === 1 || flag === '1' || flag === 'true';

/** The definitions in force: when fast and full types both exist, the full one's. */
export function chooseFieldDefinitions({ full, fast }: AuthFieldDefinitions): readonly FieldDefinition[] {
  return full ?? fast ?? [];
}

/** The definition of `sysname` among the definitions in force. */
export function pickFieldDefinition(sysname: string, definitions: AuthFieldDefinitions): FieldDefinition | undefined {
  return chooseFieldDefinitions(definitions).find((d) => d.sysname === sysname);
}

/** Required when its definition says so (true, 1, '1' or 'true'); otherwise optional. */
export function isFieldRequired(definition: FieldDefinition | undefined): boolean {
  return isOn(definition?.params?.is_required);
}

/** Visible unless its definition turns visibility off. */
export function isFieldVisible(definition: FieldDefinition | undefined): boolean {
  const flag = definition?.params?.is_visible;
  return flag === undefined || flag === null || isOn(flag);
}

/** The pattern in the field's options: `/source/flags` or a bare source; unusable text gives none. */
export function fieldRegex(definition: FieldDefinition | undefined): RegExp | undefined {
  const source = definition?.options?.regex;
  if (!source) return undefined;
  const literal = /^\/(.+)\/([dgimsuvy]*)$/s.exec(source);
  try {
    return literal ? new RegExp(literal[1] ?? '', literal[2]) : new RegExp(source);
  } catch {
    return undefined;
  }
}

/** A configured registration field: required per its definition, then its regex (`wrongField`). */
export function validateRegistrationField(
  value: unknown,
  definition: FieldDefinition | undefined,
  { messages }: MessageOptions = {},
): ValidationResult {
  const presence = checkPresence(value, { isRequired: isFieldRequired(definition), messages });
  if (presence) return presence;
  const regex = fieldRegex(definition);
  return !regex || matches(regex, String(value)) ? VALID : fail('wrongField', undefined, messages);
}
