import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, loadLocales, LocalesNotFoundError } from '@/lib/i18n';

export default async function proxy(request: NextRequest) {
  let locales;
  try {
    locales = await loadLocales();
  } catch (error) {
    if (error instanceof LocalesNotFoundError) return new NextResponse(error.message, { status: 500 });
    throw error;
  }
  const intl = createMiddleware({
    locales: locales.locales.map((l) => l.code),
    defaultLocale: locales.defaultLocale,
    localePrefix: 'as-needed',
    localeDetection: true,
    localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE },
  });
  return intl(request);
}

export const config = {
  matcher: ['/((?!api|nfx|hit|oauth|games|socket\\.io|healthz|builds|_next|_vercel|.*\\..*).*)'],
};
