import { getLocale } from 'next-intl/server';
import { loadLocales } from '@/lib/i18n';
import { localizePath } from '@/lib/routing';

/** Internal path → the request's locale, resolved once for a whole list of links (server only). */
export async function serverLocalize(): Promise<(path: string) => string> {
  const [locale, { defaultLocale }] = await Promise.all([getLocale(), loadLocales()]);
  return (path) => localizePath(path, locale, defaultLocale);
}
