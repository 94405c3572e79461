import { describe, expect, it } from 'vitest';
import { planRequest, type RequestFacts } from './plan-request';

const base: RequestFacts = {
  pathname: '/',
  search: '',
  ctx: { locales: ['en-US', 'pt-BR', 'es-ES', 'ar'], defaultLocale: 'en-US' },
  cmsRedirects: [
    { from_url: '/old-promo/*', to_url: '/promotions' },
    { from_url: '/profile', to_url: '/offers' },
  ],
  isSignedIn: false,
  backUrlPolicy: { siteOrigin: 'https://casino.example', allowlist: ['partner.example'] },
};
const plan = (facts: Partial<RequestFacts>) => planRequest({ ...base, ...facts });

describe('planRequest', () => {
  it('applies configured redirects first, in the locale of the prefix', () => {
    expect(plan({ pathname: '/pt-BR/old-promo/x', search: '?a=1' })).toMatchObject({
      kind: 'redirect',
      step: 'cms',
      locale: 'pt-BR',
      redirect: { location: '/pt-BR/promotions?a=1', external: false },
    });
    expect(plan({ pathname: '/profile', isSignedIn: true })).toMatchObject({ step: 'cms' });
  });

  it('then the fixed redirects, prefix kept (signed in; a guest meets the guard first, with the path asked for)', () => {
    expect(plan({ pathname: '/es-ES/profile/bets', cmsRedirects: [], isSignedIn: true })).toMatchObject({
      step: 'fixed',
      redirect: { location: '/es-ES/profile/bets/history' },
    });
    expect(plan({ pathname: '/profile', cmsRedirects: [] })).toMatchObject({ step: 'guard', redirect: { location: '/?redirectUrl=%2Fprofile' } });
  });

  it('then the anonymous guard', () => {
    expect(plan({ pathname: '/ar/cashier/deposit', search: '?m=1' })).toMatchObject({
      step: 'guard',
      redirect: { location: '/ar?redirectUrl=%2Far%2Fcashier%2Fdeposit%3Fm%3D1' },
    });
    expect(plan({ pathname: '/cashier/deposit', isSignedIn: true }).kind).toBe('next');
  });

  it('strips an unsafe backUrl, keeps a safe one', () => {
    expect(plan({ pathname: '/offers', search: '?backUrl=%2F%2Fevil.example&x=1' })).toMatchObject({
      step: 'back-url',
      redirect: { location: '/offers?x=1' },
    });
    expect(plan({ pathname: '/offers', search: '?backUrl=javascript%3Aalert(1)' })).toMatchObject({ redirect: { location: '/offers' } });
    expect(plan({ pathname: '/offers', search: '?backUrl=https%3A%2F%2Fpartner.example%2F' }).kind).toBe('next');
    expect(plan({ pathname: '/offers', search: '?backUrl=%2Fa&backUrl=%2F%2Fevil' })).toMatchObject({ step: 'back-url' });
  });

  it('answers 404 for invalid params, with the requested path', () => {
    expect(plan({ pathname: '/pt-BR/offers/abc' })).toEqual({ kind: 'not-found', message: 'Page Not Found: /pt-BR/offers/abc', locale: 'pt-BR' });
  });

  it('passes valid and unknown routes', () => {
    expect(plan({ pathname: '/game/starburst' })).toMatchObject({ kind: 'next', locale: 'en-US', match: { name: 'game-sysname' } });
    expect(plan({ pathname: '/xx-YY' })).toMatchObject({ kind: 'next', match: { name: 'slug', params: { slug: 'xx-YY' } } });
    expect(plan({ pathname: '/a/b/c/d' })).toMatchObject({ kind: 'next', match: null });
  });
});
