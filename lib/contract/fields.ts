import { z } from 'zod';
import { INT4_MAX, INT4_MIN, unsafeText, unsafeValue } from './safe-input';

/**
 * Param builders. Query strings and multipart bodies carry text, so each builder accepts the
 * typed value a caller passes (number, boolean, list) as well as its text form, and reads the
 * empty text ('' — how a POST sends null) as absent.
 */

const numberText = z.union([z.number(), z.string()]);

function toInt(v: number | string | undefined, ctx: z.RefinementCtx): number | undefined {
  if (v === undefined || v === '') return undefined;
  const value = typeof v === 'number' ? v : /^\s*-?\d+\s*$/.test(v) ? Number(v) : Number.NaN;
  if (Number.isNaN(value)) {
    ctx.addIssue({ code: 'custom', message: 'not_integer' });
    return z.NEVER;
  }
  return value;
}

/**
 * Whole number within int4 (what every integer column and id holds): `int({ min: 0 }).default(0)`,
 * `.optional()` or `.required()`; bounds narrower than int4 may be given.
 */
export function int(opts: { min?: number; max?: number } = {}) {
  const n = z
    .number()
    .int()
    .min(Math.max(opts.min ?? INT4_MIN, INT4_MIN))
    .max(Math.min(opts.max ?? INT4_MAX, INT4_MAX));
  return {
    optional: () => numberText.optional().transform(toInt).pipe(n.optional()),
    required: () => numberText.transform(toInt).pipe(n),
    default: (value: number) => numberText.optional().transform((v, ctx) => toInt(v, ctx) ?? value).pipe(n),
  };
}

/** Decimal amount (major units, e.g. "10.50"). */
export const amount = () =>
  z.union([z.number(), z.string()]).transform((v, ctx) => {
    const value = typeof v === 'number' ? v : /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isFinite(value) || value < 0) ctx.addIssue({ code: 'custom', message: 'not_amount' });
    return value;
  });

/** Yes/no flag: true/false, 1/0 or their text. */
export const flag = () =>
  z.union([z.boolean(), z.number(), z.string()]).transform((v, ctx) => {
    if (v === true || v === 1 || v === '1' || v === 'true') return true;
    if (v === false || v === 0 || v === '0' || v === 'false') return false;
    ctx.addIssue({ code: 'custom', message: 'not_flag' });
    return false;
  });

/** Comma-separated list (`types=slot,live`), a repeated key or an array; items trimmed, empties dropped. */
export function list<T extends z.ZodType<string, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item));
}

/** A JSON object sent as text (games `options`), or the object itself. */
export function json<T extends z.ZodType>(shape: T) {
  return z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .transform((v, ctx) => {
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return {};
      try {
        const parsed = JSON.parse(v) as unknown;
        const reason = unsafeValue(parsed);
        if (reason) ctx.addIssue({ code: 'custom', message: reason });
        return reason ? z.NEVER : parsed;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalid_json' });
        return z.NEVER;
      }
    })
    .pipe(shape);
}

/** Text PostgreSQL can store: no NUL byte, no lone surrogate (`nul_byte`, `invalid_characters`). */
export const safeString = () =>
  z.string().superRefine((v, ctx) => {
    const reason = unsafeText(v);
    if (reason) ctx.addIssue({ code: 'custom', message: reason });
  });

/** Required non-empty text. */
export const text = (max = 255) => safeString().trim().min(1).max(max);

/** Optional text; '' stays '' (an explicit empty value). */
export const optionalText = (max = 255) => safeString().trim().max(max).optional();

/** A positive numeric id, as number or text. */
export const id = () => int({ min: 1 }).required();

/** The `fields` expansion list: which optional parts of an entity to include. */
export const fields = <const T extends readonly [string, ...string[]]>(names: T) => list(z.enum(names)).optional();

/** An object shape giving each key the same schema: `shapeOf(['a', 'b'], () => z.string())`. */
export function shapeOf<const K extends string, T extends z.ZodType>(keys: readonly K[], make: () => T): Record<K, T> {
  return Object.fromEntries(keys.map((key) => [key, make()])) as Record<K, T>;
}
