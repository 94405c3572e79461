import { z } from 'zod';
import { validateEmail, validateFakename, validateOtp } from './account-fields';
import { type CardLikeOptions, validateCardHolder, validateCardLike } from './card';
import { type DateRange, validateBirthDate, validateDate } from './date';
import { validateIban } from './iban';
import { renderMessage } from './messages';
import { validateAddress, validateName } from './name';
import { validatePassword } from './password';
import { type PhoneOptions, validatePhone } from './phone';
import { normalizePromoCode, validateRegistrationPromoCode } from './promo-code';
import type { MessageOptions } from './result';
import { validateCheckbox, validateCustom, validatePostCode, validateSex, validateText } from './simple-fields';
import { type SumOptions, validateSum } from './sum';
import { stringField, zodRule } from './zod-rule';

// Ready-made zod schemas over the §5 field validators, shared by form schemas and lib/contract.
// Each takes the same options as its validator; pass `messages` for a translated dictionary.
type Opts = MessageOptions & { isRequired?: boolean };

export const passwordSchema = (o: MessageOptions = {}) => stringField((v) => validatePassword(v, o), o.messages);
export const emailSchema = (o: Opts = {}) => stringField((v) => validateEmail(v, o), o.messages);
export const otpSchema = (o: MessageOptions = {}) => stringField((v) => validateOtp(v, o), o.messages);
export const fakenameSchema = (o: Opts = {}) => stringField((v) => validateFakename(v, o), o.messages);
export const nameSchema = (o: Opts & { loose?: boolean } = {}) => stringField((v) => validateName(v, o), o.messages);
export const addressSchema = (o: Opts = {}) => stringField((v) => validateAddress(v, o), o.messages);
export const textSchema = (o: Opts = {}) => stringField((v) => validateText(v, o), o.messages);
export const postCodeSchema = (o: Opts & { pattern?: RegExp } = {}) => stringField((v) => validatePostCode(v, o), o.messages);
export const customSchema = (o: Opts & { pattern?: RegExp } = {}) => stringField((v) => validateCustom(v, o), o.messages);
export const dateSchema = (o: Opts & DateRange = {}) => stringField((v) => validateDate(v, o), o.messages);
export const birthDateSchema = (o: Opts & { maxDate?: Date | string; minDate?: Date | string; minAge?: number } = {}) =>
  stringField((v) => validateBirthDate(v, o), o.messages);
export const phoneSchema = (o: PhoneOptions = {}) => stringField((v) => validatePhone(v, o), o.messages);
export const cardHolderSchema = (o: Opts = {}) => stringField((v) => validateCardHolder(v, o), o.messages);
export const cardLikeSchema = (o: MessageOptions & CardLikeOptions = {}) => stringField((v) => validateCardLike(v, o), o.messages);
export const ibanSchema = (o: Opts = {}) => stringField((v) => validateIban(v, o), o.messages);
export const sumSchema = (o: SumOptions) => stringField((v) => validateSum(v, o), o.messages);

/** Promo code on the registration form: trimmed; at least one character while the field is shown. */
export const promoCodeSchema = (o: MessageOptions & { shown: boolean }) =>
  z
    .string()
    .optional()
    .superRefine(zodRule((v) => validateRegistrationPromoCode(v, o), o.messages))
    .transform(normalizePromoCode);

/** Terms / required checkbox: must be ticked while terms are active. */
export const checkboxSchema = (o: MessageOptions & { active?: boolean } = {}) =>
  z.boolean({ error: () => renderMessage('uncheckedCheckbox', undefined, o.messages) }).superRefine(zodRule((v) => validateCheckbox(v, o), o.messages));

/** Sex: a truthy choice (number from the profile, or the select's text). */
export const sexSchema = (o: MessageOptions = {}) =>
  z.union([z.number(), z.string()], { error: () => renderMessage('required', undefined, o.messages) }).superRefine(zodRule((v) => validateSex(v, o), o.messages));
