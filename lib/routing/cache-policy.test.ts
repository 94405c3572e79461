import { describe, expect, it } from 'vitest';
import { isPublicPageRequest } from './cache-policy';

describe('isPublicPageRequest', () => {
  it('lets a shared cache keep content pages asked for without cookies', () => {
    for (const url of ['/', '/gamehall', '/pt-BR/gamehall/slots?providers=aurora', '/game/sun-temple-riches', '/promotions', '/ar/winners']) {
      expect(isPublicPageRequest({ url })).toBe(true);
    }
    expect(isPublicPageRequest({ method: 'HEAD', url: '/' })).toBe(true);
  });

  it('never for a visitor with any cookie or credentials', () => {
    expect(isPublicPageRequest({ url: '/', cookie: 'sid=abc' })).toBe(false);
    expect(isPublicPageRequest({ url: '/', cookie: 'theme=light' })).toBe(false);
    expect(isPublicPageRequest({ url: '/', authorization: 'Bearer x' })).toBe(false);
  });

  it('never for guarded areas, framed forms or non-GET requests', () => {
    for (const url of ['/cashier', '/es-ES/profile/bets/history', '/bets/x', '/responsible-game', '/forms/sign_in']) {
      expect(isPublicPageRequest({ url })).toBe(false);
    }
    expect(isPublicPageRequest({ method: 'POST', url: '/' })).toBe(false);
  });
});
