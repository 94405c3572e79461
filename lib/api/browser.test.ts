// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApi, browserTransport } from './browser';

describe('browserApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.lang = '';
  });

  it('calls the page origin with the <html lang> locale, not embedded', async () => {
    document.documentElement.lang = 'ar';
    const fetchMock = vi.fn(async (..._args: unknown[]) => Response.json({ data: { uid: 0 } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(browserApi.call('getInfo')).resolves.toEqual({ uid: 0 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${window.location.origin}/api/getInfo?v=2.34&locale=ar`);
    expect(init.credentials).toBe('same-origin');
    expect(browserTransport.embedded()).toBe(false);
  });
});
