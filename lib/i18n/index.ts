export * from './locales';
export { loadLocales, LocalesNotFoundError, platformOrigin, restrictToShipped, resetLocalesCache } from './source';
export { loadMessages, mergeMessages } from './messages';
