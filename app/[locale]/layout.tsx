import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { directionOf, loadLocales } from '@/lib/i18n';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  const { locales } = await loadLocales();
  if (!hasLocale(locales.map((l) => l.code), locale)) notFound();
  setRequestLocale(locale);

  return (
    <html lang={locale} dir={directionOf(locale)} className="dark" suppressHydrationWarning>
      <body>{children}</body>
    </html>
  );
}
