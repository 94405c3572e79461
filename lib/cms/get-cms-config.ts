import { sanitizeConfig } from './sanitize';
import { defaultCmsSource } from './source';
import type { CmsConfig } from './types';

const sanitized = new WeakMap<CmsConfig, CmsConfig>();

/** The CMS configuration of a locale, HTML sanitised. Unknown locales get en-US content. */
export async function getCmsConfig(locale: string, source: (locale: string) => Promise<CmsConfig> = defaultCmsSource()): Promise<CmsConfig> {
  const raw = await source(locale);
  let clean = sanitized.get(raw);
  if (!clean) {
    clean = sanitizeConfig(raw);
    sanitized.set(raw, clean);
  }
  return clean;
}

/** Only the configured redirects (what the proxy needs); never throws, [] on failure. */
export async function getCmsRedirects(locale: string, source: (locale: string) => Promise<CmsConfig> = defaultCmsSource()): Promise<CmsConfig['redirects']> {
  try {
    return (await source(locale)).redirects;
  } catch {
    return [];
  }
}

/** The content page for a slug, or null. */
export async function getContentPage(locale: string, slug: string, source?: (locale: string) => Promise<CmsConfig>) {
  const { pages } = await getCmsConfig(locale, source);
  return pages.find((p) => p.slug === slug) ?? null;
}
