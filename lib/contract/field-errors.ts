import type { z } from 'zod';
import { issueCode } from '../validation/zod-rule';

/** Per-field error codes, the `error_data` of an InvalidParameterException: `{ count: ['not_integer'] }`. */
export type FieldErrors = Record<string, string[]>;

function codeOf(issue: z.core.$ZodIssue, missing: boolean): string {
  if (missing && (issue.code === 'invalid_type' || issue.code === 'too_small' || issue.code === 'invalid_union')) return 'required';
  switch (issue.code) {
    case 'custom':
      // a library rule (lib/validation) carries its code; its message is a sentence for the form
      return issueCode(issue) ?? issue.message;
    case 'invalid_union':
      return 'invalid_type';
    case 'invalid_format':
      return issue.message === 'Invalid input' || issue.message.startsWith('Invalid') ? 'invalid_format' : issue.message;
    default:
      return issue.code;
  }
}

/**
 * Turns a zod error into codes per top-level field (a bad list item counts against its list). A field absent or empty in the raw params reads `required`;
 * a custom rule contributes its message (`not_integer`, `invalid_json`); others their zod code.
 */
export function fieldErrorsOf(error: z.ZodError, raw: Record<string, unknown> = {}): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const top = issue.path[0];
    const field = top === undefined ? '_' : String(top);
    const value = top === undefined ? raw : raw[field];
    const code = codeOf(issue, issue.path.length === 1 && (value === undefined || value === ''));
    const codes = (out[field] ??= []);
    if (!codes.includes(code)) codes.push(code);
  }
  return out;
}
