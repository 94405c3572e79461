import { z } from 'zod';
import { type MessageKey, type MessageSource, renderMessage } from './messages';
import type { ValidationResult } from './result';
import { type Rule, validate } from './rule-set';

/** A check as the library writes them: a Rule, or a field validator with its options bound. */
export type Check<T = unknown> = (value: T, messages?: MessageSource) => ValidationResult;

/**
 * A zod refinement running `check`: a failure becomes a custom issue whose message is the
 * validator's and whose params.code is its message key (for the platform's error_data).
 */
export function zodRule<T>(check: Check<T>, messages?: MessageSource) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    const result = check(value, messages);
    if (!result.valid) ctx.addIssue({ code: 'custom', message: result.message, params: { code: result.code } });
  };
}

/** The message key a library check put on a zod issue (e.g. for the platform's error_data). */
export function issueCode(issue: z.core.$ZodIssue): MessageKey | undefined {
  return issue.code === 'custom' ? (issue.params?.code as MessageKey | undefined) : undefined;
}

/**
 * A string schema checked by `check`; a missing value reports the required message. Chain
 * `.optional()` for fields that may be absent (the platform's optional params).
 */
export function stringField(check: Check<string>, messages?: MessageSource) {
  return z.string({ error: () => renderMessage('required', undefined, messages) }).superRefine(zodRule(check, messages));
}

/** A string schema from §5 rule sets: `ruleSchema([rules.required(), rules.minLength(4)])`. */
export function ruleSchema(list: readonly Rule[], messages?: MessageSource) {
  return stringField((value) => validate(value, list, messages), messages);
}

export type MatchFieldsOptions = { code?: Extract<MessageKey, 'sameAs' | 'passwordsNotEqual'>; messages?: MessageSource };

/**
 * Object-level sameAs: `field` must equal `other`, reported on `field` (default message `sameAs`,
 * `passwordsNotEqual` for password confirmations). Runs even while other fields still have errors.
 */
export function withMatchingFields<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  field: string,
  other: string,
  { code = 'sameAs', messages }: MatchFieldsOptions = {},
): S {
  return schema.refine((values) => values[field] === values[other], {
    path: [field],
    message: renderMessage(code, undefined, messages),
    params: { code },
    when: ({ value }) => {
      const values = value as Record<string, unknown> | undefined;
      return typeof values?.[field] === 'string' && typeof values[other] === 'string';
    },
  });
}
