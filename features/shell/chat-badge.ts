/** SPEC §2: the support-chat badge hides on the betting and game pages, shows elsewhere. */

export const CHAT_BADGE_HIDDEN_ROUTES: readonly string[] = ['betting', 'game-index-sysname', 'game-sysname'];

// Route names may carry their locale as a suffix ("betting___en-US", Nuxt i18n style).
const LOCALE_SUFFIX = /_{2,}[a-z]{2,3}(?:[-_][a-z0-9]{2,8})?$/i;

export function stripRouteLocale(name: string): string {
  return name.replace(LOCALE_SUFFIX, '');
}

/** Pass the route's name, or all its names (lib/routing's `RouteMatch.names` includes aliases). */
export function isChatBadgeVisible(routeName: string | readonly string[] | null | undefined): boolean {
  const names = typeof routeName === 'string' ? [routeName] : (routeName ?? []);
  return !names.some((name) => CHAT_BADGE_HIDDEN_ROUTES.includes(stripRouteLocale(name)));
}
