import { describe, expect, it, vi } from 'vitest';
import { createHub, type HubMessage, type SocketLike } from './hub';

const socket = () => ({ on: vi.fn(), onAny: vi.fn(), close: vi.fn() }) satisfies SocketLike;

/** A hub whose sockets are kept for the test to look at. */
function recordingHub() {
  const sockets: ReturnType<typeof socket>[] = [];
  const hub = createHub(() => {
    const s = socket();
    sockets.push(s);
    return s;
  });
  return { hub, sockets };
}
const listener = () => vi.fn<(m: HubMessage) => void>();

describe('createHub', () => {
  it('shares one socket between tabs of the same player and closes it when the last leaves', () => {
    const { hub, sockets } = recordingHub();
    const [a, b] = [listener(), listener()];
    hub.handle(a, { type: 'start', token: 't1', uid: 1 });
    hub.handle(b, { type: 'start', token: 't2', uid: 1 });
    expect(sockets).toHaveLength(1);
    hub.handle(a, { type: 'stop' });
    expect(sockets[0]!.close).not.toHaveBeenCalled();
    hub.handle(b, { type: 'stop' });
    expect(sockets[0]!.close).toHaveBeenCalled();
  });

  it('reconnects for another player', () => {
    const { hub, sockets } = recordingHub();
    const a = listener();
    hub.handle(a, { type: 'start', token: 't1', uid: 1 });
    hub.handle(a, { type: 'start', token: 't9', uid: 9 });
    expect(sockets).toHaveLength(2);
    expect(sockets[0]!.close).toHaveBeenCalled();
  });

  it('on signout closes the shared socket at once and asks the other tabs for a fresh token', () => {
    const { hub, sockets } = recordingHub();
    const [leaving, staying] = [listener(), listener()];
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

  it('passes each event on once: a repeat of an outbox event id (a relay after a crash) is dropped', () => {
    const { hub, sockets } = recordingHub();
    const tab = listener();
    hub.handle(tab, { type: 'start', token: 't1', uid: 1 });
    const onAny = sockets[0]!.onAny.mock.calls[0]![0] as (event: string, ...args: unknown[]) => void;
    tab.mockClear();
    onAny('account.balance_updated', { balance: 1 }, { id: 'e7' });
    onAny('account.balance_updated', { balance: 1 }, { id: 'e7' });
    onAny('account.balance_updated', { balance: 2 }, { id: 'e8' });
    onAny('campaign.offer.available', { id: 3 });
    onAny('campaign.offer.available', { id: 3 });
    expect(tab.mock.calls.map(([m]) => m)).toEqual([
      { type: 'event', name: 'account.balance_updated', payload: { balance: 1 } },
      { type: 'event', name: 'account.balance_updated', payload: { balance: 2 } },
      { type: 'event', name: 'campaign.offer.available', payload: { id: 3 } },
      { type: 'event', name: 'campaign.offer.available', payload: { id: 3 } },
    ]);
  });
});
