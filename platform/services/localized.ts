/** A text an operator may give per locale: `{ 'en-US': '…', 'pt-BR': '…' }`, or one string for all. */
export type LocalizedText = string | Record<string, string>;

const FALLBACK = 'en-US';

const isLocaleMap = (value: unknown): value is Record<string, string> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0 && Object.entries(value).every(([k, v]) => /^[a-z]{2}(-[A-Z]{2})?$/.test(k) && typeof v === 'string');

/**
 * The description (or any content object) in one locale: every value that is a map of locale
 * codes to strings becomes the string of `locale`, else of en-US, else the first one.
 */
export function localize<T extends Record<string, unknown>>(content: T, locale: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(content).map(([key, value]) => [key, isLocaleMap(value) ? (value[locale] ?? value[FALLBACK] ?? Object.values(value)[0]) : value]),
  );
}
