import { describe, expect, it } from 'vitest';
import {
  isChatBadgeHidden,
  matchRoute,
  routeIsNamed,
  routeNameWithoutLocaleSuffix,
  shouldRecheckCampaignPopups,
} from './match-route';
import { ROUTES } from './route-table';

describe('matchRoute', () => {
  it.each([
    ['/', 'index', {}],
    ['/about', 'slug', { slug: 'about' }],
    ['/xx-YY', 'slug', { slug: 'xx-YY' }],
    ['/offers', 'offers', {}],
    ['/offers/12', 'offers-id', { id: '12' }],
    ['/gamehall/slots', 'gamehall-id', { id: 'slots' }],
    ['/tournaments/7/gamehall', 'tournaments-id-gamehall', { id: '7' }],
    ['/game/book-of-ra', 'game-sysname', { sysname: 'book-of-ra' }],
    ['/loyalty/shop', 'loyalty-shop', {}],
    ['/loyalty/gold', 'loyalty-sysname', { sysname: 'gold' }],
    ['/forms/sign_in', 'forms-sign_in', {}],
    ['/forms/sign_up', 'forms-sign_up', {}],
    ['/_icons', '_icons', {}],
    ['/cashier', 'cashier-index', {}],
    ['/cashier/deposit', 'cashier-index-deposit', {}],
    ['/cashier/deposit/visa', 'cashier-index-deposit-index-sysname', { sysname: 'visa' }],
    ['/cashier/paysuccess/tx-1', 'cashier-index-paysuccess-transaction', { transaction: 'tx-1' }],
    ['/profile/bets/history', 'profile-bets-history', {}],
    ['/profile/responsible-game', 'profile-responsible-game', {}],
    ['/responsible-game', 'responsible-game', {}],
    ['/bets', 'bets-all', { rest: '' }],
    ['/bets/live/42', 'bets-all', { rest: 'live/42' }],
  ])('%s → %s', (path, name, params) => {
    const match = matchRoute(path);
    expect(match?.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it('prefers static routes over params whatever the table order', () => {
    expect(matchRoute('/offers')?.name).toBe('offers');
    expect(matchRoute('/betting')?.name).toBe('betting');
    expect(matchRoute('/cashier/deposit')?.name).toBe('cashier-index-deposit');
  });

  it('ignores a trailing slash and doubled slashes', () => {
    expect(matchRoute('/offers/12/')?.name).toBe('offers-id');
    expect(matchRoute('//offers//12')?.name).toBe('offers-id');
  });

  it('gives layouts and the game flag', () => {
    expect(matchRoute('/forms/sign_up')?.layout).toBe('empty');
    expect(matchRoute('/_icons')?.layout).toBe('svg-sprite');
    expect(matchRoute('/offers')?.layout).toBe('default');
    expect(matchRoute('/game/x')?.isGame).toBe(true);
    expect(matchRoute('/offers')?.isGame).toBe(false);
  });

  it('decodes params and refuses broken escapes', () => {
    expect(matchRoute('/game/a%20b')?.params.sysname).toBe('a b');
    expect(matchRoute('/game/%E0%A4%A')).toBeNull();
  });

  it('returns null for paths no route has', () => {
    expect(matchRoute('/offers/1/2')).toBeNull();
    expect(matchRoute('/unknown/deep/path')).toBeNull();
  });

  it('has unique names and every §2 name the rules use', () => {
    const names = ROUTES.flatMap((r) => [r.name, ...(r.aliases ?? [])]);
    expect(new Set(names).size).toBe(names.length);
    for (const n of ['game-index-item', 'game-index-sysname', 'cashier-index-deposit-index-sysname', 'cashier-index-deposit', 'betting']) {
      expect(names).toContain(n);
    }
  });
});

describe('route names', () => {
  it('strips a trailing locale suffix', () => {
    expect(routeNameWithoutLocaleSuffix('game-sysname___en-US')).toBe('game-sysname');
    expect(routeNameWithoutLocaleSuffix('forms-sign_in___pt-BR')).toBe('forms-sign_in');
    expect(routeNameWithoutLocaleSuffix('betting')).toBe('betting');
  });

  it('hides the chat badge on betting and game pages, suffix or not', () => {
    expect(isChatBadgeHidden('betting___ar')).toBe(true);
    expect(isChatBadgeHidden('game-index-sysname___es-ES')).toBe(true);
    expect(isChatBadgeHidden(matchRoute('/game/x'))).toBe(true);
    expect(isChatBadgeHidden(matchRoute('/offers'))).toBe(false);
    expect(isChatBadgeHidden(null)).toBe(false);
  });

  it('skips the campaign popup re-check on the three named routes', () => {
    expect(shouldRecheckCampaignPopups(matchRoute('/cashier/deposit'))).toBe(false);
    expect(shouldRecheckCampaignPopups(matchRoute('/cashier/deposit/visa'))).toBe(false);
    expect(shouldRecheckCampaignPopups(matchRoute('/game/x'))).toBe(false); // alias game-index-item
    expect(shouldRecheckCampaignPopups('offers___pt-BR')).toBe(true);
    expect(routeIsNamed('offers-id', ['offers-id'])).toBe(true);
  });
});
