import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogin, useLogout } from '@/features/auth';
import { makeTestQueryClient } from '@/tests/fixtures/render-with-providers';
import { api, ok, setupApiServer } from '@/tests/fixtures/msw';
import { clearPageCaches } from './page-caches';

const ORIGIN = 'https://casino.test';

/** A CacheStorage in memory: cache name → kept URLs. */
function fakeCaches(content: Record<string, string[]>) {
  const stores = new Map(Object.entries(content).map(([name, urls]) => [name, new Set(urls.map((u) => `${ORIGIN}${u}`))]));
  const storage = {
    keys: vi.fn(async () => [...stores.keys()]),
    open: vi.fn(async (name: string) => {
      const urls = stores.get(name) ?? new Set<string>();
      stores.set(name, urls);
      return {
        keys: async () => [...urls].map((url) => new Request(url)),
        delete: async (request: Request) => urls.delete(request.url),
      } as unknown as Cache;
    }),
  };
  const kept = () => Object.fromEntries([...stores].map(([name, urls]) => [name, [...urls].map((u) => new URL(u).pathname)]));
  return { storage, kept };
}

const worker = () => ({ postMessage: vi.fn() }) as unknown as ServiceWorker & { postMessage: ReturnType<typeof vi.fn> };

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(globalThis, 'caches');
});

describe('clearPageCaches', () => {
  it('drops the kept pages of every build but the offline page; build assets and other caches stay', async () => {
    const { storage, kept } = fakeCaches({
      'pages-b1': ['/offline.html', '/profile/settings', '/casino'],
      'pages-b0': ['/cashier/wallet'],
      'static-b1': ['/_next/static/chunks/a.js'],
    });
    await clearPageCaches({ caches: storage, location: { origin: ORIGIN } });
    expect(kept()).toEqual({ 'pages-b1': ['/offline.html'], 'pages-b0': [], 'static-b1': ['/_next/static/chunks/a.js'] });
  });

  it('tells each worker of the page once (CLEAR_PAGES)', async () => {
    const active = worker();
    const waiting = worker();
    const serviceWorker = { controller: active, getRegistration: async () => ({ active, waiting, installing: null }) as unknown as ServiceWorkerRegistration };
    await clearPageCaches({ navigator: { serviceWorker } });
    expect(active.postMessage).toHaveBeenCalledTimes(1);
    expect(active.postMessage).toHaveBeenCalledWith({ type: 'CLEAR_PAGES' });
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'CLEAR_PAGES' });
  });

  it('never fails and never holds the sign-out up', async () => {
    await expect(clearPageCaches({})).resolves.toBeUndefined();
    const broken = { keys: async () => Promise.reject(new Error('SecurityError')), open: vi.fn() };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(clearPageCaches({ caches: broken as never })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    vi.useFakeTimers();
    const stuck = clearPageCaches({ caches: { keys: () => new Promise<string[]>(() => undefined), open: vi.fn() } });
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(stuck).resolves.toBeUndefined();
  });
});

describe('sign-in and sign-out drop the kept pages', () => {
  const server = setupApiServer();
  function Providers({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={makeTestQueryClient()}>{children}</QueryClientProvider>;
  }
  const signOut = async () => {
    const { result } = renderHook(() => useLogout(), { wrapper: Providers });
    await act(() => result.current.mutateAsync());
  };
  const signIn = async () => {
    const { result } = renderHook(() => useLogin(), { wrapper: Providers });
    await act(() => result.current.mutateAsync({ login: 'bonus@example.com', password: 'Demo1234' }));
  };

  it.each([
    ['sign-out', 'logout', 1, signOut],
    ['sign-in', 'login', { uid: 7 }, signIn],
  ] as const)('%s', async (_, method, data, run) => {
    const { storage, kept } = fakeCaches({ 'pages-b1': ['/offline.html', '/casino'] });
    Object.defineProperty(globalThis, 'caches', { value: storage, configurable: true });
    server.use(api.post(method, () => ok(data)));
    await run();
    expect(kept()).toEqual({ 'pages-b1': ['/offline.html'] });
  });
});
