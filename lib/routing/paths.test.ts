import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';
import { MAX_HALL_PROVIDERS, MAX_PROVIDER_LENGTH, paths, readGamehallQuery, readPage } from './paths';

describe('paths', () => {
  it('builds paths that match their routes', () => {
    expect(matchRoute(paths.game('book-of-ra'))?.name).toBe('game-sysname');
    expect(matchRoute(paths.cashierDeposit())?.name).toBe('cashier-index-deposit');
    expect(matchRoute(paths.cashierDeposit('visa'))?.name).toBe('cashier-index-deposit-index-sysname');
    expect(matchRoute(paths.tournamentGamehall(5))?.name).toBe('tournaments-id-gamehall');
    expect(matchRoute(paths.signUp())?.name).toBe('forms-sign_up');
    expect(matchRoute(paths.cashierResult('success', 'tx1'))?.name).toBe('cashier-index-paysuccess-transaction');
    expect(matchRoute(paths.cashierResult('new-window'))?.name).toBe('cashier-index-paynewwindow');
    expect(matchRoute(paths.profile('bets/history'))?.name).toBe('profile-bets-history');
  });

  it('encodes values', () => {
    expect(paths.game('a/b')).toBe('/game/a%2Fb');
    expect(paths.page('sobre nós')).toBe('/sobre%20n%C3%B3s');
    expect(paths.game('x', { real: true })).toBe('/game/x#real');
  });

  it('builds game-hall and settings queries', () => {
    expect(paths.gamehall()).toBe('/gamehall');
    expect(paths.gamehall({ category: 'slots', providers: ['netent', 'playngo'] })).toBe('/gamehall/slots?providers=netent%2Cplayngo');
    expect(paths.profileSettings({ from: 'deposit', toastType: 'fill_for_deposit' })).toBe('/profile/settings?from=deposit&toastType=fill_for_deposit');
  });

  it('reads game-hall queries', () => {
    expect(readGamehallQuery('?category=live&providers=a,%20b,,c')).toEqual({ category: 'live', providers: ['a', 'b', 'c'] });
    expect(readGamehallQuery('', 'slots')).toEqual({ category: 'slots', providers: [] });
  });

  it('parses the providers filter once: each kept once, over-long values dropped, the count capped', () => {
    expect(readGamehallQuery('?providers=a,b,a,%20a,b')).toEqual({ category: null, providers: ['a', 'b'] });
    // a 6 KB query of one provider repeated is one provider, not thousands copied into every link
    expect(readGamehallQuery(`?providers=${Array(3000).fill('a').join(',')}`).providers).toEqual(['a']);
    expect(readGamehallQuery(`?providers=${'x'.repeat(MAX_PROVIDER_LENGTH + 1)},ok`).providers).toEqual(['ok']);
    const many = Array.from({ length: 500 }, (_, i) => `p${i}`);
    const { providers } = readGamehallQuery(`?providers=${many.join(',')}`);
    expect(providers).toHaveLength(MAX_HALL_PROVIDERS);
    expect(providers).toEqual(many.slice(0, MAX_HALL_PROVIDERS));
  });

  it('reads page numbers', () => {
    expect(readPage('3')).toBe(3);
    expect(readPage(['2', '5'])).toBe(2);
    for (const bad of [undefined, null, '', '0', '-1', '1.5', 'abc', '1e400']) expect(readPage(bad)).toBe(1);
  });
});
