import { describe, expect, it } from 'vitest';
import { escapeMalformedPath } from './malformed-path';

const FFFD = '%EF%BF%BD';

describe('escapeMalformedPath', () => {
  it('leaves paths without %, valid escapes and the query alone', () => {
    for (const url of ['/', '/game/sun-temple-riches', '/caf%C3%A9?q=%ff', '/pt-BR/a%20b', '/search?q=100%25', '/a%2Fb']) expect(escapeMalformedPath(url)).toBe(url);
  });

  it('reads escapes that are not UTF-8 as U+FFFD, keeping the valid ones and the query', () => {
    expect(escapeMalformedPath('/game/%ff')).toBe(`/game/${FFFD}`);
    expect(escapeMalformedPath('/pt-BR/game/%C0%AE?x=%ff')).toBe(`/pt-BR/game/${FFFD}${FFFD}?x=%ff`);
    expect(escapeMalformedPath('/caf%C3%A9/%ff')).toBe(`/caf%C3%A9/${FFFD}`);
    expect(escapeMalformedPath('/%2F%ff')).toBe(`/%2F${FFFD}`);
  });

  it('replaces a lone, truncated or encoded %', () => {
    expect(escapeMalformedPath('/100%')).toBe(`/100${FFFD}`);
    expect(escapeMalformedPath('/ar/%E0%A4%A')).toBe(`/ar/${FFFD}${FFFD}A`);
    expect(escapeMalformedPath('/foo/%25ff')).toBe(`/foo/${FFFD}ff`);
  });

  it('always yields a path that decodes, and still decodes after one more decodeURI', () => {
    for (const url of ['/%', '/%%', '/%f', '/%zz%ff', '/%E2%82', '/%ED%A0%80', '/a%2', '/%25%25', '/%2525ff']) {
      const path = escapeMalformedPath(url);
      expect(() => decodeURIComponent(path), url).not.toThrow();
      expect(() => decodeURIComponent(new URL(decodeURI(path), 'http://x').pathname), url).not.toThrow();
    }
  });
});
