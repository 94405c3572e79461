import { DATE_CHARS_PATTERN, YEAR_DIGITS } from './constants';
import { checkPresence, fail, type MessageOptions, VALID, type ValidationResult } from './result';

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A typed date: day.month.year (the display format; `,`, `'` or `-` may separate too) or
 * year-month-day. The year needs four digits; the date must exist. Returns local midnight or null.
 */
export function parseDateInput(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : startOfDay(value);
  if (typeof value !== 'string' || !DATE_CHARS_PATTERN.test(value.trim())) return null;
  const parts = value.trim().split(/[,.'-]/);
  if (parts.length !== 3 || parts.some((p) => p === '')) return null;
  const [a = '', b = '', c = ''] = parts;
  const [day, month, year] = a.length === YEAR_DIGITS ? [c, b, a] : [a, b, c];
  if (year.length !== YEAR_DIGITS || day.length > 2 || month.length > 2) return null;
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const date = new Date(y, m - 1, d);
  date.setFullYear(y); // years below 100 would otherwise map to 19xx
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export type DateRange = { min?: Date | string; max?: Date | string };

/** True when `value` is a valid date inside the (inclusive, day-granular) range. */
export function isValidDate(value: unknown, { min, max }: DateRange = {}): boolean {
  const date = parseDateInput(value);
  if (!date || date.getFullYear() < 1000) return false;
  const low = min === undefined ? null : parseDateInput(min);
  const high = max === undefined ? null : parseDateInput(max);
  return (!low || date >= low) && (!high || date <= high);
}

/** Date field (§5): required unless isRequired is false, then a valid date within min and max. */
export function validateDate(value: unknown, options: DateRange & MessageOptions & { isRequired?: boolean } = {}): ValidationResult {
  return checkPresence(value, options) ?? (isValidDate(value, options) ? VALID : fail('date', undefined, options.messages));
}

/**
 * Whole years from `birth` to `today`, both calendar dates: a birthday counts from its day (29
 * February from 1 March in other years).
 */
export function ageOn(birth: Date, today: Date): number {
  const [by, bm, bd] = [birth.getFullYear(), birth.getMonth(), birth.getDate()];
  const [ty, tm, td] = [today.getFullYear(), today.getMonth(), today.getDate()];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * Birth date: a valid date not later than `maxDate` (by default today) and, with `minAge`, of
 * someone that old on that day (`underAge` with {min}: the age, a birthday today counts).
 */
export function validateBirthDate(
  value: unknown,
  { maxDate = new Date(), minAge, ...options }: MessageOptions & { maxDate?: Date | string; minDate?: Date | string; isRequired?: boolean; minAge?: number } = {},
): ValidationResult {
  const result = validateDate(value, { ...options, min: options.minDate, max: maxDate });
  if (!result.valid || !minAge) return result;
  const birth = parseDateInput(value);
  const today = parseDateInput(maxDate);
  if (!birth || !today) return result;
  return ageOn(birth, today) < minAge ? fail('underAge', { min: minAge }, options.messages) : result;
}

/** dd.mm.yyyy, in local time unless `utc`. */
export function formatDate(date: Date, { utc = false }: { utc?: boolean } = {}): string {
  const [d, m, y] = utc
    ? [date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear()]
    : [date.getDate(), date.getMonth() + 1, date.getFullYear()];
  return `${pad2(d)}.${pad2(m)}.${String(y).padStart(4, '0')}`;
}

/** h:mm (hours without a leading zero, 24-hour clock), in local time unless `utc`. */
export function formatTime(date: Date, { utc = false }: { utc?: boolean } = {}): string {
  const [h, m] = utc ? [date.getUTCHours(), date.getUTCMinutes()] : [date.getHours(), date.getMinutes()];
  return `${h}:${pad2(m)}`;
}
