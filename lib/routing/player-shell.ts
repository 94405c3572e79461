import { REGISTRATION_HINT_MS } from '../contract/cashier';
import { SESSION_COOKIE } from './guards';

/**
 * The player shell (docs/decisions/0011, fourteenth pass): a signed-in page whose content is the
 * same for every player (of a variant) is rendered once per PAGE_CACHE_SECONDS *without* the
 * session, in the signed-in chrome, and kept like a guest's page; the player's own parts (balance,
 * login, popups, chat) fill in from the account the browser asks for after hydration. server.ts
 * checks the session with the platform before it serves one, so an expired session still gets its
 * guest page (or the guard's redirect) rendered for it.
 *
 * Nothing of a player can reach a kept page: the render never sees a session cookie. The request
 * store says "render as a signed-in player" (and the variant's currency); a request cannot forge
 * it (it is not a header).
 */

/** What server.ts knows of the player (getInfo) when it picks a shell. */
export type ShellAccount = { uid: number; reg_time?: string | null; balance_main?: { currency?: string } };

/**
 * What a shell's render knows of its players: their currency (the deposit page lists methods in
 * it), and the page cache's variant: what of the players the page shows (lib/routing/page-cache.ts).
 */
export type PlayerShell = { currency: string; variant: string };

const LOCALE_SEGMENT = '(?:/[a-z]{2}(?:-[A-Za-z]{2,4})?)?';
const pageOf = (page: string) => new RegExp(`^${LOCALE_SEGMENT}${page === '/' ? '' : page}/?$`);

/**
 * Pages (locale prefix off) whose signed-in render does not depend on the player beyond the
 * layout's header, with the variant a player gets: the home page and the game hall (their tiles
 * only know "signed in": one variant); the deposit page, whose methods and their limits are the
 * player's currency's (one variant per currency; the platform's `getdepositsettings` lists methods
 * by currency alone), except in a new player's first two hours, when the page may show their
 * registration hint (rendered for them then). Not the promotions: `banners/get` may target players.
 */
const KEPT_PLAYER_PAGES: ReadonlyArray<{ path: RegExp; variant: (account: ShellAccount, now: number) => string | null }> = [
  { path: pageOf('/'), variant: () => '' },
  { path: pageOf('/gamehall'), variant: () => '' },
  { path: pageOf('/cashier/deposit'), variant: (account, now) => (registrationHintOpen(account.reg_time, now) ? null : `currency=${account.balance_main!.currency!}`) },
];

function registrationHintOpen(regTime: string | null | undefined, now: number): boolean {
  const registered = regTime ? Date.parse(regTime) : NaN;
  return !Number.isNaN(registered) && now - registered < REGISTRATION_HINT_MS;
}

/** `/`, `/de`, `/pt-BR/gamehall`, `/ar/cashier/deposit`…: a kept player page (the render 404s an unknown locale). */
export function isKeptPlayerPath(pathname: string): boolean {
  return KEPT_PLAYER_PAGES.some((page) => page.path.test(pathname));
}

/** The shell `account` gets for `pathname`, or null when the page is rendered for them. */
export function playerShellFor(pathname: string, account: ShellAccount, now = Date.now()): PlayerShell | null {
  if (account.uid <= 0) return null;
  const currency = account.balance_main?.currency;
  if (!currency || !/^[A-Z]{3}$/.test(currency)) return null;
  const page = KEPT_PLAYER_PAGES.find((p) => p.path.test(pathname));
  const variant = page?.variant(account, now);
  return variant === null || variant === undefined ? null : { currency, variant };
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

type RequestStore = { getStore(): { status?: number; playerShell?: PlayerShell } | undefined };

/** This render's player shell (server.ts checked the session and took it off), or null. */
export function playerShellRender(): PlayerShell | null {
  const holder = globalThis as unknown as Record<symbol, RequestStore | undefined>;
  return holder[REQUEST_STORE_KEY]?.getStore()?.playerShell ?? null;
}

/** Whether this render is a player shell. */
export function isPlayerShellRender(): boolean {
  return playerShellRender() !== null;
}
