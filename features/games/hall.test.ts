import { describe, expect, it } from 'vitest';
import { readGamehallQuery } from '@/lib/routing';
import { catalogueProviders, FAVOURITES_CATEGORY, hallHref, hallParams, providerDisplayName, readHallSort } from './hall';

describe('game hall URLs', () => {
  it('reads a known sort and falls back to priority for anything else', () => {
    expect(readHallSort('newest')).toBe('newest');
    expect(readHallSort(['name', 'priority'])).toBe('name');
    expect(readHallSort('toString')).toBe('priority');
    expect(readHallSort(undefined)).toBe('priority');
  });

  it('keeps category, comma-separated providers, sort and page in the URL; defaults stay out', () => {
    expect(hallHref({ category: null, providers: [], sort: 'priority' })).toBe('/gamehall');
    expect(hallHref({ category: 'slots', providers: ['sunsoft', 'orbit'], sort: 'newest' }, 3)).toBe('/gamehall/slots?providers=sunsoft%2Corbit&sort=newest&page=3');
    expect(hallHref({ category: null, providers: [], sort: 'name' }, 1)).toBe('/gamehall?sort=name');
  });

  it('keeps only the catalogue\'s providers of a filter, so a crafted query never reaches the links', () => {
    const catalogue = [{ sysname: 'sunsoft' }, { sysname: 'orbit' }, { sysname: 'aurora' }];
    expect(catalogueProviders(['orbit', 'nope', 'sunsoft'], catalogue)).toEqual(['orbit', 'sunsoft']);
    expect(catalogueProviders(['nope'], catalogue)).toEqual([]);
    // without a catalogue answer the parsed (deduplicated, capped) list stays
    expect(catalogueProviders(['orbit', 'nope'], [])).toEqual(['orbit', 'nope']);
    // /gamehall?providers=a,a,a,…,orbit (6 KB): the links carry orbit alone
    const { providers } = readGamehallQuery(`?providers=${Array(3000).fill('a').join(',')},orbit,orbit`);
    const filter = { category: 'slots', providers: catalogueProviders(providers, catalogue), sort: 'priority' as const };
    expect(hallHref(filter)).toBe('/gamehall/slots?providers=orbit');
  });

  it('turns a hall page into games/get parameters (favourites are resolved by the caller)', () => {
    expect(hallParams({ category: 'slots', providers: ['orbit'], sort: 'popularity' }, 48, 24)).toEqual({
      sort: 'popularity',
      order: 'desc',
      offset: 48,
      count: 24,
      categories: ['slots'],
      providers: ['orbit'],
    });
    expect(hallParams({ category: FAVOURITES_CATEGORY, providers: [], sort: 'newest' }, 0, 24)).toEqual({ sort: 'created_at', order: 'desc', offset: 0, count: 24 });
  });
});

describe('providerDisplayName', () => {
  const catalogue = [
    { sysname: 'aurora', name: 'Aurora Studios' },
    { sysname: 'ironclad', name: 'Ironclad Gaming' },
  ];

  it('names a provider by its catalogue name, not its sysname (the game page title and body)', () => {
    expect(providerDisplayName(catalogue, 'aurora')).toBe('Aurora Studios');
    expect(providerDisplayName(catalogue, 'ironclad')).toBe('Ironclad Gaming');
  });

  it('falls back to the sysname when the catalogue lacks the provider or could not be read', () => {
    expect(providerDisplayName(catalogue, 'unknown')).toBe('unknown');
    expect(providerDisplayName([], 'aurora')).toBe('aurora');
    expect(providerDisplayName([{ sysname: 'aurora', name: '' }], 'aurora')).toBe('aurora');
  });
});
