'use client';

import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useCallback } from 'react';
import { localizePath } from '@/lib/routing';

/** Internal path → the same path in the current locale (the as-needed prefix read from the URL). */
export function useLocalize(): (path: string) => string {
  const locale = useLocale();
  const pathname = usePathname() ?? '/';
  const prefixed = pathname === `/${locale}` || pathname.startsWith(`/${locale}/`);
  return useCallback((path: string) => localizePath(path, locale, prefixed ? '' : locale), [locale, prefixed]);
}
