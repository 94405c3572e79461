import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { env } from '@/lib/config';
import { loadLocales } from '@/lib/i18n';
import { privateDisallows, siteOrigin } from '@/lib/seo';

/** Areas with nothing to index: the player's own pages and the standalone forms (in every locale). */
const PRIVATE_SEGMENTS = ['cashier', 'profile', 'bets', 'forms', 'responsible-game', '_icons'];

export default async function robots(): Promise<MetadataRoute.Robots> {
  const [requestHeaders, locales] = await Promise.all([headers(), loadLocales()]);
  const origin = siteOrigin(env().SITE_URL, requestHeaders);
  const set = { locales: locales.locales.map((l) => l.code), defaultLocale: locales.defaultLocale };
  return {
    rules: { userAgent: '*', allow: '/', disallow: privateDisallows(PRIVATE_SEGMENTS, set) },
    sitemap: `${origin}/sitemap.xml`,
  };
}
