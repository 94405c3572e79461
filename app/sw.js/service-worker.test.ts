import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { GUARDED_SEGMENTS } from '@/lib/routing';
import { stampWorker } from './worker-source';

// The worker runs here in a fake service-worker global: its own listeners, a CacheStorage in
// memory, and a network that answers what each test puts on it (or fails: offline).

const ORIGIN = 'https://casino.test';
const BUILD = 'b1';
const PRIVATE = 'private, no-cache, no-store, max-age=0, must-revalidate';
const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

const keyOf = (request: Request | string) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).href.split('#')[0]!;

class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly net: (request: Request) => Promise<Response>) {}
  async match(request: Request | string) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: Request | string, response: Response) {
    this.entries.set(keyOf(request), response);
  }
  async add(request: Request | string) {
    const response = await this.net(typeof request === 'string' ? new Request(keyOf(request)) : request);
    if (!response.ok) throw new TypeError('bad status');
    await this.put(request, response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request | string) {
    return this.entries.delete(keyOf(request));
  }
}

class FakeCaches {
  readonly stores = new Map<string, FakeCache>();
  constructor(private readonly net: (request: Request) => Promise<Response>) {}
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache(this.net));
    return this.stores.get(name)!;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  /** URLs kept in the worker's page cache. */
  pages() {
    return [...(this.stores.get(`pages-${BUILD}`)?.entries.keys() ?? [])].map((url) => new URL(url).pathname);
  }
}

/** A same-origin answer as the browser hands it to the worker (type basic). */
function answer(body: string, { cacheControl = PUBLIC, status = 200, url = '', redirected = false } = {}) {
  const response = new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl } });
  Object.defineProperties(response, { type: { value: 'basic' }, url: { value: url }, redirected: { value: redirected } });
  return response;
}

function navigation(path: string) {
  const request = new Request(`${ORIGIN}${path}`, { credentials: 'include' });
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
}

type Listener = (event: Record<string, unknown>) => void;

async function startWorker() {
  let online = true;
  const site = new Map<string, Response>();
  site.set('/offline.html', answer('offline page'));
  const net = vi.fn(async (input: Request | string) => {
    const request = typeof input === 'string' ? new Request(new URL(input, ORIGIN)) : input;
    if (!online) throw new TypeError('Failed to fetch');
    const path = new URL(request.url).pathname;
    const page = site.get(path);
    if (!page) return answer('not found', { status: 404, cacheControl: PRIVATE, url: request.url });
    const copy = page.clone();
    Object.defineProperties(copy, { type: { value: 'basic' }, url: { value: page.url || request.url }, redirected: { value: page.redirected } });
    return copy;
  });
  const caches = new FakeCaches(net);
  const listeners = new Map<string, Listener[]>();
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    clients: { claim: async () => undefined },
    skipWaiting: vi.fn(),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  // In a worker a relative URL is the worker's origin's.
  const WorkerRequest = class extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init);
    }
  };
  const context = createContext({ self, caches, fetch: net, Request: WorkerRequest, Response, Headers, URL, console, setTimeout });
  const code = stampWorker(readFileSync(join(process.cwd(), 'app/sw.js/service-worker.js'), 'utf8'), BUILD);
  runInContext(code, context);

  /** Fires an event; resolves once its respondWith/waitUntil work (and the puts it started) settled. */
  const fire = async (type: string, init: Record<string, unknown>) => {
    const pending: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    const event = { ...init, waitUntil: (p: Promise<unknown>) => void pending.push(p), respondWith: (p: Promise<Response>) => void (response = p) };
    for (const listener of listeners.get(type) ?? []) listener(event);
    await Promise.all(pending);
    const result = await response;
    await new Promise((resolve) => setTimeout(resolve, 0));
    return result;
  };
  await fire('install', {});
  await fire('activate', {});
  return {
    caches,
    site,
    net,
    context: context as unknown as { mayKeepPage: (request: Request, response: Response) => boolean; isGuardedPath: (path: string) => boolean },
    setOnline: (value: boolean) => void (online = value),
    navigate: (path: string) => fire('fetch', { request: navigation(path) }),
    message: (data: unknown) => fire('message', { data }),
    post: (path: string) => fire('fetch', { request: new Request(`${ORIGIN}${path}`, { method: 'POST', body: 'x' }) }),
  };
}

