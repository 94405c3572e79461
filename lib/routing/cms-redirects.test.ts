import { describe, expect, it } from 'vitest';
import { resolveCmsRedirect } from './cms-redirects';
import { fillWildcards, matchWildcard } from './wildcard';

describe('matchWildcard', () => {
  it('matches literally without wildcards, ignoring case and trailing slash', () => {
    expect(matchWildcard('/old-page', '/old-page')).toEqual([]);
    expect(matchWildcard('/old-page/', '/Old-Page')).toEqual([]);
    expect(matchWildcard('old-page', '/old-page')).toEqual([]);
    expect(matchWildcard('/old-page', '/old-page-2')).toBeNull();
  });

  it('captures each * across segments', () => {
    expect(matchWildcard('/promo/*', '/promo/summer/2025')).toEqual(['summer/2025']);
    expect(matchWildcard('/a/*/b/*', '/a/x/b/y')).toEqual(['x', 'y']);
    expect(matchWildcard('/promo/*', '/promotions')).toBeNull();
  });

  it('treats regex characters literally', () => {
    expect(matchWildcard('/a.b(c)', '/a.b(c)')).toEqual([]);
    expect(matchWildcard('/a.b', '/aXb')).toBeNull();
  });

  it('accepts an absolute from_url', () => {
    expect(matchWildcard('https://casino.example/old/*', '/old/x')).toEqual(['x']);
  });

  it('fills captures into the target', () => {
    expect(fillWildcards('/new/*', ['x/y'])).toBe('/new/x/y');
    expect(fillWildcards('/new/*/*', ['a'])).toBe('/new/a/');
  });
});

describe('resolveCmsRedirect', () => {
  const rules = [
    { from_url: '/old-bonus', to_url: '/offers' },
    { from_url: '/promo/*', to_url: '/promotions?from=*', status: 301 as const },
    { from_url: '/blog*', to_url: 'https://blog.example.com/casino' },
    { from_url: '/xss', to_url: 'javascript:alert(1)' },
    { from_url: '/xss2', to_url: '  JaVa&#115;cript:alert(1)' },
    { from_url: '/proto', to_url: '//evil.example' },
    { from_url: '/loop', to_url: '/loop' },
    { from_url: '/with-hash', to_url: '/offers#top' },
  ];

  it('redirects internally, keeping query and hash', () => {
    expect(resolveCmsRedirect({ pathname: '/old-bonus', search: '?utm=1', hash: '#x' }, rules)).toEqual({
      location: '/offers?utm=1#x',
      status: 302,
      external: false,
    });
    expect(resolveCmsRedirect({ pathname: '/with-hash', hash: '#x' }, rules)?.location).toBe('/offers#top');
  });

  it('substitutes wildcards and merges queries (target keys win)', () => {
    expect(resolveCmsRedirect({ pathname: '/promo/summer', search: '?from=x&utm=2' }, rules)).toEqual({
      location: '/promotions?from=summer&utm=2',
      status: 301,
      external: false,
    });
  });

  it('localizes internal targets', () => {
    const localize = (p: string) => `/pt-BR${p}`;
    expect(resolveCmsRedirect({ pathname: '/old-bonus' }, rules, localize)?.location).toBe('/pt-BR/offers');
  });

  it('redirects externally with the query kept', () => {
    expect(resolveCmsRedirect({ pathname: '/blog/post-1', search: '?a=1' }, rules)).toEqual({
      location: 'https://blog.example.com/casino?a=1',
      status: 302,
      external: true,
    });
  });

  it('skips dangerous, protocol-relative and self-pointing targets', () => {
    expect(resolveCmsRedirect({ pathname: '/xss' }, rules)).toBeNull();
    expect(resolveCmsRedirect({ pathname: '/xss2' }, rules)).toBeNull();
    expect(resolveCmsRedirect({ pathname: '/proto' }, rules)).toBeNull();
    expect(resolveCmsRedirect({ pathname: '/loop' }, rules)).toBeNull();
    expect(resolveCmsRedirect({ pathname: '/nothing' }, rules)).toBeNull();
  });

  it('does not let a wildcard capture smuggle a host into the target', () => {
    const sneaky = [{ from_url: '/go/*', to_url: '/*' }];
    expect(resolveCmsRedirect({ pathname: '/go//evil.example' }, sneaky)).toBeNull();
    expect(resolveCmsRedirect({ pathname: '/go/offers' }, sneaky)?.location).toBe('/offers');
  });
});
