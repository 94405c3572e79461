import { describe, expect, it, vi } from 'vitest';
import { createHub, type HubMessage, type SocketLike } from './hub';

const socket = () => ({ on: vi.fn(), onAny: vi.fn(), close: vi.fn() }) satisfies SocketLike;

describe('createHub', () => {
  it('shares one socket between tabs of the same player and closes it when the last leaves', () => {
    const sockets: ReturnType<typeof socket>[] = [];
    const hub = createHub(() => {
      const s = socket();
      sockets.push(s);
      return s;
    });
    const a = vi.fn<(m: HubMessage) => void>();
    const b = vi.fn<(m: HubMessage) => void>();
    hub.handle(a, { type: 'start', token: 't1', uid: 1 });
    hub.handle(b, { type: 'start', token: 't2', uid: 1 });
    expect(sockets).toHaveLength(1);
    hub.handle(a, { type: 'stop' });
    expect(sockets[0]!.close).not.toHaveBeenCalled();
    hub.handle(b, { type: 'stop' });
    expect(sockets[0]!.close).toHaveBeenCalled();
  });

  it('reconnects for another player', () => {
    const sockets: ReturnType<typeof socket>[] = [];
    const hub = createHub(() => {
      const s = socket();
      sockets.push(s);
      return s;
    });
    const a = vi.fn();
    hub.handle(a, { type: 'start', token: 't1', uid: 1 });
    hub.handle(a, { type: 'start', token: 't9', uid: 9 });
    expect(sockets).toHaveLength(2);
    expect(sockets[0]!.close).toHaveBeenCalled();
  });
});

describe('signout', () => {
  it('closes the shared socket at once and asks the other tabs for a fresh token', () => {
    const sockets: ReturnType<typeof socket>[] = [];
    const hub = createHub(() => {
      const s = socket();
      sockets.push(s);
      return s;
    });
    const leaving = vi.fn<(m: HubMessage) => void>();
    const staying = vi.fn<(m: HubMessage) => void>();
    hub.handle(leaving, { type: 'start', token: 't1', uid: 1 });
    hub.handle(staying, { type: 'start', token: 't2', uid: 1 });
    staying.mockClear();
    hub.handle(leaving, { type: 'signout' });
    expect(sockets[0]!.close).toHaveBeenCalled();
    expect(staying).toHaveBeenCalledWith({ type: 'need-token' });
    // a tab still signed in comes back with a fresh token: a new socket
    hub.handle(staying, { type: 'start', token: 't3', uid: 1 });
    expect(sockets).toHaveLength(2);
  });
});
