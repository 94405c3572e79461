import type { ReactNode } from 'react';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { readTheme } from '@/features/shell';
import { getCmsConfig } from '@/lib/cms';
import { directionOf, loadLocales } from '@/lib/i18n';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  const { locales } = await loadLocales();
  if (!hasLocale(locales.map((l) => l.code), locale)) notFound();
  setRequestLocale(locale);
  // The theme class is rendered on the server from the cookie (SPEC §4), so nothing flashes.
  const [cookieStore, cms] = await Promise.all([cookies(), getCmsConfig(locale)]);
  const theme = readTheme(cookieStore, cms.siteSettings.theme.themes, cms.siteSettings.theme.default);

  return (
    <html lang={locale} dir={directionOf(locale)} className={theme} suppressHydrationWarning>
      <body>{children}</body>
    </html>
  );
}
