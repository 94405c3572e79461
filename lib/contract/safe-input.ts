import type { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from './field-errors';

/** The int4 range: every integer column and id the platform stores or looks up fits in it. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (not encodable as UTF-8). */
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored as is (`nul_byte`, `invalid_characters`), or null when it can. */
export function unsafeText(value: string): 'nul_byte' | 'invalid_characters' | null {
  const found = UNSAFE.exec(value);
  if (!found) return null;
  return found[0] === '\u0000' ? 'nul_byte' : 'invalid_characters';
}

/** The first reason anywhere in a value (strings, object keys, nested lists and objects), or null. */
export function unsafeValue(value: unknown, depth = 0): 'nul_byte' | 'invalid_characters' | 'too_deep' | null {
  if (typeof value === 'string') return unsafeText(value);
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return null;
  if (depth > 32) return 'too_deep';
  if (Array.isArray(value)) {
    for (const item of value) {
      const reason = unsafeValue(item, depth + 1);
      if (reason) return reason;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const reason = unsafeText(key) ?? unsafeValue(item, depth + 1);
    if (reason) return reason;
  }
  return null;
}

/** Per top-level field, the values no handler may see (a NUL byte, a lone surrogate, nesting past 32). */
export function hostileFields(raw: Record<string, unknown>): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(raw)) {
    const reason = unsafeValue(value);
    if (reason) out[unsafeText(key) ? '_' : key] = [reason];
    else if (unsafeText(key)) out._ = ['invalid_characters'];
  }
  return out;
}

/**
 * The one door of method params: hostile text anywhere is refused before the schema runs (a field
 * a schema lets through untyped, a key of a loose object, a JSON value), then the schema (whose
 * builders bound every integer to int4). Answers the parsed params or the `error_data` of an
 * InvalidParameterException.
 */
export function parseParams<S extends z.ZodType>(schema: S, raw: Record<string, unknown>): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const hostile = hostileFields(raw);
  if (Object.keys(hostile).length > 0) return { ok: false, errors: hostile };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error, raw) };
  // a JSON text field decoded into NULs or lone surrogates (`"\u0000"`) is caught here
  const decoded = hostileFields(parsed.data as Record<string, unknown>);
  if (Object.keys(decoded).length > 0) return { ok: false, errors: decoded };
  return { ok: true, data: parsed.data };
}
