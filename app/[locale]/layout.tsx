import type { ReactNode } from 'react';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { InlineScript, readTheme } from '@/features/shell';
import { getCmsConfig } from '@/lib/cms';
import { directionOf, loadLocales } from '@/lib/i18n';
import { NONCE_HEADER } from '@/lib/routing';
import '../globals.css';

/**
 * zod's object parser probes `Function("")` to decide whether to compile a fast path; under the
 * script CSP (no 'unsafe-eval') every probe is reported as a violation. zod reads its config from
 * this global, and probes when a module defines an object schema. This inline script is the first
 * of <body>: the parser runs it before it reaches the page's flight data, and no client module is
 * evaluated before its flight row arrives, so every zod instance skips the probe. (It was a
 * next/script `beforeInteractive`, which runs the same code later, from Next's bootstrap, and
 * put next/script's client component, ~2 KB gzip, in every page's first load.)
 */
const ZOD_JITLESS = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  const { locales } = await loadLocales();
  if (!hasLocale(locales.map((l) => l.code), locale)) notFound();
  setRequestLocale(locale);
  // The theme class is rendered on the server from the cookie (SPEC §4), so nothing flashes.
  const [cookieStore, requestHeaders, cms] = await Promise.all([cookies(), headers(), getCmsConfig(locale)]);
  const theme = readTheme(cookieStore, cms.siteSettings.theme.themes, cms.siteSettings.theme.default);

  return (
    <html lang={locale} dir={directionOf(locale)} className={theme} suppressHydrationWarning>
      <body>
        <InlineScript code={ZOD_JITLESS} nonce={requestHeaders.get(NONCE_HEADER) ?? undefined} />
        {children}
      </body>
    </html>
  );
}
