import { act, render, waitFor } from '@testing-library/react';
import { useDialogStore } from '@/features/shell';
import { api, ok, setupApiServer } from '@/tests/fixtures/msw';
import { INACTIVITY_DIALOG_ID } from '../inactivity';
import { InactivityGuard } from './inactivity-guard';

vi.mock('next/navigation', () => ({ usePathname: () => '/gamehall' }));

const server = setupApiServer();
const isOpen = () => useDialogStore.getState().stack.some((e) => e.id === INACTIVITY_DIALOG_ID);

describe('InactivityGuard', () => {
  beforeEach(() => useDialogStore.setState({ stack: [], queued: [] }));
  afterEach(() => vi.useRealTimers());

  it('warns in the last 20 %, closes the warning on activity, signs out when the time is up', async () => {
    let loggedOut = false;
    server.use(
      api.get('metadata/getgeneralinfo', () => ok({ time_to_force_logout: 10, user_inactivity_cashier_time: 0, user_inactivity_pp_time: 0 })),
      api.post('logout', () => {
        loggedOut = true;
        return ok(1);
      }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    render(<InactivityGuard homeHref="/" />);
    await act(async () => vi.advanceTimersByTimeAsync(7_000));
    expect(isOpen()).toBe(false);
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(isOpen()).toBe(true);

    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(isOpen()).toBe(false);

    await act(async () => vi.advanceTimersByTimeAsync(11_000));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(loggedOut).toBe(true);
    vi.unstubAllGlobals();
  });
});
