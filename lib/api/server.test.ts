import { describe, expect, it, vi } from 'vitest';
import { serverTransport } from './server';
import { settingsChanged } from '@/lib/config';

const visitor = (cookie: string) => new Headers({ cookie });

describe('serverTransport', () => {
  it('shares catalogue answers between visitors, never account answers', async () => {
    const fetch = vi.fn(async (url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify({ data: String(url) }), { status: 200 }));
    const options = { origin: 'http://platform.test', fetch: fetch as unknown as typeof globalThis.fetch };
    const a = serverTransport(visitor('sid=a'), options);
    const b = serverTransport(visitor('sid=b'), options);
    const get = { method: 'GET' } as const;
    await a.send('/api/games/getCategories?games_count=12&shared-test=1', get);
    await b.send('/api/games/getCategories?games_count=12&shared-test=1', get);
    expect(fetch).toHaveBeenCalledTimes(1);
    // the operator's rule pack (every game page asks it) is the same for everyone too
    await a.send('/api/protection/getRules?shared-test=1', get);
    await b.send('/api/protection/getRules?shared-test=1', get);
    expect(fetch).toHaveBeenCalledTimes(2);
    await a.send('/api/getInfo?shared-test=1', get);
    await b.send('/api/getInfo?shared-test=1', get);
    expect(fetch).toHaveBeenCalledTimes(4);
    const cookies = fetch.mock.calls.slice(2).map(([, init]) => (init?.headers as Record<string, string>).cookie);
    expect(cookies).toEqual(['sid=a', 'sid=b']);
  });

  it('does not keep a failed catalogue answer', async () => {
    let status = 503;
    const fetch = vi.fn(async () => new Response('{}', { status }));
    const options = { origin: 'http://platform.test', fetch: fetch as unknown as typeof globalThis.fetch };
    expect((await serverTransport(visitor('sid=a'), options).send('/api/games/getProviders?failed-test=1', { method: 'GET' })).status).toBe(503);
    status = 200;
    expect((await serverTransport(visitor('sid=b'), options).send('/api/games/getProviders?failed-test=1', { method: 'GET' })).status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shares the general info between visitors until the operator writes a setting', async () => {
    let analytic = { gtm: null };
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { analytic } }), { status: 200 }));
    const options = { origin: 'http://platform.test', fetch: fetch as unknown as typeof globalThis.fetch };
    const read = async (cookie: string) => (await (await serverTransport(visitor(cookie), options).send('/api/metadata/getgeneralinfo?locale=en-US&settings-test=1', { method: 'GET' })).json()) as unknown;
    expect(await read('sid=a')).toEqual({ data: { analytic: { gtm: null } } });
    expect(await read('sid=b')).toEqual({ data: { analytic: { gtm: null } } });
    expect(fetch).toHaveBeenCalledTimes(1);
    // the platform stores new settings (writeSetting / deleteSetting call settingsChanged)
    analytic = { gtm: 'GTM-1' } as never;
    settingsChanged();
    expect(await read('sid=c')).toEqual({ data: { analytic: { gtm: 'GTM-1' } } });
    expect(await read('sid=d')).toEqual({ data: { analytic: { gtm: 'GTM-1' } } });
    expect(fetch).toHaveBeenCalledTimes(2);
    // a settings write drops every shared answer (rare; they refill on the next page)
    await serverTransport(visitor('sid=a'), options).send('/api/games/getProviders?settings-test=1', { method: 'GET' });
    await serverTransport(visitor('sid=b'), options).send('/api/games/getProviders?settings-test=1', { method: 'GET' });
    expect(fetch).toHaveBeenCalledTimes(3);
    settingsChanged();
    await serverTransport(visitor('sid=c'), options).send('/api/games/getProviders?settings-test=1', { method: 'GET' });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('answers ApplicationUnavailable (503) when the platform cannot be reached, so the page shows maintenance (SPEC §8)', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) });
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await serverTransport(visitor('sid=a'), { origin: 'http://platform.test', fetch: fetch as unknown as typeof globalThis.fetch }).send('/api/getInfo', { method: 'GET' });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: { type: 'ApplicationUnavailableException', error_data: null } });
    const aborted = new AbortController();
    aborted.abort();
    const abortFetch = vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(serverTransport(visitor('sid=b'), { origin: 'http://platform.test', fetch: abortFetch as unknown as typeof globalThis.fetch }).send('/api/login', { method: 'POST', signal: aborted.signal })).rejects.toThrow();
    logged.mockRestore();
  });

  it('never forwards the X-Forwarded-For the visitor wrote; the address server.ts trusts goes instead', async () => {
    const seen: Array<string | undefined> = [];
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push((init?.headers as Record<string, string>)['x-forwarded-for']);
      return new Response(JSON.stringify({ data: 1 }), { status: 200 });
    });
    const options = { origin: 'http://platform.test', fetch: fetch as unknown as typeof globalThis.fetch };
    const forged = new Headers({ cookie: 'sid=a', 'x-forwarded-for': '198.51.100.1, 198.51.100.2' });
    await serverTransport(forged, options).send('/api/confirmContact', { method: 'POST' });
    const { AsyncLocalStorage } = await import('node:async_hooks');
    const requests = new AsyncLocalStorage<{ clientAddress?: string }>();
    const holder = globalThis as unknown as Record<symbol, unknown>;
    const previous = holder[Symbol.for('casino.response-status')];
    holder[Symbol.for('casino.response-status')] = requests;
    await requests.run({ clientAddress: '203.0.113.5' }, () => serverTransport(forged, options).send('/api/confirmContact', { method: 'POST' }));
    holder[Symbol.for('casino.response-status')] = previous;
    expect(seen).toEqual([undefined, '203.0.113.5']);
  });
});
