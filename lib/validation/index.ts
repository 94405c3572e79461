// lib/validation: the SPEC §5 rules as pure functions (forms, the platform and tests share them) + zod adapters.

export * from './messages';
export { type ValidationResult, type MessageOptions, VALID, fail, isEmpty, checkPresence } from './result';
export * from './constants';
export { type Rule, type RuleName, rules, validate } from './rule-set';

// Field validators
export { isValidEmail, validateEmail, isValidFakename, validateFakename, normalizeOtp, validateOtp } from './account-fields';
export { forbiddenPasswordChars, type PasswordOptions, validatePassword } from './password';
export { isValidName, isValidAddress, type NameOptions, validateName, validateAddress } from './name';
export { type DateRange, parseDateInput, isValidDate, validateDate, validateBirthDate, ageOn, formatDate, formatTime } from './date';
export { validateSex, validateText, validatePostCode, validateCheckbox, validateCustom } from './simple-fields';
export { normalizePromoCode, validatePromoCode, validateRegistrationPromoCode } from './promo-code';
export { SUM_PATTERN, parseAmount, formatSumAmount, formatPlainAmount, isMultipleOf, type SumOptions, validateSum } from './sum';
export { luhnCheck, isCardLike, type CardLikeOptions, validateCardLike, validateCardHolder } from './card';
export { isValidIban, formatIban, validateIban } from './iban';

// Phone
export * from './phone-mask';
export * from './phone';

// Text helpers
export * from './text-mask';
export * from './emoji';
export * from './markup';

// Registration, server errors, timing
export * from './registration-fields';
export * from './profile-fields';
export * from './registration-payload';
export * from './server-errors';
export * from './timing';

// zod adapters
export * from './zod-rule';
export * from './zod-schemas';
