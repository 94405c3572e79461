import { describe, expect, it } from 'vitest';
import { buildAlternates, localizedPath, normalizePath } from './alternates';

const set = { locales: ['en-US', 'pt-BR', 'es-ES', 'ar'], defaultLocale: 'en-US' };

describe('localizedPath', () => {
  it('keeps the default locale unprefixed', () => {
    expect(localizedPath('/offers', 'en-US', 'en-US')).toBe('/offers');
    expect(localizedPath('/', 'en-US', 'en-US')).toBe('/');
  });
  it('prefixes other locales, the root without a trailing slash', () => {
    expect(localizedPath('/offers/12', 'pt-BR', 'en-US')).toBe('/pt-BR/offers/12');
    expect(localizedPath('/', 'ar', 'en-US')).toBe('/ar');
  });
});

describe('normalizePath', () => {
  it('adds the leading slash and drops trailing slashes, query and hash', () => {
    expect(normalizePath('offers/')).toBe('/offers');
    expect(normalizePath('/game/x?demo=1#real')).toBe('/game/x');
    expect(normalizePath('')).toBe('/');
  });
});

describe('buildAlternates', () => {
  it('gives the canonical URL of the locale and an hreflang per locale plus x-default', () => {
    const result = buildAlternates('/tournaments/7', 'es-ES', set, 'https://casino.example');
    expect(result.canonical).toBe('https://casino.example/es-ES/tournaments/7');
    expect(result.languages).toEqual({
      'en-US': 'https://casino.example/tournaments/7',
      'pt-BR': 'https://casino.example/pt-BR/tournaments/7',
      'es-ES': 'https://casino.example/es-ES/tournaments/7',
      ar: 'https://casino.example/ar/tournaments/7',
      'x-default': 'https://casino.example/tournaments/7',
    });
  });
});
