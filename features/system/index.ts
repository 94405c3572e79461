// System pages (SPEC §2), fatal handling of platform errors (SPEC §8), page metadata and locale links.
export { SystemPage, systemPageCopy } from './components/system-page';
export { SystemPageView, type SystemPageViewProps } from './components/system-page-view';
export { SystemActionLink } from './components/system-action';
export { FatalPage } from './components/fatal-page';
export { withFatalPages } from './components/with-fatal-pages';
export { LocalLink } from './components/local-link';
export { SYSTEM_PAGES, FATAL_KINDS, type SystemPageKind } from './system-kinds';
export { FatalPageError, fatalOutcomeFromDigest, optional, raiseFatal, required } from './fatal';
export { setResponseStatus, RESPONSE_STATUS_KEY } from './response-status';
export { isBotRequest } from './bot-request';
export { localeHref } from './locale-href';
export { useLocaleHref } from './use-locale-href';
export { EmptyState } from './components/empty-state';
export { PageHeader } from './components/page-header';
export { Section } from './components/section';
export { pageMetadata, type PageMetadataOptions } from './page-metadata';
export { readList, readMoney, readText, type Row } from './read';
