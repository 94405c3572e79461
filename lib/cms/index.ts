// lib/cms: the content-management configuration per locale (embedded content/ JSON or a Strapi-compatible CMS).
export type * from './types';
export { getCmsConfig, getCmsRedirects, getContentPage } from './get-cms-config';
export { createCmsSource, defaultCmsSource, resetCmsSource, type CmsSourceOptions } from './source';
export { contentLocale, loadEmbeddedConfig, SECTION_FILES } from './embedded';
export { sanitizeCmsHtml, sanitizeConfig } from './sanitize';
export { CMS_SECTIONS, sectionSchemas, type CmsSection } from './schema';
export { customCodeAt, faviconLinks, selectSeoSettings, type FaviconLink } from './site-helpers';
export { badgeContent, isExternalLink, visibleGroups, visibleLinks } from './menus';
