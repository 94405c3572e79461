import { EMBEDDED_LOCALES, FALLBACK_LOCALE } from '@/lib/i18n/locales';
import { CMS_SECTIONS, type CmsSection } from './schema';
import type { CmsConfig } from './types';

/** Section → file under content/<locale>/. */
export const SECTION_FILES: Record<CmsSection, string> = {
  menus: 'menus',
  banners: 'banners',
  siteSettings: 'site-settings',
  redirects: 'redirects',
  seo: 'seo',
  formFields: 'form-fields',
  cashier: 'cashier',
  chat: 'chat',
  pages: 'pages',
  auth: 'auth',
  games: 'games',
};

const SHIPPED = new Set(EMBEDDED_LOCALES.locales.map((l) => l.code));

/** The content locale for a requested one: shipped codes only (no path tricks), else en-US. */
export const contentLocale = (locale: string) => (SHIPPED.has(locale) ? locale : FALLBACK_LOCALE);

async function readSection(locale: string, file: string): Promise<unknown> {
  return (await import(`../../content/${locale}/${file}.json`)).default as unknown;
}

const cache = new Map<string, Promise<CmsConfig>>();

/** The embedded configuration of a locale (content/<locale>/*.json), read once per process. Unvalidated: tests hold its shape. */
export function loadEmbeddedConfig(locale: string): Promise<CmsConfig> {
  const code = contentLocale(locale);
  let hit = cache.get(code);
  if (!hit) {
    hit = (async () => {
      const entries = await Promise.all(CMS_SECTIONS.map(async (s) => [s, await readSection(code, SECTION_FILES[s])] as const));
      return { locale: code, ...Object.fromEntries(entries) } as CmsConfig;
    })();
    hit.catch(() => cache.delete(code));
    cache.set(code, hit);
  }
  return hit;
}
