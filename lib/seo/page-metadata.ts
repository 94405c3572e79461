import type { SeoSettings } from '../cms/types';
import { applyTitleTemplate } from '../routing/seo';
import { buildAlternates, type LocaleSet } from './alternates';

export type PageMetadataInput = {
  /** Unprefixed route path, e.g. `/offers/12`. */
  path: string;
  locale: string;
  locales: LocaleSet;
  /** Public origin, see `siteOrigin`. */
  origin: string;
  /** The page's own title; empty falls back to the CMS default title. */
  title: string;
  /** The title is complete already (an SEO kind template filled it): no site template. */
  absoluteTitle?: boolean;
  description?: string;
  seo?: Pick<SeoSettings, 'titleTemplate' | 'defaultTitle' | 'description'>;
  image?: string;
  /** Private or transient pages (cashier, profile, outcomes): kept out of the index. */
  noindex?: boolean;
  type?: 'website' | 'article';
};

/** A plain object that satisfies Next's `Metadata` (lib/ does not import Next). */
export type PageMetadata = {
  title: { absolute: string };
  description?: string;
  alternates: { canonical: string; languages: Record<string, string> };
  openGraph: { title: string; description?: string; url: string; siteName?: string; locale: string; type: 'website' | 'article'; images?: string[] };
  twitter: { card: 'summary' | 'summary_large_image'; title: string; description?: string; images?: string[] };
  robots?: { index: boolean; follow: boolean };
};

/** Title (CMS template applied), description, canonical + hreflang, Open Graph and robots for a page. */
export function buildPageMetadata(input: PageMetadataInput): PageMetadata {
  const own = input.title.trim();
  const template = input.seo?.titleTemplate;
  const title = (own && (template && !input.absoluteTitle ? applyTitleTemplate(template, own) : own)) || input.seo?.defaultTitle || own;
  const description = input.description?.trim() || input.seo?.description || undefined;
  const alternates = buildAlternates(input.path, input.locale, input.locales, input.origin);
  const images = input.image ? [absolute(input.image, input.origin)] : undefined;
  return {
    title: { absolute: title },
    ...(description ? { description } : {}),
    alternates,
    openGraph: {
      title,
      ...(description ? { description } : {}),
      url: alternates.canonical,
      ...(input.seo?.defaultTitle ? { siteName: input.seo.defaultTitle } : {}),
      locale: input.locale.replace('-', '_'),
      type: input.type ?? 'website',
      ...(images ? { images } : {}),
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, ...(description ? { description } : {}), ...(images ? { images } : {}) },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

function absolute(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}
