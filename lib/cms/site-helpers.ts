import type { CustomCode, SeoSettings, SiteSettings } from './types';

/** SEO settings for a host: the entry naming it (port ignored), else the one without a host, else the first. */
export function selectSeoSettings(seo: readonly SeoSettings[], host?: string | null): SeoSettings | undefined {
  const bare = host?.toLowerCase().replace(/:\d+$/, '');
  return (bare ? seo.find((s) => s.host?.toLowerCase() === bare) : undefined) ?? seo.find((s) => !s.host) ?? seo[0];
}

export type FaviconLink = { rel: 'icon' | 'apple-touch-icon'; href: string; sizes?: string; type?: string };

const TYPES: Record<string, string> = { png: 'image/png', svg: 'image/svg+xml', ico: 'image/x-icon' };

/** favicon16 → sizes 16x16; appleTouch180 → apple-touch-icon 180x180 (SPEC §3: sizes from digits in key names). */
export function faviconLinks(favicon: SiteSettings['favicon']): FaviconLink[] {
  return Object.entries(favicon)
    .filter(([, href]) => Boolean(href))
    .map(([key, href]) => {
      const size = /(\d+)/.exec(key)?.[1];
      const ext = /\.([a-z]+)(?:[?#].*)?$/i.exec(href)?.[1]?.toLowerCase() ?? '';
      const link: FaviconLink = { rel: /apple/i.test(key) ? 'apple-touch-icon' : 'icon', href };
      if (size) link.sizes = `${size}x${size}`;
      else if (ext === 'svg') link.sizes = 'any';
      if (TYPES[ext]) link.type = TYPES[ext];
      return link;
    });
}

/** Enabled custom code for a position (SPEC §3: the position defaults to bodyEnd). */
export function customCodeAt(items: readonly CustomCode[], position: NonNullable<CustomCode['position']>): string[] {
  return items.filter((i) => i.isEnabled && (i.position ?? 'bodyEnd') === position && i.code.trim()).map((i) => i.code);
}
