import { validateEmail, validateFakename } from './account-fields';
import { validateBirthDate } from './date';
import { validateAddress, validateName } from './name';
import { validatePhone } from './phone';
import type { MessageSource } from './messages';
import { fail, type ValidationResult } from './result';
import { validatePostCode, validateSex, validateText } from './simple-fields';

/** A §3 profile field definition as getPersonalDataFields answers it. */
export type ProfileFieldDefinition = {
  sysname: string;
  type: string;
  options?: { list?: unknown[]; mask?: string; regex?: string } | undefined;
  params: { is_required: boolean; is_visible: boolean };
};

/**
 * Whether a shown profile field must be filled: its definition's is_required, and sex always
 * (§5 "must be truthy"), so the form marks it as the validator treats it.
 */
export const isProfileFieldRequired = (def: ProfileFieldDefinition): boolean => def.params.is_required || def.sysname === 'sex';

const safeRegex = (source: string | undefined) => {
  if (!source) return undefined;
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
};

/**
 * The §5 rule of one profile field (the same on the settings form and in saveProfileInfo); a birth
 * date also of someone `minAge` years old today (the rule pack's minimum age) when one is given.
 */
export function validateProfileField(def: ProfileFieldDefinition, value: unknown, now: Date = new Date(), messages?: MessageSource, minAge?: number): ValidationResult {
  const isRequired = def.params.is_required;
  const regex = safeRegex(def.options?.regex);
  switch (def.sysname) {
    case 'first_name':
    case 'last_name':
    case 'middle_name':
      return validateName(value, { isRequired, messages });
    case 'home_town':
      // the loose name rule (St. John's), but it is part of the address: "Wrong address"
      return validateName(value, { isRequired, loose: true, code: 'address', messages });
    case 'address':
      return validateAddress(value, { isRequired, messages });
    case 'birth_date':
      return validateBirthDate(value, { isRequired, maxDate: now, messages, ...(minAge && { minAge }) });
    case 'postcode':
      return validatePostCode(value, { isRequired, messages, ...(regex && { pattern: regex }) });
    case 'mobile':
      return validatePhone(value, { isRequired, messages, ...(def.options?.mask && { mask: def.options.mask.split('|') }) });
    case 'email':
      return value === undefined || value === '' ? (isRequired ? validateEmail(value, { messages }) : { valid: true }) : validateEmail(value, { messages });
    case 'fakename':
      return validateFakename(value, { messages });
    case 'sex': {
      // §5 "Sex: must be truthy": a shown sex field is never optional, whatever its definition says;
      // and a chosen one is one of its options (1 male, 2 female), not any number
      const chosen = validateSex(value, { messages });
      if (!chosen.valid) return chosen;
      const ids = listIds(def);
      return ids && !ids.includes(String(value).trim()) ? fail('wrongField', undefined, messages) : chosen;
    }
    default: {
      const presence = validateText(value, { isRequired, messages });
      if (!presence.valid) return presence;
      const text = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);
      if (text && regex && !regex.test(text)) return fail('regex', undefined, messages);
      const ids = listIds(def);
      if (text && ids && !ids.includes(text)) return fail('wrongField', undefined, messages);
      return presence;
    }
  }
}

/** The values a select definition allows (its options' ids, values or the options themselves), or undefined without a list. */
function listIds(def: ProfileFieldDefinition): string[] | undefined {
  if (!def.options?.list?.length) return undefined;
  return def.options.list.map((o) => String((o as { id?: unknown; value?: unknown }).id ?? (o as { value?: unknown }).value ?? o));
}

/**
 * Field errors of a profile form: every visible definition is checked against `values` (only
 * those present when `partial`, as a save of some fields does), `{ field: [code] }`.
 */
export function profileFieldErrors(
  defs: readonly ProfileFieldDefinition[],
  values: Record<string, unknown>,
  { partial = false, now = new Date(), minAge }: { partial?: boolean; now?: Date; minAge?: number } = {},
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const def of defs) {
    if (!def.params.is_visible) continue;
    if (partial && !(def.sysname in values)) continue;
    const result = validateProfileField(def, values[def.sysname], now, undefined, minAge);
    if (!result.valid) errors[def.sysname] = [result.code ?? 'wrongField'];
  }
  return errors;
}

/**
 * Field errors of a save (saveProfileInfo), `{ field: [code] }`: every key the request carries is
 * checked, whether or not the player's form shows it. A key with a definition in `defs` gets that
 * definition's §5 rule — a field the form does not show (is_visible false) is optional, so it may
 * be cleared, but a value it is given must still pass; a key without one is not a field the save
 * changes (e-mail, login, phone country, anything unknown) and is refused with `wrongField`, never
 * answered as saved. Absent (undefined) keys are not checked. A birth date must be of someone
 * `minAge` years old (`underAge`) when one is given.
 */
export function profileSaveErrors(defs: readonly ProfileFieldDefinition[], values: Record<string, unknown>, { now = new Date(), minAge }: { now?: Date; minAge?: number } = {}): Record<string, string[]> {
  // a Map, not `{}[name] =`: a request's key is any text, `__proto__` included
  const errors = new Map<string, string[]>();
  const bySysname = new Map(defs.map((d) => [d.sysname, d]));
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const def = bySysname.get(name);
    if (!def) {
      errors.set(name, ['wrongField']);
      continue;
    }
    const rule = def.params.is_visible ? def : { ...def, params: { ...def.params, is_required: false } };
    const result = validateProfileField(rule, value, now, undefined, minAge);
    if (!result.valid) errors.set(name, [result.code ?? 'wrongField']);
  }
  return Object.fromEntries(errors);
}
