import { describe, expect, it } from 'vitest';
import { buildSitemapEntries, privateDisallows } from './sitemap';

const locales = { locales: ['en-US', 'pt-BR'], defaultLocale: 'en-US' };

describe('buildSitemapEntries', () => {
  it('lists each path once per locale with every alternate', () => {
    const entries = buildSitemapEntries([{ path: '/offers', priority: 0.8 }, { path: '/offers' }], locales, 'https://l.example');
    expect(entries.map((e) => e.url)).toEqual(['https://l.example/offers', 'https://l.example/pt-BR/offers']);
    expect(entries[1]).toMatchObject({
      priority: 0.8,
      alternates: { languages: { 'en-US': 'https://l.example/offers', 'pt-BR': 'https://l.example/pt-BR/offers', 'x-default': 'https://l.example/offers' } },
    });
  });
  it('gives the prefixed root without a trailing slash', () => {
    expect(buildSitemapEntries([{ path: '/' }], locales, 'https://l.example').map((e) => e.url)).toEqual(['https://l.example/', 'https://l.example/pt-BR']);
  });
});

describe('privateDisallows', () => {
  it('closes each private segment unprefixed and under every other locale', () => {
    expect(privateDisallows(['cashier', 'forms'], locales)).toEqual(['/cashier', '/forms', '/pt-BR/cashier', '/pt-BR/forms']);
  });
});
