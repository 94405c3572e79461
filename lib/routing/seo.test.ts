import { describe, expect, it } from 'vitest';
import { applyTitleTemplate, fillTemplate, SEO_PATH_TEMPLATES, seoFor, seoKindOf } from './seo';

describe('fillTemplate', () => {
  it('fills placeholders', () => {
    expect(fillTemplate('{title} | {site}', { title: 'Welcome bonus', site: 'Casino' })).toBe('Welcome bonus | Casino');
    expect(fillTemplate('{n} spins', { n: 50 })).toBe('50 spins');
  });

  it('tidies separators left by missing values', () => {
    expect(fillTemplate('{title} | {site}', { site: 'Casino' })).toBe('Casino');
    expect(fillTemplate('{a} | {b} | {c}', { a: 'A', c: 'C' })).toBe('A | C');
    expect(fillTemplate('{title}: games', {})).toBe('games');
  });
});

describe('seoFor', () => {
  it('uses the default template for a kind', () => {
    expect(seoFor('game', { title: 'Book of Ra', provider: 'Novomatic', site: 'Casino' })).toEqual({
      title: 'Play Book of Ra by Novomatic | Casino',
      description: 'Play Book of Ra by Novomatic online at Casino.',
    });
  });

  it('prefers the CMS template', () => {
    const templates = { offers: { title: 'Oferta {title}', description: '{description}' } };
    expect(seoFor('offers', { title: 'X', description: 'Y' }, templates)).toEqual({ title: 'Oferta X', description: 'Y' });
  });

  it('applies a site title template', () => {
    expect(applyTitleTemplate('%s | Casino', 'Offers')).toBe('Offers | Casino');
    expect(applyTitleTemplate('{title} — Casino', 'Offers')).toBe('Offers — Casino');
    expect(applyTitleTemplate('%s | Casino', '')).toBe('');
  });
});

describe('seoKindOf', () => {
  it.each([
    ['/offers/3', 'offers', { id: '3' }],
    ['/jackpots/4', 'jackpots', { id: '4' }],
    ['/game/starburst', 'game', { sysname: 'starburst' }],
    ['/tournaments/5', 'tournaments', { id: '5' }],
    ['/tournaments/5/gamehall', 'tournamentGamehall', { id: '5' }],
    ['/cashier/deposit/visa', 'cashierDeposit', { sysname: 'visa', method: 'visa' }],
    ['/cashier/deposit', 'cashierDeposit', {}],
  ])('%s is %s', (path, kind, params) => expect(seoKindOf(path)).toEqual({ kind, params }));

  it('has no kind for other pages', () => {
    expect(seoKindOf('/offers')).toBeNull();
    expect(seoKindOf('/nope/x/y')).toBeNull();
  });

  it('has a path template per kind', () => {
    expect(Object.keys(SEO_PATH_TEMPLATES).sort()).toEqual(['cashierDeposit', 'game', 'jackpots', 'offers', 'tournamentGamehall', 'tournaments']);
  });
});
