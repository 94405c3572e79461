/** The as-needed prefix scheme: the default locale is unprefixed, others are the first segment. */

type Split = { path: string; rest: string };

// '/a/b?x=1#h' → { path: '/a/b', rest: '?x=1#h' }
function split(href: string): Split {
  const at = href.search(/[?#]/);
  return at === -1 ? { path: href, rest: '' } : { path: href.slice(0, at), rest: href.slice(at) };
}

/** Prefix an internal path (query and hash allowed) with the locale unless it is the default. */
export function localizePath(path: string, locale: string, defaultLocale: string): string {
  const { path: p, rest } = split(path.startsWith('/') ? path : `/${path}`);
  if (locale === defaultLocale) return `${p}${rest}`;
  return `/${locale}${p === '/' ? '' : p}${rest}`;
}

export type Stripped = { locale: string | null; pathname: string };

/** Split a pathname into its locale prefix (exact code, case-sensitive) and the unprefixed rest. */
export function stripLocale(pathname: string, locales: readonly string[]): Stripped {
  const [, first = '', ...rest] = pathname.split('/');
  if (locales.includes(first)) return { locale: first, pathname: `/${rest.join('/')}` };
  return { locale: null, pathname: pathname || '/' };
}

/** Locale context most routing decisions need. */
export type LocaleContext = { locales: readonly string[]; defaultLocale: string };

/** The locale a pathname is in: its prefix, else the default. */
export function localeOf(pathname: string, ctx: LocaleContext): string {
  return stripLocale(pathname, ctx.locales).locale ?? ctx.defaultLocale;
}
