import { afterEach, describe, expect, it, vi } from 'vitest';
import { installInProcessPlatform, ownServerFetch } from './in-process';

afterEach(() => {
  installInProcessPlatform(undefined);
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('ownServerFetch', () => {
  it("takes a GET of this server's own origin straight into the embedded platform: no render fetches its own (draining) server", async () => {
    vi.stubEnv('INTERNAL_ORIGIN', 'http://127.0.0.1:3301');
    const network = vi.fn(async () => new Response('from the network'));
    vi.stubGlobal('fetch', network);
    const seen: string[] = [];
    installInProcessPlatform(async (request) => {
      seen.push(request.url);
      return { status: 200, headers: { 'content-type': 'application/json' }, body: '{"locales":[]}' };
    });
    const res = await ownServerFetch('http://127.0.0.1:3301/nfx/i18n/locales', { cache: 'no-store' });
    expect(await res.json()).toEqual({ locales: [] });
    expect(seen).toEqual(['/nfx/i18n/locales']);
    expect(network).not.toHaveBeenCalled();
  });

  it('fetches anything else over the network: another origin (PLATFORM_URL), or no embedded platform', async () => {
    vi.stubEnv('INTERNAL_ORIGIN', 'http://127.0.0.1:3301');
    const network = vi.fn(async () => new Response('from the network'));
    vi.stubGlobal('fetch', network);
    expect(await (await ownServerFetch('http://127.0.0.1:3301/nfx/i18n/locales')).text()).toBe('from the network');
    installInProcessPlatform(async () => ({ status: 200, headers: {}, body: 'in process' }));
    expect(await (await ownServerFetch('https://platform.example/nfx/i18n/locales')).text()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(2);
  });
});
