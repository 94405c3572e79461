/** A text an operator may give per locale: `{ 'en-US': '…', 'pt-BR': '…' }`, or one string for all. */
export type LocalizedText = string | Record<string, string>;

const FALLBACK = 'en-US';

const isLocaleMap = (value: unknown): value is Record<string, string> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0 && Object.entries(value).every(([k, v]) => /^[a-z]{2}(-[A-Z]{2})?$/.test(k) && typeof v === 'string');

/** One text in `locale` (else en-US, else the first): a locale map or a plain string; '' for anything else. */
export const textIn = (value: unknown, locale: string = FALLBACK): string =>
  isLocaleMap(value) ? (value[locale] ?? value[FALLBACK] ?? Object.values(value)[0] ?? '') : typeof value === 'string' ? value : '';

/** What the platform writes itself, given per locale (a text, or a function making one): `locale`'s, else en-US's. */
export const inLocale = <T>(texts: Readonly<Record<string, T>>, locale: string): T => texts[locale] ?? texts[FALLBACK]!;

/**
 * The description (or any content object) in one locale: every value that is a map of locale
 * codes to strings becomes the string of `locale`, else of en-US, else the first one.
 */
export function localize<T extends Record<string, unknown>>(content: T, locale: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(content).map(([key, value]) => [key, isLocaleMap(value) ? textIn(value, locale) : value]),
  );
}

/** As `localize`, at every depth (nested objects and arrays, e.g. a popup's `button.title`). */
export function localizeDeep<T>(value: T, locale: string): T {
  if (isLocaleMap(value)) return textIn(value, locale) as T;
  if (Array.isArray(value)) return value.map((v) => localizeDeep(v, locale)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localizeDeep(v, locale)])) as T;
  return value;
}
