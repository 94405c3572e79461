import { describe, expect, it } from 'vitest';
import { localeOf, localizePath, stripLocale } from './locale-path';

const locales = ['en-US', 'pt-BR', 'es-ES', 'ar'];
const ctx = { locales, defaultLocale: 'en-US' };

describe('localizePath', () => {
  it('leaves the default locale unprefixed', () => {
    expect(localizePath('/offers', 'en-US', 'en-US')).toBe('/offers');
    expect(localizePath('/', 'en-US', 'en-US')).toBe('/');
  });

  it('prefixes other locales, keeping query and hash', () => {
    expect(localizePath('/offers?x=1#top', 'pt-BR', 'en-US')).toBe('/pt-BR/offers?x=1#top');
    expect(localizePath('/', 'ar', 'en-US')).toBe('/ar');
    expect(localizePath('/?a=b', 'ar', 'en-US')).toBe('/ar?a=b');
    expect(localizePath('offers', 'ar', 'en-US')).toBe('/ar/offers');
  });
});

describe('stripLocale', () => {
  it('splits a known prefix', () => {
    expect(stripLocale('/pt-BR/offers/1', locales)).toEqual({ locale: 'pt-BR', pathname: '/offers/1' });
    expect(stripLocale('/ar', locales)).toEqual({ locale: 'ar', pathname: '/' });
  });

  it('keeps unknown or differently cased segments as path', () => {
    expect(stripLocale('/xx-YY', locales)).toEqual({ locale: null, pathname: '/xx-YY' });
    expect(stripLocale('/pt-br/offers', locales)).toEqual({ locale: null, pathname: '/pt-br/offers' });
    expect(stripLocale('/arabic', locales)).toEqual({ locale: null, pathname: '/arabic' });
    expect(stripLocale('', locales)).toEqual({ locale: null, pathname: '/' });
  });

  it('localeOf falls back to the default', () => {
    expect(localeOf('/es-ES/x', ctx)).toBe('es-ES');
    expect(localeOf('/x', ctx)).toBe('en-US');
  });
});
