import { localizePath, type LocaleContext } from '../routing/locale-path';

/** The locales a page exists in and the one served without a prefix (next-intl "as-needed"). */
export type LocaleSet = LocaleContext;

/** `/offers/` in pt-BR → `/pt-BR/offers`; the default locale stays unprefixed; `/` in pt-BR → `/pt-BR`. */
export function localizedPath(path: string, locale: string, defaultLocale: string): string {
  return localizePath(normalizePath(path), locale, defaultLocale);
}

export type Alternates = { canonical: string; languages: Record<string, string> };

/**
 * Canonical URL of `path` in `locale`, and an hreflang entry for every locale plus `x-default`
 * (the unprefixed default-locale URL).
 */
export function buildAlternates(path: string, locale: string, set: LocaleSet, origin: string): Alternates {
  const url = (code: string) => `${origin}${localizedPath(path, code, set.defaultLocale)}`;
  const languages: Record<string, string> = {};
  for (const code of set.locales) languages[code] = url(code);
  languages['x-default'] = url(set.defaultLocale);
  return { canonical: url(locale), languages };
}

/** Leading slash, no trailing slash (except the root), no query or hash. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}
