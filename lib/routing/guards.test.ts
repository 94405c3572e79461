import { describe, expect, it } from 'vitest';
import { guardAnonymous, isGuardedPath, isSignedInByCookie, SESSION_COOKIE } from './guards';

const ctx = { locales: ['en-US', 'pt-BR', 'ar'], defaultLocale: 'en-US' };

describe('guardAnonymous', () => {
  it.each(['/cashier', '/cashier/deposit/visa', '/profile/settings', '/profile/bets/history', '/bets/live', '/responsible-game', '/profile/responsible-game'])(
    'sends anonymous visitors away from %s',
    (path) => {
      expect(guardAnonymous(path, false, ctx)?.location).toBe(`/?redirectUrl=${encodeURIComponent(path)}`);
    },
  );

  it('keeps the full path and query, URL-encoded', () => {
    const r = guardAnonymous('/cashier/deposit?amount=10&x=a b', false, ctx);
    expect(r).toEqual({ location: '/?redirectUrl=%2Fcashier%2Fdeposit%3Famount%3D10%26x%3Da+b', status: 307, external: false });
    expect(new URLSearchParams(r!.location.split('?')[1]).get('redirectUrl')).toBe('/cashier/deposit?amount=10&x=a b');
  });

  it('sends to the home of the prefixed locale', () => {
    expect(guardAnonymous('/pt-BR/profile/settings', false, ctx)?.location).toBe('/pt-BR?redirectUrl=%2Fpt-BR%2Fprofile%2Fsettings');
  });

  it('lets signed-in users and open pages through', () => {
    expect(guardAnonymous('/cashier', true, ctx)).toBeNull();
    expect(guardAnonymous('/offers', false, ctx)).toBeNull();
    expect(guardAnonymous('/betting', false, ctx)).toBeNull(); // "bets" is a segment, not a substring
    expect(guardAnonymous('/game/cashier-hero', false, ctx)).toBeNull();
  });

  it('matches segments case-insensitively', () => {
    expect(isGuardedPath('/CASHIER/deposit')).toBe(true);
    expect(isGuardedPath('/offers/1')).toBe(false);
  });

  it('reads the session cookie', () => {
    expect(SESSION_COOKIE).toBe('sid');
    expect(isSignedInByCookie((n) => (n === 'sid' ? 'abc' : undefined))).toBe(true);
    expect(isSignedInByCookie(() => '')).toBe(false);
    expect(isSignedInByCookie(() => undefined)).toBe(false);
  });
});
