// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerWorker } from './runtime';

/** A navigator.serviceWorker whose worker records the messages the page posts to it. */
function fakeServiceWorker(controlled: boolean) {
  const posted: unknown[] = [];
  const active = { postMessage: (message: unknown) => posted.push(message) };
  const registration = { active } as unknown as ServiceWorkerRegistration;
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: controlled ? active : null, register: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  return posted;
}

describe('registerWorker', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('hands the first page, loaded before the worker ran, to the worker to keep', async () => {
    const posted = fakeServiceWorker(false);
    await registerWorker();
    expect(posted).toEqual([{ type: 'CACHE', page: location.href, assets: [] }]);
  });

  it('hands nothing over from a page the worker controls: it came through the worker, and fetching it again costs a render', async () => {
    const posted = fakeServiceWorker(true);
    await registerWorker();
    expect(navigator.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(posted).toEqual([]);
  });
});
