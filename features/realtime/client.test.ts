// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { startRealtime } from './client';
import type { HubMessage, SocketLike } from './hub';

/** A socket.io client socket stand-in: the test fires its events. */
function mockSocket() {
  const handlers = new Map<string, (arg?: unknown) => void>();
  let any: ((event: string, ...args: unknown[]) => void) | undefined;
  const socket = {
    closed: false,
    on: vi.fn((event: string, fn: (arg?: unknown) => void) => handlers.set(event, fn)),
    onAny: vi.fn((fn: typeof any) => (any = fn)),
    close: vi.fn(() => (socket.closed = true)),
    fire: (event: string, arg?: unknown) => handlers.get(event)?.(arg),
    push: (event: string, payload: unknown) => any?.(event, payload),
  };
  return socket as typeof socket & SocketLike;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startRealtime without SharedWorker (in-page fallback)', () => {
  it('connects with a getToken token and hands events and status to the page', async () => {
    const sockets: ReturnType<typeof mockSocket>[] = [];
    const connect = vi.fn((token: string) => {
      void token;
      const s = mockSocket();
      sockets.push(s);
      return s;
    });
    const messages: HubMessage[] = [];
    const handle = startRealtime({ uid: 7, getToken: async () => 'tok-1', onMessage: (m) => messages.push(m), createWorker: null, connect: async () => connect });
    await flush();
    expect(connect).toHaveBeenCalledWith('tok-1');
    sockets[0]!.fire('connect');
    sockets[0]!.push('account.balance_updated', { balance_main: { amount: 5, currency: 'USD' } });
    expect(messages).toContainEqual({ type: 'status', status: 'connected' });
    expect(messages).toContainEqual({ type: 'event', name: 'account.balance_updated', payload: { balance_main: { amount: 5, currency: 'USD' } } });

    handle.stop();
    await flush();
    expect(sockets[0]!.closed).toBe(true);
    sockets[0]!.push('account.balance_updated', {});
    expect(messages.filter((m) => m.type === 'event')).toHaveLength(1);
  });

  it('asks for a fresh token after a refused connection and reconnects with it', async () => {
    const sockets: ReturnType<typeof mockSocket>[] = [];
    const tokens = ['old', 'new'];
    const connect = vi.fn(() => {
      const s = mockSocket();
      sockets.push(s);
      return s;
    });
    startRealtime({ uid: 7, getToken: async () => tokens.shift() ?? 'none', onMessage: () => undefined, createWorker: null, connect: async () => connect });
    await flush();
    sockets[0]!.fire('connect_error', new Error('AuthorizationException'));
    await flush();
    expect(connect).toHaveBeenCalledTimes(2);
    expect(connect).toHaveBeenLastCalledWith('new');
    expect(sockets[0]!.closed).toBe(true);
  });
});

describe('startRealtime with SharedWorker', () => {
  it('talks to the worker through its port and leaves on stop', async () => {
    const posted: unknown[] = [];
    const port = { onmessage: null as ((e: MessageEvent) => void) | null, start: vi.fn(), close: vi.fn(), postMessage: (m: unknown) => posted.push(m) };
    const messages: HubMessage[] = [];
    const handle = startRealtime({
      uid: 3,
      getToken: async () => 'tok',
      onMessage: (m) => messages.push(m),
      createWorker: () => ({ port }) as unknown as SharedWorker,
    });
    await flush();
    expect(posted).toEqual([{ type: 'start', token: 'tok', uid: 3 }]);
    port.onmessage?.({ data: { type: 'event', name: 'account.balance_updated', payload: 1 } } as MessageEvent);
    expect(messages).toEqual([{ type: 'event', name: 'account.balance_updated', payload: 1 }]);
    handle.stop();
    expect(posted.at(-1)).toEqual({ type: 'stop' });
    expect(port.close).toHaveBeenCalled();
  });
});
