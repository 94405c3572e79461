import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { localizePath } from '@/lib/routing';

/**
 * Client twin of `localeHref`: with the as-needed prefix the current URL tells whether this
 * locale is prefixed, so no locale list is needed.
 */
export function useLocaleHref(path: string): string {
  const locale = useLocale();
  const pathname = usePathname() ?? '/';
  const prefixed = pathname === `/${locale}` || pathname.startsWith(`/${locale}/`);
  return localizePath(path, locale, prefixed ? '' : locale);
}
