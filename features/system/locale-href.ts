import { getLocale } from 'next-intl/server';
import { loadLocales } from '@/lib/i18n';
import { localizePath } from '@/lib/routing';

/** An unprefixed internal path in the request's locale (the default locale stays unprefixed). */
export async function localeHref(path: string, locale?: string): Promise<string> {
  const [current, { defaultLocale }] = await Promise.all([locale ?? getLocale(), loadLocales()]);
  return localizePath(path, current, defaultLocale);
}
