/* Service worker (scope /): network-first HTML with an offline fallback, cache-first build assets. */
'use strict';
const BUILD = '__BUILD_ID__';
const PAGES = `pages-${BUILD}`;
const STATIC = `static-${BUILD}`;
const OFFLINE_URL = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PAGES).then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' }))));
});

// Caches of other builds go: a page cached by an older build never shows after a deploy.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== PAGES && key !== STATIC).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// SKIP_WAITING: the page offered the reload and the visitor said yes, so this (waiting) worker takes over.
// CACHE: the page that registered the worker hands its own URL and build assets, fetched before the worker ran.
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'SKIP_WAITING') self.skipWaiting();
  if (data.type === 'CACHE') {
    const same = (url) => new URL(url, self.location.origin).origin === self.location.origin;
    const assets = (data.assets || []).filter((url) => same(url) && new URL(url, self.location.origin).pathname.startsWith('/_next/static/'));
    event.waitUntil(
      Promise.all([
        caches.open(STATIC).then((cache) => Promise.all(assets.map((url) => cache.match(url).then((hit) => hit || cache.add(url).catch(() => undefined))))),
        data.page && same(data.page) ? caches.open(PAGES).then((cache) => cache.add(new Request(data.page, { credentials: 'same-origin' })).catch(() => undefined)) : undefined,
      ]),
    );
  }
});

function isPage(request) {
  return request.mode === 'navigate' && request.method === 'GET';
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') cache.put(request, response.clone());
    return response;
  } catch {
    return (await cache.match(request, { ignoreVary: true })) || (await cache.match(OFFLINE_URL)) || Response.error();
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(STATIC);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isPage(request)) {
    event.respondWith(networkFirst(request));
  } else if (request.method === 'GET' && url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(request));
  }
});
