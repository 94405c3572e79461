import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isPublicPageRequest, PUBLIC_PAGE_CACHE_CONTROL } from './cache-policy';
import { LOCALE_COOKIE } from '../i18n/locales';
import { SESSION_COOKIE } from './guards';
import { isKeptPlayerPath } from './player-shell';
import { GUEST_RENDER_COOKIES } from './render-cookies';

/**
 * A short-lived in-process copy of the public pages (decision 0011): the same answers a CDN keeps
 * under `PUBLIC_PAGE_CACHE_CONTROL` (anonymous, cookie-less GETs of pages outside the guarded
 * areas, status 200 HTML, no Set-Cookie left), kept here for a few seconds so that a burst of
 * visitors on one URL costs one render. Concurrent misses for one key wait for the first render
 * instead of rendering the same page again. A request with any Authorization or one of the App
 * Router's navigation headers is never answered from here and never stored.
 *
 * The key is what the answer may depend on for such a visitor: host and forwarded origin, the
 * path with its query, Accept-Language (unprefixed paths pick the locale from it) and
 * Accept-Encoding (the stored body is the encoded one).
 *
 * Guests with cookies (a theme, a consent choice, a stored locale, anything a script set) but no
 * session and no Authorization get the same treatment in a variant of their own: a page rendered
 * without a session reads only the cookies in GUEST_RENDER_COOKIES, so their values join the key
 * and every other cookie is ignored. Their answers stay private (the CDN never keeps them); only
 * this process reuses them for PAGE_CACHE_SECONDS. Player shells (lib/routing/player-shell.ts:
 * signed-in pages server.ts renders without the session) are kept the same way, in a variant per
 * shell, never the public one.
 */
export type CachedPage = { status: number; headers: OutgoingHttpHeaders; body: Buffer; at: number };

export type PageCacheOptions = {
  /** How long a page is served from memory; 0 turns the cache off. */
  ttlMs: number;
  /** Pages kept at most (the oldest go first). */
  maxEntries?: number;
  /** A larger page is not kept. */
  maxBytes?: number;
  now?: () => number;
};

/** Request headers of the App Router's client navigations, prefetches and server actions. */
const NAVIGATION_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url', 'range'];

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

const RENDER_COOKIE_NAMES: ReadonlySet<string> = new Set(GUEST_RENDER_COOKIES);

/** Whether a Cookie header names a session, however its name is spaced (the platform trims names). */
const namesSession = (cookie: string) => cookie.split(';').some((part) => part.split('=')[0]!.trim() === SESSION_COOKIE);

/**
 * The values of the cookies a render reads, split as Next's `cookies()` splits a Cookie header, or
 * null when one of them is ambiguous: spaced around its name or repeated. Parsers disagree there
 * (Next keeps a repeated name's last value, the platform its first; the platform trims names, Next
 * does not), so a page rendered with one value could be kept under another and served to visitors
 * who chose that one. Such a request is rendered for itself and never kept.
 */
function renderCookieValues(cookie: string): Map<string, string> | null {
  const values = new Map<string, string>();
  for (const pair of cookie.split(/; */)) {
    const at = pair.indexOf('=');
    const name = at === -1 ? pair : pair.slice(0, at);
    const trimmed = name.trim();
    if (!RENDER_COOKIE_NAMES.has(trimmed)) continue;
    if (name !== trimmed || values.has(trimmed)) return null;
    values.set(trimmed, at === -1 ? 'true' : pair.slice(at + 1));
  }
  return values;
}

/**
 * The variant of a visitor with cookies: the values of the cookies a render reads (and the locale
 * cookie, which next-intl follows on an unprefixed path), or null when the request carries a
 * session (whatever its value: an expired one is not a guest's page either) or one of those
 * cookies is ambiguous. A player shell's request (`player`) reaches here without its session,
 * taken off by server.ts.
 */
function cookieVariant(cookie: string, kind: string): string | null {
  if (namesSession(cookie)) return null;
  const values = renderCookieValues(cookie);
  if (!values) return null;
  return `${kind}\n${[...RENDER_COOKIE_NAMES].map((name) => `${name}=${values.get(name) ?? ''}`).join('\n')}`;
}

/**
 * The cache key of a request and whether its answer is the public one (a CDN may keep it: the
 * request had no cookie at all), or null when its answer must not come from (or go to) the cache.
 * `player`: server.ts checked the request's session and took it off (lib/routing/player-shell.ts);
 * the shell's variant (what the page shows of its players: their currency on the deposit page).
 * Only a kept player page has a key then, and it is never the public one.
 */
