import { describe, expect, it, vi } from 'vitest';
import { frameOrigins, postToParent } from './frame';

describe('frameOrigins', () => {
  it('reads origins and bare hosts from a comma list, dropping junk', () => {
    expect(frameOrigins(' https://partner.example/path , casino.example:8443,, javascript:alert(1), ')).toEqual([
      'https://partner.example',
      'https://casino.example:8443',
      'http://casino.example:8443',
    ]);
    expect(frameOrigins('')).toEqual([]);
  });
});

describe('postToParent', () => {
  const framed = () => {
    const postMessage = vi.fn();
    const parent = { postMessage } as unknown as Window;
    const win = { self: {}, top: parent, parent, location: { origin: 'https://casino.example' } } as unknown as Window;
    return { win, postMessage };
  };

  it('posts to each allowed origin only (the browser delivers to the matching parent)', () => {
    const { win, postMessage } = framed();
    expect(postToParent({ type: 'redirect', url: '/cashier/deposit' }, ['https://partner.example'], win)).toBe(true);
    expect(postMessage.mock.calls).toEqual([
      [{ type: 'redirect', url: '/cashier/deposit' }, 'https://casino.example'],
      [{ type: 'redirect', url: '/cashier/deposit' }, 'https://partner.example'],
    ]);
  });

  it("with no allow-list configured, posts to the site's own origin only (the operator's own pages framing the forms)", () => {
    const { win, postMessage } = framed();
    expect(postToParent({ type: 'checkIframe', path: '/forms/sign_in' }, [], win)).toBe(true);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'checkIframe', path: '/forms/sign_in' }, 'https://casino.example');
  });

  it('posts nothing outside a frame', () => {
    const { postMessage } = framed();
    const top = { postMessage: vi.fn() } as unknown as Window;
    Object.assign(top, { self: top, top, parent: top });
    expect(postToParent({ type: 'refresh_user' }, ['https://partner.example'], top)).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
