import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_CACHE_CONTROL } from './cache-policy';
import { createPageCache, type PageCache } from './page-cache';
import { withoutSessionCookie } from './player-shell';

/** A stand-in for Next: answers the page with the visitor's cookie in it, public only without cookies (as server.ts does). */
type Page = (req: IncomingMessage, res: ServerResponse, n: number) => void | Promise<void>;

const publicHtml: Page = (req, res, n) => {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  if (!req.headers.cookie) res.setHeader('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
  res.write(`<p>render ${n} for ${req.headers.cookie ?? 'guest'} in ${req.headers['accept-language'] ?? '-'}</p>`);
  res.end('<p>end</p>');
};

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/**
 * `players`: server.ts's part for a player shell: a request with a session goes in without it, as a
 * player of the variant its `x-variant` header names (server.ts takes it from the player's account).
 */
async function serve(cache: PageCache, page: Page, { players = false } = {}) {
  let renders = 0;
  let release: (() => void) | undefined;
  const gate = { hold: false, opened: new Promise<void>((resolve) => (release = resolve)) };
  server = createServer((req, res) => {
    const player = players && /(^|;\s*)sid=/.test(req.headers.cookie ?? '') ? String(req.headers['x-variant'] ?? '') : undefined;
    if (player !== undefined) req.headers.cookie = withoutSessionCookie(req.headers.cookie ?? '') || undefined;
    void cache.handle(
      req,
      res,
      async () => {
        renders += 1;
        const n = renders;
        if (gate.hold) await gate.opened;
        await page(req, res, n);
      },
      { player },
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${origin}${path}`, { headers });
    return { status: res.status, text: await res.text(), cacheControl: res.headers.get('cache-control'), setCookie: res.headers.get('set-cookie') };
  };
  return { get, renders: () => renders, hold: () => (gate.hold = true), release: () => release!() };
}

describe('page cache', () => {
  it('renders a public page once per URL and language while it is fresh, then again', async () => {
    let clock = 0;
    const site = await serve(createPageCache({ ttlMs: 5000, now: () => clock }), publicHtml);
    const first = await site.get('/gamehall', { 'accept-language': 'pt-BR' });
    expect(first.text).toContain('render 1 for guest in pt-BR');
    expect(await site.get('/gamehall', { 'accept-language': 'pt-BR' })).toEqual(first); // same body and CDN headers
    expect((await site.get('/gamehall', { 'accept-language': 'ar' })).text).toContain('render 2 for guest in ar');
    expect((await site.get('/gamehall?page=2', { 'accept-language': 'pt-BR' })).text).toContain('render 3');
    clock = 5000;
    expect((await site.get('/gamehall', { 'accept-language': 'pt-BR' })).text).toContain('render 4');
    expect(site.renders()).toBe(4);
  });

  it('never answers or keeps a visitor with a session: two players asking one URL each get their own page', async () => {
    const site = await serve(createPageCache({ ttlMs: 5000 }), publicHtml);
    await site.get('/'); // a guest's page is kept…
    const [alice, bob] = await Promise.all([site.get('/', { cookie: 'sid=alice' }), site.get('/', { cookie: 'sid=bob' })]);
    expect(alice.text).toContain('for sid=alice');
    expect(bob.text).toContain('for sid=bob');
    expect((await site.get('/', { cookie: 'sid=alice' })).text).toMatch(/render 4 for sid=alice/); // …and never served to a player
    expect((await site.get('/')).text).toContain('render 1 for guest');
  });

  it('keeps only public 200 HTML: no error pages, no Set-Cookie, no guarded areas, no client navigations', async () => {
    const site = await serve(createPageCache({ ttlMs: 5000 }), (req, res, n) => {
      if (req.url === '/maintenance') res.statusCode = 503;
      if (req.url === '/sets-cookie') res.setHeader('set-cookie', 'sid=new');
      return publicHtml(req, res, n);
    });
    for (const path of ['/maintenance', '/sets-cookie', '/cashier/deposit']) {
      await site.get(path);
      await site.get(path);
    }
    await site.get('/promotions', { rsc: '1' });
    await site.get('/promotions', { rsc: '1' });
    await site.get('/promotions?_rsc=abc');
    await site.get('/promotions?_rsc=abc');
    expect(site.renders()).toBe(10);
  });

  it('keeps guests with cookies apart by the cookies a page reads, ignores the others, and never mixes them with the public answer', async () => {
    // Next's answer for a guest with cookies is private; the page shows the theme it read.
    const site = await serve(createPageCache({ ttlMs: 5000 }), (req, res, n) => {
      const theme = /theme=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'dark';
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', req.headers.cookie ? 'private, no-store' : PUBLIC_PAGE_CACHE_CONTROL);
      res.end(`<p>render ${n} ${theme}</p>`);
    });
    const light = await site.get('/promotions', { cookie: 'theme=light; _ga=1' });
    expect(light).toMatchObject({ text: '<p>render 1 light</p>', cacheControl: 'private, no-store' });
    expect((await site.get('/promotions', { cookie: '_ga=2; theme=light' })).text).toBe('<p>render 1 light</p>');
    expect((await site.get('/promotions', { cookie: 'theme=dark' })).text).toBe('<p>render 2 dark</p>');
    expect((await site.get('/promotions', { cookie: 'theme=light; analytics_consent=granted' })).text).toBe('<p>render 3 light</p>');
    // the locale cookie too: next-intl sends an unprefixed path to the cookie's locale
    expect((await site.get('/promotions', { cookie: 'theme=light; i18n_locale=ar' })).text).toBe('<p>render 4 light</p>');
    // the public answer (CDN headers) is its own entry, and a guest's private one never reaches a cookie-less visitor
    expect(await site.get('/promotions')).toMatchObject({ text: '<p>render 5 dark</p>', cacheControl: PUBLIC_PAGE_CACHE_CONTROL });
    expect((await site.get('/promotions', { cookie: '_ga=3' })).text).toBe('<p>render 6 dark</p>');
    // a session, even an expired one, is never a guest
    expect((await site.get('/promotions', { cookie: 'theme=light; sid=old' })).text).toBe('<p>render 7 light</p>');
    expect((await site.get('/promotions', { cookie: 'theme=light; sid=old' })).text).toBe('<p>render 8 light</p>');
    expect(site.renders()).toBe(8);
  });

  it('never keeps a page under a cookie its render may read otherwise: repeated or spaced render cookies, a spaced session', async () => {
    // the stand-in renders as Next reads cookies: the last of a repeated name, names as they are
    const site = await serve(createPageCache({ ttlMs: 5000 }), (req, res, n) => {
      const themes = [...(req.headers.cookie ?? '').matchAll(/(?:^|; *)theme=(\w+)/g)].map((m) => m[1]);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'private, no-store');
      res.end(`<p>render ${n} ${themes.at(-1) ?? 'dark'}</p>`);
    });
    for (const cookie of ['theme=dark; theme=light', 'theme =light', ' theme=light; i18n_locale=ar; i18n_locale=en-US', 'sid =abc; theme=dark']) {
      await site.get('/about', { cookie });
      await site.get('/about', { cookie });
    }
    expect(site.renders()).toBe(8);
    // a visitor who chose dark gets dark, never the light page a crafted header rendered
    expect((await site.get('/about', { cookie: 'theme=dark' })).text).toBe('<p>render 9 dark</p>');
    expect((await site.get('/about', { cookie: 'theme=dark; theme=light' })).text).toBe('<p>render 10 light</p>');
    expect((await site.get('/about', { cookie: 'theme=dark' })).text).toBe('<p>render 9 dark</p>');
  });

  it('renders a player shell once for every player of a variant, apart from guests, never public, with the locale cookie it sets', async () => {
    const site = await serve(
      createPageCache({ ttlMs: 5000 }),
      (req, res, n) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('cache-control', 'private, no-store');
        if (!/i18n_locale=/.test(req.headers.cookie ?? '')) res.setHeader('set-cookie', 'i18n_locale=en-US; Path=/');
        res.end(`<p>render ${n} for ${req.headers.cookie ?? 'no cookie'}</p>`);
      },
      { players: true },
    );
    const alice = await site.get('/', { cookie: 'sid=alice' });
    expect(alice).toMatchObject({ text: '<p>render 1 for no cookie</p>', cacheControl: 'private, no-store', setCookie: 'i18n_locale=en-US; Path=/' });
    // the session never reaches the render, and another player gets the same page, cookie included
    expect(await site.get('/', { cookie: 'sid=bob; _ga=1' })).toEqual(alice);
    expect((await site.get('/', { cookie: 'theme=dark; sid=carol' })).text).toBe('<p>render 2 for theme=dark</p>');
    // guests (with or without cookies) are other variants
    expect((await site.get('/')).text).toBe('<p>render 3 for no cookie</p>');
    expect((await site.get('/', { cookie: 'theme=dark' })).text).toBe('<p>render 4 for theme=dark</p>');
    // only the kept player pages: a player's cashier history is rendered for every request
    expect((await site.get('/cashier/history', { cookie: 'sid=alice' })).text).toBe('<p>render 5 for no cookie</p>');
    expect((await site.get('/cashier/history', { cookie: 'sid=alice' })).text).toBe('<p>render 6 for no cookie</p>');
    expect((await site.get('/de/gamehall', { cookie: 'sid=alice' })).text).toBe('<p>render 7 for no cookie</p>');
    expect((await site.get('/de/gamehall', { cookie: 'sid=bob' })).text).toBe('<p>render 7 for no cookie</p>');
    // a variant (the deposit page's currency) is a page of its own
    expect((await site.get('/cashier/deposit', { cookie: 'sid=alice', 'x-variant': 'currency=USD' })).text).toBe('<p>render 8 for no cookie</p>');
    expect((await site.get('/cashier/deposit', { cookie: 'sid=bob', 'x-variant': 'currency=EUR' })).text).toBe('<p>render 9 for no cookie</p>');
    expect((await site.get('/cashier/deposit', { cookie: 'sid=carol', 'x-variant': 'currency=USD' })).text).toBe('<p>render 8 for no cookie</p>');
    expect(site.renders()).toBe(9);
  });

  it('lets concurrent visitors of one page wait for a single render', async () => {
    const site = await serve(createPageCache({ ttlMs: 5000 }), publicHtml);
    site.hold();
    const visits = Promise.all([site.get('/'), site.get('/'), site.get('/')]);
    while (site.renders() === 0) await new Promise((resolve) => setImmediate(resolve));
    site.release();
    const pages = await visits;
    expect(pages.map((p) => p.text.match(/render \d+ for guest/)?.[0])).toEqual(['render 1 for guest', 'render 1 for guest', 'render 1 for guest']);
    expect(site.renders()).toBe(1);
  });

  it('forgets every page at a clear, and does not keep a render begun before it (a change announced meanwhile)', async () => {
    const cache = createPageCache({ ttlMs: 5000 });
    const site = await serve(cache, publicHtml);
    await site.get('/');
    cache.clear();
    expect((await site.get('/')).text).toContain('render 2 for guest');
    site.hold();
    const during = site.get('/promotions');
    while (site.renders() < 3) await new Promise((resolve) => setImmediate(resolve));
    cache.clear(); // the change lands while the render is under way
    site.release();
    expect((await during).text).toContain('render 3 for guest');
    expect((await site.get('/promotions')).text).toContain('render 4 for guest');
    expect((await site.get('/promotions')).text).toContain('render 4 for guest');
  });

  it('is off with a zero lifetime', async () => {
    const site = await serve(createPageCache({ ttlMs: 0 }), publicHtml);
    await site.get('/');
    await site.get('/');
    expect(site.renders()).toBe(2);
  });
});
