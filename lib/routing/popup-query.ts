/** Popup triggers carried by the URL (SPEC §2 access guards). */

export const SHOW_POPUP_REG = 'show_popup_reg';
export const SHOW_POPUP_AUTH = 'show_popup_auth';
export const PREVENT_CLOSE = 'prevent_close';
export const POPUP_QUERY = 'popup';
export const POPUP_PREVIEW_HASH = '#popup-preview';
export const REAL_MODE_HASH = '#real';
export const TG_WEB_APP_DATA = 'tgWebAppData';
/** Local-storage key remembering a show_popup_reg visit. */
export const SHOW_POPUP_REG_STORAGE_KEY = 'show_popup_reg';

/** Query keys dropped when the popup closes. */
export const POPUP_QUERY_KEYS = [SHOW_POPUP_REG, SHOW_POPUP_AUTH, PREVENT_CLOSE, POPUP_QUERY] as const;
const POPUP_HASHES = [POPUP_PREVIEW_HASH, REAL_MODE_HASH];

export type PopupIntent = {
  auth: 'registration' | 'authorization' | null;
  preventClose: boolean;
  /** Campaign popup sysname from popup={sysname}. */
  campaign: string | null;
  /** #popup-preview with popup={sysname}. */
  preview: boolean;
  /** #real on a game page: anonymous visitors get the registration popup. */
  realMode: boolean;
  /** Telegram mini-app entry: tgWebAppData in the hash. */
  telegram: boolean;
};

const parse = (url: string) => new URL(url, 'http://local.invalid');

/** Everything the URL asks of the popup layer. `url` may be relative ('/game/x?popup=y#real'). */
export function readPopupIntent(url: string): PopupIntent {
  const { searchParams: q, hash } = parse(url);
  const campaign = q.get(POPUP_QUERY)?.trim() || null;
  return {
    auth: q.has(SHOW_POPUP_REG) ? 'registration' : q.has(SHOW_POPUP_AUTH) ? 'authorization' : null,
    preventClose: q.get(PREVENT_CLOSE) === '1',
    campaign,
    preview: hash === POPUP_PREVIEW_HASH && campaign !== null,
    realMode: hash === REAL_MODE_HASH,
    telegram: hasTelegramWebAppData(hash),
  };
}

/** True when a hash carries Telegram's tgWebAppData. */
export function hasTelegramWebAppData(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).has(TG_WEB_APP_DATA);
}

/** Raw tgWebAppData from a hash, or null. */
export function readTelegramWebAppData(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(TG_WEB_APP_DATA);
}

/** The URL without the popup keys (and a #popup-preview / #real hash): what to show once the popup closes. */
export function removePopupKeys(url: string, only: 'all' | 'auth' = 'all'): string {
  const isAbsolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
  const parsed = parse(url);
  // 'auth': the auth popup closed while a campaign popup (?popup=) may still be on its way: only the
  // auth keys go, the campaign's key, prevent_close and #popup-preview stay for it
  const keep = only === 'auth' && parsed.searchParams.has(POPUP_QUERY);
  for (const key of POPUP_QUERY_KEYS) if (!keep || key === SHOW_POPUP_REG || key === SHOW_POPUP_AUTH) parsed.searchParams.delete(key);
  if (keep ? parsed.hash === REAL_MODE_HASH : POPUP_HASHES.includes(parsed.hash)) parsed.hash = '';
  const rest = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return isAbsolute ? `${parsed.origin}${rest}` : rest;
}
