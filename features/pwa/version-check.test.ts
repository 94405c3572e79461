// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLatestBuild, markReload, RELOAD_GUARD_KEY, RELOAD_GUARD_MS, reloadGuarded, watchVersion, type LatestBuild } from './version-check';

afterEach(() => vi.useRealTimers());

describe('new-version check', () => {
  it('reads builds/latest.json without the cache; a failure is no answer', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ buildId: 'b2', timestamp: 5 }))) as unknown as typeof fetch;
    expect(await fetchLatestBuild(fetcher)).toEqual({ buildId: 'b2', timestamp: 5 });
    expect(fetcher).toHaveBeenCalledWith('/builds/latest.json', { cache: 'no-store' });
    expect(await fetchLatestBuild((async () => new Response('no', { status: 404 })) as unknown as typeof fetch)).toBeNull();
    expect(await fetchLatestBuild((async () => Promise.reject(new Error('offline'))) as unknown as typeof fetch)).toBeNull();
  });

  it('takes the first answer as the page\'s build and reports a different one once, polling and on return to the tab', async () => {
    vi.useFakeTimers();
    const answers: (LatestBuild | null)[] = [{ buildId: 'a', timestamp: 1 }, null, { buildId: 'a', timestamp: 1 }, { buildId: 'b', timestamp: 2 }, { buildId: 'c', timestamp: 3 }];
    const fetchLatest = vi.fn(async () => answers.shift() ?? null);
    const onNewVersion = vi.fn();
    const stop = watchVersion({ onNewVersion, fetchLatest, intervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(onNewVersion).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewVersion).toHaveBeenCalledWith({ buildId: 'b', timestamp: 2 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps the reload guard flag 10 s', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(reloadGuarded(storage, 1_000_000)).toBe(false);
    markReload(storage, 1_000_000);
    expect(store.get(RELOAD_GUARD_KEY)).toBe('1000000');
    expect(reloadGuarded(storage, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(true);
    expect(reloadGuarded(storage, 1_000_000 + RELOAD_GUARD_MS)).toBe(false);
  });
});
