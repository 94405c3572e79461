import { describe, expect, it } from 'vitest';
import { decideScroll, elementScrollTop, MAX_ROUTE_PRELOADS } from './scroll';

describe('decideScroll', () => {
  it('scrolls smoothly to a hash target with the header offset', () => {
    expect(decideScroll({ to: { pathname: '/offers', hash: '#terms' }, headerOffset: 64 })).toEqual({
      kind: 'element',
      id: 'terms',
      behavior: 'smooth',
      offset: 64,
    });
    expect(decideScroll({ to: { pathname: '/', hash: '#r%C3%A8gles' } })).toMatchObject({ id: 'règles', offset: 0 });
  });

  it('goes to the top on a new page', () => {
    expect(decideScroll({ to: { pathname: '/offers' }, from: { pathname: '/' } })).toEqual({ kind: 'top', top: 0, left: 0 });
  });

  it('restores a saved position and keeps position on query-only changes', () => {
    expect(decideScroll({ to: { pathname: '/a' }, saved: { top: 300, left: 0 } })).toEqual({ kind: 'restore', top: 300, left: 0 });
    expect(decideScroll({ to: { pathname: '/gamehall' }, from: { pathname: '/gamehall' } })).toEqual({ kind: 'none' });
  });

  it('does not treat popup or Telegram hashes as targets', () => {
    expect(decideScroll({ to: { pathname: '/game/x', hash: '#real' } }).kind).toBe('top');
    expect(decideScroll({ to: { pathname: '/', hash: '#tgWebAppData=x' } }).kind).toBe('top');
  });

  it('computes the target top and the preload cap', () => {
    expect(elementScrollTop(500, 100, 64)).toBe(536);
    expect(elementScrollTop(10, 0, 64)).toBe(0);
    expect(MAX_ROUTE_PRELOADS).toBe(4);
  });
});
