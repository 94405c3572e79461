import { z } from 'zod';
import {
  emailSchema,
  fakenameSchema,
  type MessageSource,
  otpSchema,
  passwordSchema,
  phoneSchema,
  type PhoneMask,
  type ProfileFieldDefinition,
  renderMessage,
  validateProfileField,
  withMatchingFields,
} from '@/lib/validation';

import { formDefinitions } from './form-fields';

export { CONTACT_FIELDS, formDefinitions, type PersonalDataValues } from './form-fields';

/**
 * The personal-data schema of one country: each visible field checked by the §5 rule the platform
 * applies in saveProfileInfo (lib/validation/profile-fields), messages from the translated dictionary;
 * a birth date of `minAge` (the operator's minimum age, getgeneralinfo `min_age`) when it is known.
 */
export function personalDataSchema(defs: readonly ProfileFieldDefinition[], messages?: MessageSource, minAge?: number) {
  const shown = formDefinitions(defs);
  return z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
    for (const def of shown) {
      const result = validateProfileField(def, values[def.sysname] ?? '', new Date(), messages, minAge);
      if (!result.valid) ctx.addIssue({ code: 'custom', path: [def.sysname], message: result.message ?? renderMessage(result.code ?? 'wrongField', undefined, messages), params: { code: result.code } });
    }
  });
}

export const nicknameSchema = (messages?: MessageSource) => z.object({ fakename: fakenameSchema({ messages }) });
export type NicknameValues = z.infer<ReturnType<typeof nicknameSchema>>;

/** Change password: the previous one, a new one per §5, typed twice. */
export const passwordChangeSchema = (messages?: MessageSource) =>
  withMatchingFields(
    z.object({
      old_password: z.string().min(1, renderMessage('required', undefined, messages)),
      new_password: passwordSchema({ messages }),
      repeat_password: z.string().min(1, renderMessage('required', undefined, messages)),
    }),
    'repeat_password',
    'new_password',
    { code: 'passwordsNotEqual', messages },
  );
export type PasswordChangeValues = z.infer<ReturnType<typeof passwordChangeSchema>>;

/** A 6-digit code (contact confirmation, two-factor). */
export const codeSchema = (messages?: MessageSource) => z.object({ code: otpSchema({ messages }) });
export type CodeValues = z.infer<ReturnType<typeof codeSchema>>;

export const emailContactSchema = (messages?: MessageSource) => z.object({ contact: emailSchema({ messages }) });
export type EmailContactValues = z.infer<ReturnType<typeof emailContactSchema>>;

/** A phone with its country: the number must fit the country's mask. */
export const phoneContactSchema = (masks: (country: string) => PhoneMask | undefined, messages?: MessageSource) =>
  z
    .object({ phone_country_code: z.string().min(1, renderMessage('required', undefined, messages)), contact: z.string() })
    .superRefine((values, ctx) => {
      const mask = masks(values.phone_country_code);
      const result = phoneSchema({ messages, ...(mask && { mask }) }).safeParse(values.contact.replace(/\D/g, ''));
      if (!result.success) ctx.addIssue({ code: 'custom', path: ['contact'], message: result.error.issues[0]?.message ?? renderMessage('wrongPhoneFormat', undefined, messages) });
    });
export type PhoneContactValues = z.infer<ReturnType<typeof phoneContactSchema>>;
