import { describe, expect, it } from 'vitest';
import { isKeptPlayerPath, isPlayerShellRender, REQUEST_STORE_KEY, withoutSessionCookie } from './player-shell';

describe('player shell', () => {
  it('keeps the home page, the game hall and the deposit page, in any locale, and nothing else of a player', () => {
    for (const path of ['/', '/gamehall', '/gamehall/', '/de', '/de/', '/pt-BR/gamehall', '/ar/gamehall', '/cashier/deposit', '/es-ES/cashier/deposit'])
      expect(isKeptPlayerPath(path), path).toBe(true);
    for (const path of ['/cashier/deposit/visa', '/cashier', '/promotions', '/gamehall/slots', '/profile', '/de/profile/settings', '/game/book-of-ra', '/gamehallx', '/xyz/gamehall/1'])
      expect(isKeptPlayerPath(path), path).toBe(false);
  });

  it('takes every session cookie off a Cookie header and leaves the others as they were', () => {
    expect(withoutSessionCookie('sid=abc')).toBe('');
    expect(withoutSessionCookie('theme=dark; sid=abc; i18n_locale=de')).toBe('theme=dark; i18n_locale=de');
    expect(withoutSessionCookie('sid=a;sid=b;theme=light')).toBe('theme=light');
    expect(withoutSessionCookie(' sid = abc ; sidecar=1')).toBe('sidecar=1');
  });

  it('is a shell only when the request store says so (a header cannot)', async () => {
    const { AsyncLocalStorage } = await import('node:async_hooks');
    const store = new AsyncLocalStorage<{ playerShell?: boolean }>();
    const holder = globalThis as unknown as Record<symbol, unknown>;
    const before = holder[REQUEST_STORE_KEY];
    holder[REQUEST_STORE_KEY] = store;
    try {
      expect(isPlayerShellRender()).toBe(false);
      expect(store.run({}, isPlayerShellRender)).toBe(false);
      expect(store.run({ playerShell: true }, isPlayerShellRender)).toBe(true);
    } finally {
      holder[REQUEST_STORE_KEY] = before;
    }
  });
});
