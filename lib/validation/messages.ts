/**
 * SPEC §5 message dictionary. Placeholders {min}, {max} and {value} use ICU's simple-argument
 * syntax, so the same strings work as next-intl messages under the `Validation` namespace.
 */
export const DEFAULT_MESSAGES = {
  // Rule-set messages (§5 "Defaults").
  required: 'Field is required',
  email: 'Wrong email address',
  minLength: 'Min length is {min}',
  maxLength: 'Max length is {max}',
  phone: 'Wrong phone number',
  fakename: 'Wrong fake name',
  password: 'Wrong password',
  name: 'Wrong symbols in name',
  address: 'Wrong address',
  iban: 'Wrong iban',
  sameAs: 'Same as field',
  regex: 'Field regex',
  cardNumber: 'Field Card number',
  minValue: 'Min value is {min}',
  maxValue: 'Max value is {max}',
  date: 'Wrong date',
  amountNotMultipleOf: 'Value is not multiple of {value}',
  // Field-specific messages (§5 names them; the texts are ours, the spec leaves them out).
  wrongField: 'Invalid value',
  insertEmail: 'Enter your email address',
  wrongEmail: 'Wrong email address',
  insertPhone: 'Enter your phone number',
  wrongPhoneFormat: 'Wrong phone number format',
  passwordSymbols: 'The password must not contain: {value}',
  passwordsNotEqual: 'Passwords do not match',
  otpDigits: 'The code must contain 6 digits',
  sumError: 'Enter an amount from {min} to {max}',
  uncheckedCheckbox: 'Please accept the terms',
  underAge: 'You must be at least {min} years old',
} as const;

export type MessageKey = keyof typeof DEFAULT_MESSAGES;

/** A complete dictionary: one template per key. */
export type ValidationMessages = Record<MessageKey, string>;

/** What validators accept: a complete dictionary, or a translated one that may miss keys. */
export type MessageSource = Partial<Record<MessageKey, string>>;

export type MessageParams = { min?: string | number; max?: string | number; value?: string | number };

/**
 * §5 "Fallbacks": used when a supplied dictionary lacks one of these keys (the generic texts of
 * the original form library). Keys without a fallback use the en-US default.
 */
export const FALLBACK_MESSAGES: Partial<ValidationMessages> = {
  required: 'Value is required',
  email: 'Value is not a valid email address',
  maxLength: 'The maximum length allowed is {max}',
  minLength: 'This field should be at least {min} characters long',
  sameAs: 'The value must be equal to the other value',
};

/** The en-US defaults with `overrides` on top; empty override strings are ignored. */
export function createMessages(overrides: MessageSource = {}): ValidationMessages {
  const out: ValidationMessages = { ...DEFAULT_MESSAGES };
  for (const key of Object.keys(DEFAULT_MESSAGES) as MessageKey[]) {
    const value = overrides[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

/** Replaces {min}, {max} and {value}; unknown placeholders stay as written. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(min|max|value)\}/g, (whole, name: keyof MessageParams) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The text for `key`: the source's template, else its fallback, else the en-US default. */
export function renderMessage(key: MessageKey, params?: MessageParams, source?: MessageSource): string {
  const own = source?.[key];
  const template = own ? own : ((source && FALLBACK_MESSAGES[key]) ?? DEFAULT_MESSAGES[key]);
  return interpolate(template, params);
}
