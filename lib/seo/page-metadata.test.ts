import { describe, expect, it } from 'vitest';
import { buildPageMetadata } from './page-metadata';
import type { SeoSettings } from '../cms/types';

const locales = { locales: ['en-US', 'pt-BR'], defaultLocale: 'en-US' };
const seo: SeoSettings = {
  titleTemplate: '%s | Lucky',
  defaultTitle: 'Lucky Casino',
  description: 'Play online',
  templates: { game: { title: 'Play {name} by {provider}', description: '{name}: demo and real money' } },
};

describe('buildPageMetadata', () => {
  it('applies the CMS title template and builds canonical + hreflang', () => {
    const meta = buildPageMetadata({ path: '/offers', locale: 'pt-BR', locales, origin: 'https://lucky.example', title: 'Ofertas', seo });
    expect(meta.title).toEqual({ absolute: 'Ofertas | Lucky' });
    expect(meta.description).toBe('Play online');
    expect(meta.alternates.canonical).toBe('https://lucky.example/pt-BR/offers');
    expect(meta.alternates.languages['en-US']).toBe('https://lucky.example/offers');
    expect(meta.openGraph).toMatchObject({ url: 'https://lucky.example/pt-BR/offers', locale: 'pt_BR', siteName: 'Lucky Casino' });
    expect(meta.robots).toBeUndefined();
  });
  it('uses the default title for an empty page title and marks private pages noindex', () => {
    const meta = buildPageMetadata({ path: '/', locale: 'en-US', locales, origin: 'http://localhost:3000', title: '', seo, noindex: true });
    expect(meta.title.absolute).toBe('Lucky Casino');
    expect(meta.robots).toEqual({ index: false, follow: true });
  });
  it('leaves a complete title alone', () => {
    const meta = buildPageMetadata({ path: '/game/x', locale: 'en-US', locales, origin: 'https://l.example', title: 'Play X | Lucky', absoluteTitle: true, seo });
    expect(meta.title.absolute).toBe('Play X | Lucky');
  });
  it('makes image URLs absolute', () => {
    const meta = buildPageMetadata({ path: '/game/x', locale: 'en-US', locales, origin: 'https://lucky.example', title: 'X', image: '/img/x.png' });
    expect(meta.openGraph.images).toEqual(['https://lucky.example/img/x.png']);
    expect(meta.twitter.card).toBe('summary_large_image');
  });
});
