import { describe, expect, it } from 'vitest';
import { depositMethodPath, depositMethodRedirect, fixedRedirect } from './fixed-redirects';

const ctx = { locales: ['en-US', 'pt-BR'], defaultLocale: 'en-US' };

describe('fixedRedirect', () => {
  it.each([
    ['/profile', '/profile/settings'],
    ['/profile/', '/profile/settings'],
    ['/profile/bets', '/profile/bets/history'],
    ['/cashier/billing', '/cashier/deposit'],
  ])('%s → %s', (from, to) => {
    expect(fixedRedirect(from, '', ctx)).toEqual({ location: to, status: 308, external: false });
  });

  it('keeps the locale prefix and the query', () => {
    expect(fixedRedirect('/pt-BR/profile', '?from=deposit&toastType=fill', ctx)?.location).toBe(
      '/pt-BR/profile/settings?from=deposit&toastType=fill',
    );
  });

  it('leaves other paths alone', () => {
    expect(fixedRedirect('/profile/settings', '', ctx)).toBeNull();
    expect(fixedRedirect('/cashier', '', ctx)).toBeNull();
  });
});

describe('depositMethodRedirect', () => {
  const methods = [{ sysname: 'visa', id: 3 }, { sysname: 'pix', id: 9 }];

  it('keeps known methods', () => {
    expect(depositMethodRedirect('/cashier/deposit/visa', methods)).toBeNull();
    expect(depositMethodRedirect('/cashier/deposit/9', methods, { display: 'id' })).toBeNull();
  });

  it('sends an unknown method to the deposit index, prefix and query kept', () => {
    expect(depositMethodRedirect('/cashier/deposit/bitcoin', methods)?.location).toBe('/cashier/deposit');
    expect(depositMethodRedirect('/pt-BR/cashier/deposit/visa', methods, { display: 'id', search: '?a=1', ctx })?.location).toBe(
      '/pt-BR/cashier/deposit?a=1',
    );
  });

  it('ignores other pages', () => {
    expect(depositMethodRedirect('/cashier/deposit', methods)).toBeNull();
    expect(depositMethodRedirect('/game/visa', [])).toBeNull();
  });

  it('picks the path part by paymentMethodsUrlDisplay', () => {
    expect(depositMethodPath({ sysname: 'visa', id: 3 })).toBe('visa');
    expect(depositMethodPath({ sysname: 'visa', id: 3 }, 'id')).toBe('3');
    expect(depositMethodPath({ sysname: 'visa' }, 'id')).toBe('visa');
  });
});
