import { LOCALE_COOKIE } from '../i18n/locales';

/** The site's theme choice (features/shell reads it into the `<html>` class). */
export const THEME_COOKIE = 'theme';
/** The analytics consent choice (features/analytics). */
export const CONSENT_COOKIE = 'analytics_consent';

/**
 * Every cookie a page render of a visitor without a session reads (besides the session itself),
 * the locale cookie included (next-intl sends an unprefixed path to its locale). The page cache
 * keys guests' pages and player shells on their values and ignores every other cookie, so a page
 * that starts reading another cookie must add it here (docs/fast-pages.md).
 */
export const GUEST_RENDER_COOKIES = [THEME_COOKIE, CONSENT_COOKIE, LOCALE_COOKIE] as const;
