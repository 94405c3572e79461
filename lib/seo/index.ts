// SEO helpers: origin, canonical + hreflang, page metadata, JSON-LD. Framework-free.
// Title and kind templates live in lib/routing (seoFor, applyTitleTemplate), host settings in lib/cms (selectSeoSettings).
export { siteOrigin, type HeaderSource } from './origin';
export { buildAlternates, localizedPath, normalizePath, type Alternates, type LocaleSet } from './alternates';
export { buildPageMetadata, type PageMetadata, type PageMetadataInput } from './page-metadata';
export { eventJsonLd, gameJsonLd, organizationJsonLd, serializeJsonLd, websiteJsonLd, type JsonLd } from './json-ld';
export { itemListJsonLd } from './item-list';
export { buildSitemapEntries, privateDisallows, type SitemapEntry, type SitemapPath } from './sitemap';
