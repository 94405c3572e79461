import { z } from 'zod';
import type { FormField } from '@/lib/cms';
import { MARKETING_CONSENTS } from '@/lib/contract';
import {
  birthDateSchema,
  checkboxSchema,
  emailSchema,
  fakenameSchema,
  type FieldDefinition,
  fieldRegex,
  isFieldRequired,
  type MessageSource,
  nameSchema,
  otpSchema,
  passwordSchema,
  type PhoneMask,
  renderMessage,
  stringField,
  textSchema,
  validateEmail,
  validatePhone,
  validateRegistrationField,
  validateText,
} from '@/lib/validation';
import type { AuthConfig } from './config';

type Messages = { messages?: MessageSource };

/** Authorization: login and password, both required (the password rule set of sign-in is not shown). */
export const loginSchema = ({ messages }: Messages = {}) =>
  z.object({ login: textSchema({ messages }), password: textSchema({ messages }) });
export type LoginValues = z.infer<ReturnType<typeof loginSchema>>;

/** Two-factor: the 6-digit code. */
export const twoFactorSchema = ({ messages }: Messages = {}) => z.object({ code: otpSchema({ messages }) });
export type TwoFactorValues = z.infer<ReturnType<typeof twoFactorSchema>>;

/** Restore step 1: the e-mail the code goes to. */
export const restoreSchema = ({ messages }: Messages = {}) =>
  // empty → "Field is required" (not the sign-up's "Enter your email address"), then the e-mail rule
  z.object({ login: stringField((v) => (String(v ?? '').trim() === '' ? validateText(v, { messages }) : validateEmail(v, { messages })), messages) });
export type RestoreValues = z.infer<ReturnType<typeof restoreSchema>>;

/** Restore step 2: the code received (SPEC §5: one-time code, exactly 6 digits) and the new password. */
export const restorePasswordSchema = ({ messages }: Messages = {}) =>
  z.object({ code: otpSchema({ messages }), password: passwordSchema({ messages }) });
export type RestorePasswordValues = z.infer<ReturnType<typeof restorePasswordSchema>>;

export type RegistrationValues = Record<string, string | boolean | undefined>;

export type RegistrationSchemaOptions = Messages & {
  fields: readonly FormField[];
  /** getPersonalDataFields definitions: required flags and regex. */
  definitions?: readonly FieldDefinition[];
  config: Pick<AuthConfig, 'terms' | 'notify' | 'promoCodeField'>;
  /** The mask of the chosen phone country, for phone fields. */
  phoneMask?: PhoneMask;
  /** The youngest a player may be (getgeneralinfo `min_age`): a younger birth date is `underAge`. */
  minAge?: number;
};

const NAME_FIELDS = new Set(['first_name', 'middle_name', 'last_name']);

/** Required when the CMS attributes or the platform's definition say so. */
export function isRegistrationFieldRequired(field: FormField, definition?: FieldDefinition): boolean {
  return field.attributes?.required === true || isFieldRequired(definition);
}

function fieldSchema(field: FormField, definition: FieldDefinition | undefined, messages: MessageSource | undefined, minAge?: number) {
  const isRequired = isRegistrationFieldRequired(field, definition);
  const optional = <S extends z.ZodType>(schema: S) => (isRequired ? schema : z.union([z.literal(''), schema]).optional());
  if (field.sysname === 'password' || field.type === 'password') return passwordSchema({ messages });
  if (field.sysname === 'email') return emailSchema({ isRequired, messages });
  if (field.sysname === 'fakename') return optional(fakenameSchema({ isRequired, messages }));
  if (NAME_FIELDS.has(field.sysname)) return optional(nameSchema({ isRequired, messages }));
  if (field.sysname === 'birth_date') return optional(birthDateSchema({ isRequired, messages, ...(minAge && { minAge }) }));
  if (field.type === 'phone') return z.string().optional(); // checked with the country's mask below
  const regex = fieldRegex(definition);
  const effective: FieldDefinition = { sysname: field.sysname, params: { is_required: isRequired }, options: { regex: regex?.source ?? null } };
  return stringField((v) => validateRegistrationField(v, effective, { messages }), messages).optional();
}

/**
 * The registration form's schema (§5): each configured field by its rules, required per CMS
 * attributes or definition, regex from the definition; phone against the chosen country's mask;
 * a birth date of `minAge`; promo code needed while its checkbox is on; terms ticked while active; the marketing opt-ins
 * (one per product and channel) optional.
 */
export function registrationSchema({ fields, definitions = [], config, phoneMask, messages, minAge }: RegistrationSchemaOptions) {
  const shape: Record<string, z.ZodType> = {};
  const defOf = (sysname: string) => definitions.find((d) => d.sysname === sysname);
  for (const field of fields) shape[field.sysname] = fieldSchema(field, defOf(field.sysname), messages, minAge);
  if (fields.some((f) => f.type === 'phone')) shape.phone_country_code = z.string().optional();
  if (config.promoCodeField) {
    shape.hasPromocode = z.boolean().optional();
    shape.promo_code = z.string().optional();
  }
  if (config.terms.active) shape.terms = checkboxSchema({ active: true, messages });
  if (config.notify.active) for (const key of MARKETING_CONSENTS) shape[key] = z.boolean().optional();
  const phones = fields.filter((f) => f.type === 'phone');

  return z.looseObject(shape).superRefine((values, ctx) => {
    for (const field of phones) {
      const isRequired = isRegistrationFieldRequired(field, defOf(field.sysname));
      const result = validatePhone(values[field.sysname], { isRequired, mask: phoneMask, messages });
      if (!result.valid) ctx.addIssue({ code: 'custom', path: [field.sysname], message: result.message });
    }
    if (values.hasPromocode === true && String(values.promo_code ?? '').trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['promo_code'], message: renderMessage('required', undefined, messages) });
    }
  });
}

export type RegistrationSchema = ReturnType<typeof registrationSchema>;
