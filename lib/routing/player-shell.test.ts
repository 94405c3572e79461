import { describe, expect, it } from 'vitest';
import { isKeptPlayerPath, isPlayerShellRender, playerShellFor, playerShellRender, REQUEST_STORE_KEY, withoutSessionCookie } from './player-shell';

describe('player shell', () => {
  it('keeps the home page, the game hall and the deposit page, in any locale, and nothing else of a player', () => {
    for (const path of ['/', '/gamehall', '/gamehall/', '/de', '/de/', '/pt-BR/gamehall', '/ar/gamehall', '/cashier/deposit', '/es-ES/cashier/deposit'])
      expect(isKeptPlayerPath(path), path).toBe(true);
    for (const path of ['/cashier/deposit/visa', '/cashier', '/promotions', '/gamehall/slots', '/profile', '/de/profile/settings', '/game/book-of-ra', '/gamehallx', '/xyz/gamehall/1'])
      expect(isKeptPlayerPath(path), path).toBe(false);
  });

  it('gives a player the shell of their variant: one for every player on home and hall, one per currency on the deposit page', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const player = { uid: 7, reg_time: '2025-01-01T00:00:00Z', balance_main: { currency: 'EUR' } };
    expect(playerShellFor('/', player, now)).toEqual({ currency: 'EUR', variant: '' });
    expect(playerShellFor('/ar/gamehall', player, now)).toEqual({ currency: 'EUR', variant: '' });
    expect(playerShellFor('/cashier/deposit', player, now)).toEqual({ currency: 'EUR', variant: 'currency=EUR' });
    // a new player's first two hours: the deposit page may show their registration hint, so it is theirs
    const newcomer = { ...player, reg_time: '2026-11-28T11:00:00Z' };
    expect(playerShellFor('/cashier/deposit', newcomer, now)).toBeNull();
    expect(playerShellFor('/', newcomer, now)).toEqual({ currency: 'EUR', variant: '' });
    // no shell for a guest, an account without a currency, or another page
    expect(playerShellFor('/', { ...player, uid: 0 }, now)).toBeNull();
    expect(playerShellFor('/', { uid: 7 }, now)).toBeNull();
    expect(playerShellFor('/profile', player, now)).toBeNull();
  });

  it('takes every session cookie off a Cookie header and leaves the others as they were', () => {
    expect(withoutSessionCookie('sid=abc')).toBe('');
    expect(withoutSessionCookie('theme=dark; sid=abc; i18n_locale=de')).toBe('theme=dark; i18n_locale=de');
    expect(withoutSessionCookie('sid=a;sid=b;theme=light')).toBe('theme=light');
    expect(withoutSessionCookie(' sid = abc ; sidecar=1')).toBe('sidecar=1');
  });

  it('is a shell only when the request store says so (a header cannot)', async () => {
    const { AsyncLocalStorage } = await import('node:async_hooks');
    const store = new AsyncLocalStorage<{ playerShell?: { currency: string; variant: string } }>();
    const holder = globalThis as unknown as Record<symbol, unknown>;
    const before = holder[REQUEST_STORE_KEY];
    holder[REQUEST_STORE_KEY] = store;
    try {
      expect(isPlayerShellRender()).toBe(false);
      expect(store.run({}, isPlayerShellRender)).toBe(false);
      expect(store.run({ playerShell: { currency: 'BRL', variant: '' } }, isPlayerShellRender)).toBe(true);
      expect(store.run({ playerShell: { currency: 'BRL', variant: '' } }, playerShellRender)).toEqual({ currency: 'BRL', variant: '' });
    } finally {
      holder[REQUEST_STORE_KEY] = before;
    }
  });
});
