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
      named: true,
    });
  });

  it('prefers the CMS template; one without {site} is not the whole title (the site template follows)', () => {
    const templates = { offers: { title: 'Oferta {title}', description: '{description}' } };
    expect(seoFor('offers', { title: 'X', description: 'Y' }, templates)).toEqual({ title: 'Oferta X', description: 'Y', named: false });
  });

  it('does not repeat the kind\'s word a name already has, in any locale\'s template', () => {
    const tpl = (title: string) => ({ jackpots: { title, description: '' }, tournaments: { title, description: '' }, offers: { title, description: '' } });
    expect(seoFor('jackpots', { title: 'Mega jackpot' }, tpl('{title} jackpot')).title).toBe('Mega jackpot');
    expect(seoFor('jackpots', { title: 'Mega jackpot', site: 'Casino' }).title).toBe('Mega jackpot | Casino');
    expect(seoFor('jackpots', { title: 'Jackpot Mega' }, tpl('Jackpot {title}')).title).toBe('Jackpot Mega');
    expect(seoFor('jackpots', { title: 'Mega jackpot' }, tpl('Jackpot {title}')).title).toBe('Mega jackpot');
    expect(seoFor('tournaments', { title: 'Spring Tournament' }, tpl('{title} tournament')).title).toBe('Spring Tournament');
    // a name without the word keeps it; words the name only partly has stay; text up to another placeholder stays
    expect(seoFor('jackpots', { title: 'Daily drop' }, tpl('{title} jackpot')).title).toBe('Daily drop jackpot');
    expect(seoFor('jackpots', { title: 'Mega jackpot' }, tpl('Bote {title}')).title).toBe('Bote Mega jackpot');
    expect(seoFor('offers', { title: 'Welcome bonus' }, tpl('{title}: bonus offer')).title).toBe('Welcome bonus: bonus offer');
    expect(seoFor('game', { title: 'Stand by Me', provider: 'Acme', site: 'Casino' }).title).toBe('Play Stand by Me by Acme | Casino');
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
