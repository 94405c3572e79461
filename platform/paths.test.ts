import { describe, expect, it } from 'vitest';
import { isPlatformPath, pathnameOf } from './paths';

describe('isPlatformPath', () => {
  it('claims the platform prefixes and exact paths', () => {
    for (const path of ['/api/getInfo', '/api/games/get', '/nfx/i18n/locales', '/hit', '/oauth/init', '/games/mines/cover.svg', '/socket.io/', '/healthz', '/readyz', '/builds/latest.json', '/pay/demo/12', '/provider-wallet/sim/bet', '/psp/simpay/webhook']) {
      expect(isPlatformPath(path), path).toBe(true);
    }
  });

  it('leaves the site its pages, including look-alikes', () => {
    for (const path of ['/', '/gamehall', '/game/mines', '/pt-BR/api/x', '/apis', '/hits', '/healthz2', '/builds-page', '/tournaments']) {
      expect(isPlatformPath(path), path).toBe(false);
    }
  });

  it('reads the path of a request URL', () => {
    expect(pathnameOf('/api/getInfo?v=1#x')).toBe('/api/getInfo');
    expect(pathnameOf(undefined)).toBe('/');
  });
});