describe('service worker: what it keeps of pages', () => {
  it('the served source carries the build id and lib/routing GUARDED_SEGMENTS', () => {
    const code = stampWorker(readFileSync(join(process.cwd(), 'app/sw.js/service-worker.js'), 'utf8'), ' b7\n');
    expect(code).toContain("const BUILD = 'b7';");
    expect(code).toContain(`'${GUARDED_SEGMENTS.join(',')}'.split(',')`);
    expect(code).not.toContain('__');
  });

  it('keeps a signed-in page neither online nor offline: offline it is the offline page', async () => {
    const sw = await startWorker();
    sw.site.set('/profile/settings', answer('<h1>bonus@example.com</h1> balance 100', { cacheControl: PRIVATE }));
    sw.site.set('/cashier/wallet', answer('wallet balances', { cacheControl: PRIVATE }));
    sw.site.set('/casino', answer('lobby for player bonus@example.com', { cacheControl: PRIVATE }));
    expect(await (await sw.navigate('/profile/settings'))!.text()).toContain('bonus@example.com');
    await sw.navigate('/cashier/wallet');
    await sw.navigate('/casino');
    expect(sw.caches.pages()).toEqual(['/offline.html']);

    sw.setOnline(false);
    for (const path of ['/profile/settings', '/cashier/wallet', '/casino']) expect(await (await sw.navigate(path))!.text()).toBe('offline page');
  });

  it('never keeps a page of a guarded area, even one answering public (a server-side cache shared by players)', async () => {
    const sw = await startWorker();
    sw.site.set('/profile/security', answer('other@example.com', { cacheControl: PUBLIC }));
    sw.site.set('/en/cashier/deposit', answer('deposit in EUR', { cacheControl: PUBLIC }));
    sw.site.set('/bets', answer('my bets', { cacheControl: PUBLIC }));
    for (const path of ['/profile/security', '/en/cashier/deposit', '/bets']) await sw.navigate(path);
    expect(sw.caches.pages()).toEqual(['/offline.html']);
    sw.setOnline(false);
    expect(await (await sw.navigate('/profile/security'))!.text()).toBe('offline page');
  });

  it('keeps public pages for offline use, as before', async () => {
    const sw = await startWorker();
    sw.site.set('/casino', answer('the lobby', { cacheControl: PUBLIC }));
    await sw.navigate('/casino');
    expect(sw.caches.pages()).toEqual(['/offline.html', '/casino']);
    sw.setOnline(false);
    expect(await (await sw.navigate('/casino'))!.text()).toBe('the lobby');
    expect(await (await sw.navigate('/promotions'))!.text()).toBe('offline page');
  });

  it('the page handed over at registration (CACHE) is kept only when it is public', async () => {
    const sw = await startWorker();
    sw.site.set('/profile/settings', answer('profile', { cacheControl: PRIVATE }));
    sw.site.set('/casino', answer('lobby, signed in', { cacheControl: PRIVATE }));
    sw.site.set('/games', answer('games', { cacheControl: PUBLIC }));
    await sw.message({ type: 'CACHE', page: `${ORIGIN}/profile/settings`, assets: [] });
    await sw.message({ type: 'CACHE', page: `${ORIGIN}/casino`, assets: [] });
    expect(sw.caches.pages()).toEqual(['/offline.html']);
    await sw.message({ type: 'CACHE', page: `${ORIGIN}/games`, assets: [] });
    expect(sw.caches.pages()).toEqual(['/offline.html', '/games']);
  });

  it('CLEAR_PAGES (sign-in, sign-out) drops every kept page but the offline page', async () => {
    const sw = await startWorker();
    sw.site.set('/casino', answer('the lobby', { cacheControl: PUBLIC }));
    await sw.navigate('/casino');
    (await sw.caches.open('pages-older')).entries.set(`${ORIGIN}/profile`, answer('old'));
    await sw.message({ type: 'CLEAR_PAGES' });
    expect(sw.caches.pages()).toEqual(['/offline.html']);
    expect(sw.caches.stores.get('pages-older')!.entries.size).toBe(0);
    sw.setOnline(false);
    expect(await (await sw.navigate('/casino'))!.text()).toBe('offline page');
  });

  it('drops the kept pages when it sees a sign-in or sign-out call go by (inactivity, self-exclusion), without answering it', async () => {
    const sw = await startWorker();
    sw.site.set('/casino', answer('the lobby', { cacheControl: PUBLIC }));
    for (const call of ['/api/logout', '/api/login', '/api/protection/exclude']) {
      await sw.navigate('/casino');
      expect(sw.caches.pages()).toContain('/casino');
      expect(await sw.post(call)).toBeUndefined();
      expect(sw.caches.pages()).toEqual(['/offline.html']);
    }
  });

  it('mayKeepPage: public, 200, basic, not redirected, not guarded, no authorization', async () => {
    const { context } = await startWorker();
    const keep = (path: string, cacheControl: string, init: Parameters<typeof answer>[1] = {}, headers: HeadersInit = {}) =>
      context.mayKeepPage(new Request(`${ORIGIN}${path}`, { headers }), answer('x', { cacheControl, ...init }));
    expect(keep('/casino', PUBLIC)).toBe(true);
    expect(keep('/casino', 'Public, Max-Age=0')).toBe(true);
    expect(keep('/casino', PRIVATE)).toBe(false);
    expect(keep('/casino', 'public, no-store')).toBe(false);
    expect(keep('/casino', 'public, private')).toBe(false);
    expect(keep('/casino', 'no-cache')).toBe(false);
    expect(keep('/casino', '')).toBe(false);
    expect(keep('/casino', PUBLIC, { status: 404 })).toBe(false);
    expect(keep('/casino', PUBLIC, { redirected: true, url: `${ORIGIN}/` })).toBe(false);
    expect(keep('/casino', PUBLIC, { url: `${ORIGIN}/profile` })).toBe(false);
    expect(keep('/casino', PUBLIC, {}, { authorization: 'Bearer t' })).toBe(false);
    for (const path of ['/cashier', '/cashier/wallet', '/en/profile/security', '/profile/bets/casino', '/bets', '/responsible-game', '/%63ashier/wallet', '/PROFILE'])
      expect(keep(path, PUBLIC), path).toBe(false);
    expect(keep('/casino/profiles', PUBLIC)).toBe(true);
  });
});
