// lib/routing: the §2 route table, matching, path builders, guards, redirects, SEO, popups, scrolling. Framework-free.
export { ROUTES, type Layout, type RouteDef, type ValidationRule } from './route-table';
export {
  CAMPAIGN_POPUP_SKIP_ROUTES,
  CHAT_BADGE_HIDDEN_ROUTES,
  isChatBadgeHidden,
  matchRoute,
  routeIsNamed,
  routeNameWithoutLocaleSuffix,
  shouldRecheckCampaignPopups,
  type RouteMatch,
} from './match-route';
export { localeOf, localizePath, stripLocale, type LocaleContext, type Stripped } from './locale-path';
export { paths, readGamehallQuery, readPage, type GamehallQuery, type ProfileSection } from './paths';
export {
  isNumericId,
  isValidSysname,
  NOT_FOUND_HEADER,
  NOT_FOUND_REWRITE_PATH,
  pageNotFoundMessage,
  ROUTE_PATTERNS,
  validateRoute,
  type RouteValidation,
} from './validation';
export { GUARDED_SEGMENTS, guardAnonymous, isGuardedPath, isSignedInByCookie, REDIRECT_URL_QUERY, SESSION_COOKIE } from './guards';
export type { Redirect, RedirectStatus } from './redirect';
export { depositMethodPath, depositMethodRedirect, FIXED_REDIRECTS, fixedRedirect, type DepositMethodRef } from './fixed-redirects';
export { fillWildcards, matchWildcard } from './wildcard';
export { CMS_REDIRECT_DEFAULT_STATUS, resolveCmsRedirect, type RedirectRule, type RequestedUrl } from './cms-redirects';
export { DANGEROUS_PROTOCOLS, hasDangerousProtocol, isAbsoluteOrProtocolRelative, isInternalPath, normalizeForScheme } from './safe-url';
export { decideNavigation, type NavigateOptions, type NavigationDecision } from './navigation';
export {
  BACK_URL_PAY_SUCCESS_KEY,
  BACK_URL_QUERY,
  BACK_URL_SOCIAL_AUTH_KEY,
  hostAllowed,
  isSafeBackUrl,
  readBackUrl,
  safeBackUrl,
  type BackUrlPolicy,
} from './back-url';
export {
  applyTitleTemplate,
  DEFAULT_SEO_TEMPLATES,
  fillTemplate,
  SEO_PATH_TEMPLATES,
  SEO_ROUTE_KINDS,
  seoFor,
  seoKindOf,
  type SeoKind,
  type SeoCopy,
  type SeoTemplate,
  type SeoValues,
} from './seo';
export {
  hasTelegramWebAppData,
  POPUP_PREVIEW_HASH,
  POPUP_QUERY,
  POPUP_QUERY_KEYS,
  PREVENT_CLOSE,
  readPopupIntent,
  readTelegramWebAppData,
  REAL_MODE_HASH,
  removePopupKeys,
  SHOW_POPUP_AUTH,
  SHOW_POPUP_REG,
  SHOW_POPUP_REG_STORAGE_KEY,
  TG_WEB_APP_DATA,
  type PopupIntent,
} from './popup-query';
export { decideScroll, elementScrollTop, MAX_ROUTE_PRELOADS, type ScrollDecision, type ScrollInput, type ScrollLocation } from './scroll';
export { planRequest, type RequestFacts, type RequestPlan } from './plan-request';
export { isPublicPageRequest, PUBLIC_PAGE_CACHE_CONTROL, type PageRequest } from './cache-policy';
export { FRAMEABLE_PATHS, frameAncestorSources, framePolicyHeaders, isFrameablePath } from './frame-policy';
export { contentSecurityPolicy, createNonce, NONCE_HEADER, securityHeaders, withScriptNonce } from './security-headers';
