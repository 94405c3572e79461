import { env } from '@/lib/config';
import { siteOrigin } from '@/lib/seo';
import { requestHeaders } from './request-headers';

/** The public origin and site name of this request (SITE_URL or the host; the CMS SEO default title). */
export async function siteIdentity(locale: string): Promise<{ origin: string; name: string }> {
  // Loaded on call for the same reason as in page-metadata.ts: keep the CMS reader out of client bundles.
  const { getSeoSettings } = await import('@/lib/cms');
  const headers = await requestHeaders();
  const settings = await getSeoSettings(locale, headers.get('x-forwarded-host') ?? headers.get('host'));
  const origin = siteOrigin(env().SITE_URL, headers);
  return { origin, name: settings?.defaultTitle || new URL(origin).host };
}
