import { THEME_COOKIE } from '@/lib/routing/render-cookies';

/** SPEC §4/§9 theme: stored in a cookie for a year, read on the server so <html> is right before paint. */

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';
export { THEME_COOKIE };
export const THEME_COOKIE_MAX_AGE = 31_536_000;

/** What `await cookies()` (or any cookie jar) offers. */
export type CookieReader = { get(name: string): { value: string } | undefined };

/** The stored theme when it is one of `allowed`, else `fallback` (SPEC §4). */
export function readTheme<T extends string = Theme>(
  cookies: CookieReader,
  allowed: readonly T[] = THEMES as unknown as readonly T[],
  fallback: T = DEFAULT_THEME as T,
): T {
  const stored = cookies.get(THEME_COOKIE)?.value;
  return allowed.find((theme) => theme === stored) ?? fallback;
}

/** `document.cookie` assignment that stores `theme` for a year, site-wide. */
export function themeCookie(theme: string): string {
  return `${THEME_COOKIE}=${encodeURIComponent(theme)}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax`;
}
