import { isValidEmail, isValidFakename } from './account-fields';
import { isCardLike } from './card';
import { type DateRange, isValidDate } from './date';
import { isValidIban } from './iban';
import type { MessageKey, MessageParams, MessageSource } from './messages';
import { isValidAddress, isValidName } from './name';
import { forbiddenPasswordChars } from './password';
import { asText, fail, isEmpty, matches, VALID, type ValidationResult } from './result';
import { isMultipleOf, parseAmount } from './sum';

/** One named rule bound to its parameters; `optional` marks the rule that lets empty values through. */
export type Rule = ((value: unknown, messages?: MessageSource) => ValidationResult) & { readonly optional?: true };

/**
 * A rule failing with `key` when `test` is false. Empty values pass (§5: regex, min and max rules;
 * here every rule but required and sameAs), so emptiness is required's business alone.
 */
const check =
  (key: MessageKey, test: (value: unknown) => boolean, params?: MessageParams): Rule =>
  (value, messages) =>
    isEmpty(value) || test(value) ? VALID : fail(key, params, messages);

const text = (test: (value: string) => boolean) => (value: unknown) => test(asText(value));
const resolve = (other: unknown) => (typeof other === 'function' ? (other as () => unknown)() : other);

/** §5 rule sets by name; each call binds parameters and returns a Rule with that name's message. */
export const rules = {
  required: (): Rule => (value, messages) => (isEmpty(value) ? fail('required', undefined, messages) : VALID),
  optional: (): Rule => Object.assign(() => VALID, { optional: true as const }),
  email: () => check('email', text((v) => isValidEmail(v.trim()))),
  minLength: (min: number) => check('minLength', text((v) => [...v].length >= min), { min }),
  maxLength: (max: number) => check('maxLength', text((v) => [...v].length <= max), { max }),
  minValue: (min: number | string) => check('minValue', (v) => parseAmount(v) >= parseAmount(min), { min }),
  maxValue: (max: number | string) => check('maxValue', (v) => parseAmount(v) <= parseAmount(max), { max }),
  fakename: () => check('fakename', text(isValidFakename)),
  password: () => check('password', text((v) => forbiddenPasswordChars(v).length === 0)),
  name: ({ loose = false }: { loose?: boolean } = {}) => check('name', text((v) => isValidName(v, { loose }))),
  address: () => check('address', text(isValidAddress)),
  cardNumber: (pattern?: RegExp) => check('cardNumber', (v) => isCardLike(v, { pattern })),
  iban: () => check('iban', isValidIban),
  /** Equal to the other value (or to what a getter returns at validation time). Empty is no pass here. */
  sameAs:
    (other: unknown): Rule =>
    (value, messages) =>
      value === resolve(other) ? VALID : fail('sameAs', undefined, messages),
  regex: (pattern: RegExp | string) => {
    const re = typeof pattern === 'string' ? new RegExp(pattern) : pattern;
    return check('regex', text((v) => matches(re, v)));
  },
  date: (range: DateRange = {}) => check('date', (v) => isValidDate(v, range)),
  amountNotMultipleOf: (step: number) => check('amountNotMultipleOf', (v) => isMultipleOf(parseAmount(v), step), { value: step }),
} satisfies Record<string, (...args: never[]) => Rule>;

export type RuleName = keyof typeof rules;

/**
 * Runs rules in order and returns the first failure. With an `optional` rule among them an
 * empty value is valid outright.
 */
export function validate(value: unknown, list: readonly Rule[], messages?: MessageSource): ValidationResult {
  if (isEmpty(value) && list.some((rule) => rule.optional)) return VALID;
  for (const rule of list) {
    const result = rule(value, messages);
    if (!result.valid) return result;
  }
  return VALID;
}
