// Sign-in and sign-out drop the pages the service worker kept (app/sw.js/service-worker.js), so
// that nobody's page shows offline to the next visitor of the browser. The worker keeps public
// pages only; this is the second lock. Light on purpose: the auth flows import it.

/** The worker's page caches are `pages-{build}`; its offline page stays. */
const PAGE_CACHE_PREFIX = 'pages-';
const OFFLINE_PATH = '/offline.html';
const CLEAR_TIMEOUT_MS = 2_000;

type Scope = {
  caches?: Pick<CacheStorage, 'keys' | 'open'>;
  navigator?: { serviceWorker?: Pick<ServiceWorkerContainer, 'controller' | 'getRegistration'> };
  location?: { origin: string };
};

async function dropKeptPages(storage: NonNullable<Scope['caches']>, origin: string) {
  const names = (await storage.keys()).filter((name) => name.startsWith(PAGE_CACHE_PREFIX));
  await Promise.all(
    names.map(async (name) => {
      const cache = await storage.open(name);
      const requests = await cache.keys();
      await Promise.all(requests.filter((r) => new URL(r.url, origin).pathname !== OFFLINE_PATH).map((r) => cache.delete(r)));
    }),
  );
}

async function tellWorkers(container: NonNullable<NonNullable<Scope['navigator']>['serviceWorker']>) {
  const registration = await container.getRegistration().catch(() => undefined);
  const workers = new Set([container.controller, registration?.active, registration?.waiting, registration?.installing].filter((w): w is ServiceWorker => Boolean(w)));
  for (const worker of workers) worker.postMessage({ type: 'CLEAR_PAGES' });
}

/**
 * Drops the worker's kept pages (all but the offline page): straight from the page's CacheStorage,
 * and tells the worker (CLEAR_PAGES) too. Never fails and never waits more than 2 s.
 */
export async function clearPageCaches(scope: Scope = globalThis as Scope): Promise<void> {
  const work = Promise.all([
    scope.caches ? dropKeptPages(scope.caches, scope.location?.origin ?? 'http://localhost') : undefined,
    scope.navigator?.serviceWorker ? tellWorkers(scope.navigator.serviceWorker) : undefined,
  ]).catch((error: unknown) => console.warn('[app] kept pages not cleared', error));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, CLEAR_TIMEOUT_MS)))]);
  clearTimeout(timer);
}