export function pageCacheKey(req: IncomingMessage, player?: string): { key: string; cdn: boolean } | null {
  if (req.method !== 'GET' || req.headers.authorization) return null;
  const url = req.url ?? '/';
  // The shape of a public page (path, method) first; the cookies decide the variant.
  if (player !== undefined ? !isKeptPlayerPath(url.split(/[?#]/)[0] ?? '/') : !isPublicPageRequest({ method: req.method, url })) return null;
  if (NAVIGATION_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  if (/[?&]_rsc=/.test(url)) return null;
  const cookie = header(req, 'cookie');
  const cdn = player === undefined && !cookie.trim();
  const variant = cdn ? 'public' : cookieVariant(cookie, player === undefined ? 'guest' : `player ${player}`);
  if (variant === null) return null;
  const key = [header(req, 'host'), header(req, 'x-forwarded-host'), header(req, 'x-forwarded-proto'), url, header(req, 'accept-language'), header(req, 'accept-encoding'), variant].join('\n');
  return { key, cdn };
}

type Recorder = { done: Promise<CachedPage | null> };

const cookiesOf = (setCookie: ReturnType<ServerResponse['getHeader']>) => ([] as unknown[]).concat(setCookie ?? []).map(String);
const noCookieSet = (setCookie: ReturnType<ServerResponse['getHeader']>) => cookiesOf(setCookie).length === 0;
/**
 * The locale cookie next-intl sets to remember the page's locale is the same for every request of
 * a variant (its key holds the path, Accept-Language and the locale cookie's value): such a page is
 * kept with it (its Expires a few seconds early at most). Any other cookie keeps a page private.
 */
const onlyLocaleCookie = (setCookie: ReturnType<ServerResponse['getHeader']>) => cookiesOf(setCookie).every((c) => c.startsWith(`${LOCALE_COOKIE}=`));

/** Records what Next writes to `res`; resolves with the page when it may be kept. */
function record(res: ServerResponse, maxBytes: number, now: () => number, cdn: boolean): Recorder {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || overflow || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? Buffer.from(chunk) // a copy: the writer may reuse its buffer
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) overflow = true;
    else chunks.push(buffer);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return end(...args);
  }) as ServerResponse['end'];
  const done = new Promise<CachedPage | null>((resolve) => {
    res.once('finish', () => {
      const setCookie = res.getHeader('set-cookie');
      const storable =
        !overflow &&
        res.statusCode === 200 &&
        // The public variant only as the CDN may keep it; a guest's page as rendered for a guest.
        (!cdn || res.getHeader('cache-control') === PUBLIC_PAGE_CACHE_CONTROL) &&
        (noCookieSet(setCookie) || (!cdn && onlyLocaleCookie(setCookie))) &&
        /^text\/html/.test(String(res.getHeader('content-type') ?? ''));
      resolve(storable ? { status: 200, headers: res.getHeaders(), body: Buffer.concat(chunks), at: now() } : null);
    });
    res.once('close', () => resolve(null)); // aborted before it finished (after 'finish' this is a no-op)
  });
  return { done };
}

/** Headers of one connection, not of the page: the kept body goes out whole, with its length. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date'];

function send(res: ServerResponse, page: CachedPage) {
  const headers = Object.fromEntries(Object.entries(page.headers).filter(([name]) => !HOP_BY_HOP.includes(name)));
  res.writeHead(page.status, { ...headers, 'content-length': page.body.length });
  res.end(page.body);
}

export type PageCache = {
  /**
   * Answers `req` from memory, or renders it with `render` (and keeps the answer when it may).
   * `player`: a player shell's request (server.ts checked its session and took it off), its variant.
   */
  handle(req: IncomingMessage, res: ServerResponse, render: () => Promise<void>, options?: { player?: string }): Promise<void>;
  /** Forgets every page, and the renders under way are not kept (server.ts calls it when settings, catalogue or content change). */
  clear(): void;
  readonly size: number;
};

export function createPageCache({ ttlMs, maxEntries = 200, maxBytes = 2 * 1024 * 1024, now = Date.now }: PageCacheOptions): PageCache {
  const pages = new Map<string, CachedPage>();
  const pending = new Map<string, Promise<CachedPage | null>>();
  /** Moves at every clear: a render begun before it is answered, never kept. */
  let epoch = 0;

  const fresh = (key: string) => {
    const page = pages.get(key);
    if (page && now() - page.at < ttlMs) return page;
    if (page) pages.delete(key);
    return undefined;
  };

  return {
    async handle(req, res, render, options) {
      const request = ttlMs > 0 ? pageCacheKey(req, options?.player) : null;
      if (request === null) return render();
      const { key, cdn } = request;
      const hit = fresh(key);
      if (hit) return send(res, hit);
      const inFlight = pending.get(key);
      if (inFlight) {
        const page = await inFlight;
        if (page && !res.destroyed) return send(res, page);
        return render();
      }
      const { done } = record(res, maxBytes, now, cdn);
      const begun = epoch;
      const stored = done.then((page) => {
        if (pending.get(key) === stored) pending.delete(key);
        if (page && begun === epoch) {
          pages.delete(key); // re-inserted last: the Map's order is the eviction order
          pages.set(key, page);
          while (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
        }
        return page;
      });
      pending.set(key, stored);
      await render();
    },
    clear() {
      epoch += 1;
      pages.clear();
      pending.clear();
    },
    get size() {
      return pages.size;
    },
  };
}
