import { describe, expect, it } from 'vitest';
import { isNumericId, isValidSysname, validateRoute } from './validation';

describe('validateRoute', () => {
  it.each(['/offers/12', '/jackpots/3', '/tournaments/99', '/tournaments/99/gamehall', '/game/book-of-ra', '/cashier/deposit/visa_card', '/about', '/xx-YY', '/sobre-nós'])(
    'accepts %s',
    (path) => expect(validateRoute(path).ok).toBe(true),
  );

  it.each(['/offers/abc', '/offers/0', '/offers/-1', '/jackpots/1e3', '/tournaments/12x', '/tournaments/x/gamehall', '/game/..%2F..%2Fetc', '/game/%3Cscript%3E', '/cashier/deposit/a%20b', '/_bad', '/loyalty/%00'])(
    'refuses %s with the §8 message',
    (path) => {
      const result = validateRoute(path, `/pt-BR${path}`);
      expect(result).toMatchObject({ ok: false, status: 404, reason: 'invalid-param', message: `Page Not Found: /pt-BR${path}` });
    },
  );

  it('reports unknown paths apart from invalid params', () => {
    expect(validateRoute('/a/b/c')).toMatchObject({ ok: false, reason: 'unknown-route', message: 'Page Not Found: /a/b/c' });
  });

  it('exposes the patterns as predicates', () => {
    expect(isNumericId('123')).toBe(true);
    expect(isNumericId('0123')).toBe(false);
    expect(isValidSysname('netent_starburst')).toBe(true);
    expect(isValidSysname('a/b')).toBe(false);
    expect(isValidSysname('x'.repeat(200))).toBe(false);
  });
});
