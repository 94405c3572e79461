// lib/cms: the content-management configuration per locale (embedded content/ JSON or a Strapi-compatible CMS).
export type * from './types';
export { getCmsConfig, getCmsRedirects, getContentPage } from './get-cms-config';
export { createCmsSource, defaultCmsSource, resetCmsSource, type CmsSourceOptions } from './source';
export { createStrapiClient, StrapiError, type StrapiClient, type StrapiClientOptions, type StrapiRegistration, type StrapiSession, type StrapiUser } from './strapi-client';
export { contentLocale, loadEmbeddedConfig, SECTION_FILES } from './embedded';
export { sanitizeCmsHtml, sanitizeConfig } from './sanitize';
export { CMS_SECTIONS, sectionSchemas, type CmsSection } from './schema';
export { customCodeAt, faviconLinks, selectSeoSettings, type FaviconLink } from './site-helpers';
export { getSeoSettings, resetSeoByHost } from './seo-by-host';
export { badgeContent, isExternalLink, visibleGroups, visibleLinks } from './menus';
