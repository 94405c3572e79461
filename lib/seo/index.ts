// SEO helpers: origin, canonical + hreflang, title templates, page metadata, JSON-LD. Framework-free.
export { siteOrigin, hostOf, type HeaderSource } from './origin';
export { buildAlternates, localizedPath, normalizePath, type Alternates, type LocaleSet } from './alternates';
export { applyTitleTemplate, fillTemplate } from './title';
export { seoSettingsFor, templatedCopy, type Copy, type SeoKind } from './settings';
export { buildPageMetadata, type PageMetadata, type PageMetadataInput } from './page-metadata';
export { eventJsonLd, gameJsonLd, organizationJsonLd, serializeJsonLd, websiteJsonLd, type JsonLd } from './json-ld';
