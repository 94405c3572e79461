import { buildAlternates, type LocaleSet } from './alternates';

export type SitemapPath = { path: string; lastModified?: string; priority?: number; changeFrequency?: 'hourly' | 'daily' | 'weekly' | 'monthly' };

/** A sitemap entry as Next's MetadataRoute.Sitemap takes it (lib/ does not import Next). */
export type SitemapEntry = {
  url: string;
  lastModified?: string;
  changeFrequency?: SitemapPath['changeFrequency'];
  priority?: number;
  alternates: { languages: Record<string, string> };
};

/** One entry per path and locale, each naming every locale's URL (hreflang) and x-default. */
export function buildSitemapEntries(list: readonly SitemapPath[], locales: LocaleSet, origin: string): SitemapEntry[] {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const item of list) {
    if (seen.has(item.path)) continue;
    seen.add(item.path);
    for (const locale of locales.locales) {
      const { canonical, languages } = buildAlternates(item.path, locale, locales, origin);
      entries.push({
        url: canonical,
        ...(item.lastModified ? { lastModified: item.lastModified } : {}),
        ...(item.changeFrequency ? { changeFrequency: item.changeFrequency } : {}),
        ...(item.priority !== undefined ? { priority: item.priority } : {}),
        alternates: { languages },
      });
    }
  }
  return entries;
}

/** robots.txt rules: private areas closed in every locale (unprefixed and prefixed). */
export function privateDisallows(segments: readonly string[], locales: LocaleSet): string[] {
  const prefixes = ['', ...locales.locales.filter((l) => l !== locales.defaultLocale).map((l) => `/${l}`)];
  return prefixes.flatMap((prefix) => segments.map((segment) => `${prefix}/${segment}`));
}
