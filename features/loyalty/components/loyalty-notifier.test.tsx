import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/features/shell';
import type { LoyaltyNotification } from '@/lib/contract';
import { api, ok, setupApiServer } from '@/tests/fixtures/msw';
import { LoyaltyNotifier } from './loyalty-notifier';

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const { dispatchRealtimeEvent, useRealtimeStore } = await import('@/features/realtime/store');
const server = setupApiServer();

const note = (id: number, title = 'Level up'): LoyaltyNotification => ({
  id,
  trigger: 'level_up',
  type: 'credit',
  amount: 2,
  amountType: 'level',
  title,
  message: 'You reached level 2: Silver.',
  image: null,
  created_at: '2026-11-25T00:00:00.000Z',
});

const played: Array<{ src: string; volume: number }> = [];
class FakeAudio {
  volume = 1;
  constructor(public src: string) {}
  play() {
    played.push({ src: this.src, volume: this.volume });
    return Promise.resolve();
  }
}

const texts = () => useToastStore.getState().toasts.map((t) => t.text);

beforeEach(() => {
  pathname = '/';
  played.length = 0;
  useToastStore.setState({ toasts: [] });
  vi.stubGlobal('Audio', FakeAudio);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoyaltyNotifier', () => {
  it('reads the list again when the socket (re)connects after the first interaction: a notice pushed while it was down shows', async () => {
    let loads = 0;
    server.use(api.get('loyalty/getnotifications', () => (loads++, ok(loads === 1 ? [] : [note(3)]))));
    act(() => useRealtimeStore.setState({ status: 'connecting' }));
    render(<LoyaltyNotifier />);
    act(() => useRealtimeStore.setState({ status: 'connected' }));
    expect(loads).toBe(0); // not before the first interaction
    fireEvent.click(document.body);
    await waitFor(() => expect(loads).toBe(1));
    act(() => useRealtimeStore.setState({ status: 'disconnected' }));
    act(() => useRealtimeStore.setState({ status: 'connected' }));
    await waitFor(() => expect(texts()).toEqual(['Level up: You reached level 2: Silver.']));
    expect(loads).toBe(2);
    act(() => useRealtimeStore.setState({ status: 'idle' }));
  });

  it('loads the notice list on the first interaction only, then on every path change; each notice once', async () => {
    let loads = 0;
    server.use(api.get('loyalty/getnotifications', () => (loads++, ok(loads === 1 ? [note(1)] : [note(1), note(2, 'Quest complete')]))));
    const { rerender } = render(<LoyaltyNotifier />);
    expect(loads).toBe(0); // nothing before the player interacts
    fireEvent.click(document.body);
    fireEvent.click(document.body);
    await waitFor(() => expect(texts()).toEqual(['Level up: You reached level 2: Silver.']));
    expect(loads).toBe(1);

    pathname = '/loyalty';
    rerender(<LoyaltyNotifier />);
    await waitFor(() => expect(texts()).toHaveLength(2));
    expect(loads).toBe(2);
    expect(texts()[1]).toBe('Quest complete: You reached level 2: Silver.'); // note 1 is not shown again
  });

  it('takes the list when a notice is pushed, so the platform stops listing it and no later page shows it again', async () => {
    let loads = 0;
    server.use(api.get('loyalty/getnotifications', () => (loads++, ok([note(9), note(10, 'Quest complete')]))));
    render(<LoyaltyNotifier />);
    act(() => dispatchRealtimeEvent('loyalty.notification', note(9)));
    await waitFor(() => expect(loads).toBe(1)); // before any interaction: the push itself takes the list
    await waitFor(() => expect(texts()).toEqual(['Level up: You reached level 2: Silver.', 'Quest complete: You reached level 2: Silver.']));
  });

  it('shows a pushed notice 300 ms after it arrives, for 5 s, with its sound at volume 0.5', () => {
    server.use(api.get('loyalty/getnotifications', () => ok([])));
    vi.useFakeTimers();
    render(<LoyaltyNotifier />);
    act(() => dispatchRealtimeEvent('loyalty.notification', note(7)));
    act(() => vi.advanceTimersByTime(299));
    expect(texts()).toEqual([]);
    expect(played).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    const [shown] = useToastStore.getState().toasts;
    expect(shown).toMatchObject({ text: 'Level up: You reached level 2: Silver.', time: 5000, type: 'success' });
    expect(played).toEqual([{ src: '/sounds/loyalty.wav', volume: 0.5 }]);
    // the same notice pushed again (or listed later) is not shown twice
    act(() => dispatchRealtimeEvent('loyalty.notification', note(7)));
    act(() => vi.advanceTimersByTime(300));
    expect(texts()).toHaveLength(1);
  });
});
