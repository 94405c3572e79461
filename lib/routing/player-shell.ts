import { SESSION_COOKIE } from './guards';

/**
 * The player shell (docs/decisions/0011, fourteenth pass): a signed-in page whose content is the
 * same for every player is rendered once per PAGE_CACHE_SECONDS and variant *without* the session,
 * in the signed-in chrome, and kept like a guest's page; the player's own parts (balance, login,
 * popups, chat) fill in from the account the browser asks for after hydration. server.ts checks the
 * session with the platform before it serves one, so an expired session still gets its guest page
 * (or the guard's redirect) rendered for it.
 *
 * Nothing of a player can reach a kept page: the render never sees a session cookie. The request
 * store says "render as a signed-in player"; a request cannot forge it (it is not a header).
 */

/**
 * Pages (locale prefix off) whose signed-in render does not depend on the player beyond the
 * layout's header: the home page and the game hall (their tiles only know "signed in"), and the
 * deposit page, whose list of the player's methods the browser asks for (DepositMethodsShell). Not
 * the promotions: their banners are the player's (`banners/get` may target them).
 */
const KEPT_PLAYER_PAGES = ['/', '/gamehall', '/cashier/deposit'];

/** `/`, `/de`, `/pt-BR/gamehall`…: a kept player page with an optional locale segment (the render 404s an unknown one). */
const KEPT_PLAYER_PATH = new RegExp(`^(?:/[a-z]{2}(?:-[A-Za-z]{2,4})?)?(?:${KEPT_PLAYER_PAGES.filter((p) => p !== '/').join('|')})?/?$`);

export function isKeptPlayerPath(pathname: string): boolean {
  return KEPT_PLAYER_PATH.test(pathname);
}

/** The Cookie header without the session cookie (every occurrence of it); '' when nothing is left. */
export function withoutSessionCookie(cookie: string): string {
  return cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part.split('=')[0]!.trim() !== SESSION_COOKIE)
    .join('; ');
}

/** The per-request store server.ts runs every page render in (features/system/response-status.ts shares it). */
export const REQUEST_STORE_KEY = Symbol.for('casino.response-status');

type RequestStore = { getStore(): { status?: number; playerShell?: boolean } | undefined };

/** Whether this render is a player shell (server.ts checked the session and took it off the request). */
export function isPlayerShellRender(): boolean {
  const holder = globalThis as unknown as Record<symbol, RequestStore | undefined>;
  return holder[REQUEST_STORE_KEY]?.getStore()?.playerShell === true;
}
