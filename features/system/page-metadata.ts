import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/config';
import { loadLocales } from '@/lib/i18n';
import { seoFor, type SeoKind, type SeoValues } from '@/lib/routing';
import { buildPageMetadata, siteOrigin } from '@/lib/seo';
import { requestHeaders } from './request-headers';
import { SYSTEM_PAGES, type SystemPageKind } from './system-kinds';

export type PageMetadataOptions = {
  locale: string;
  /** Unprefixed path of the page (`/offers/12`): canonical and hreflang are built from it. */
  path: string;
  /** Message namespace with `metaTitle` (and optionally `metaDescription`). */
  namespace?: string;
  /** Values for ICU placeholders in metaTitle / metaDescription. */
  values?: Record<string, string | number>;
  /** Overrides the namespace's title (e.g. a CMS page title). */
  title?: string;
  description?: string;
  /** A templated SEO kind of SPEC §2 (offers, jackpots, game, tournaments, tournament gamehall, cashier deposit). */
  seo?: { kind: SeoKind; values: SeoValues };
  image?: string;
  /** Private or transient pages: not indexed. */
  noindex?: boolean;
};

/** Metadata of a route page: translated copy, CMS title template or SEO kind template, canonical + hreflang. */
export async function pageMetadata(options: PageMetadataOptions): Promise<Metadata> {
  const { locale, path, namespace, values } = options;
  // lib/cms is loaded on call: client error boundaries import this feature's index too, and the
  // CMS reader (sanitiser, embedded content) must not ride along into their bundle.
  const { getSeoSettings } = await import('@/lib/cms');
  const [headers, locales] = await Promise.all([requestHeaders(), loadLocales()]);
  // the CMS's SEO settings of this host (seo-settings with CMS_URL), else the configured content's
  const settings = await getSeoSettings(locale, headers.get('x-forwarded-host') ?? headers.get('host'));
  const t = namespace ? await getTranslations({ locale, namespace }) : null;
  let title = options.title ?? (t ? t('metaTitle', values) : '');
  let description = options.description ?? (t?.has('metaDescription') ? t('metaDescription', values) : undefined);
  let absoluteTitle = false;
  if (options.seo) {
    const copy = seoFor(options.seo.kind, { site: settings?.defaultTitle, ...options.seo.values }, settings?.templates);
    title = copy.title || title;
    description = copy.description || description;
    // a kind's template that names the site ({site}) is the whole title; one that does not (the
    // CMS's "{title}: bonus offer") gets the site's title template like every other page
    absoluteTitle = Boolean(copy.title) && copy.named;
  }
  return buildPageMetadata({
    path,
    locale,
    locales: { locales: locales.locales.map((l) => l.code), defaultLocale: locales.defaultLocale },
    origin: siteOrigin(env().SITE_URL, headers),
    title,
    absoluteTitle,
    description,
    seo: settings,
    image: options.image,
    noindex: options.noindex,
  });
}

/** Metadata of a system page (cashier outcomes, unsubscribe…): its copy, never indexed. */
export async function systemPageMetadata(kind: SystemPageKind, locale: string, path: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'SystemPages' });
  const key = SYSTEM_PAGES[kind].messages;
  return pageMetadata({ locale, path, title: t(`${key}.title`), description: t(`${key}.description`), noindex: true });
}
