import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { DEFAULT_BALANCE_REFRESH } from '../balance-refresh';
import { api, ok, setupApiServer } from '../testing/msw';
import { HeaderBalance } from './header-balance';

let pathname = '/cashier/wallet';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ push: vi.fn() }) }));
// The socket itself is tested in features/realtime; here events are dispatched by hand.
vi.mock('@/features/realtime', async (importOriginal) => ({ ...(await importOriginal<object>()), RealtimeConnection: () => null }));
const { dispatchRealtimeEvent } = await import('@/features/realtime/store');

const server = setupApiServer();
const usd = (amount: number) => ({ amount, currency: 'USD' });
const initial = { balance_main: usd(1234.5), balance_bonus: usd(20), balance_betting_bonus: usd(0), balance_fun: usd(0) };
const main = () => screen.getByTestId('header-balance-main');

beforeEach(() => {
  pathname = '/cashier/wallet';
});

describe('HeaderBalance', () => {
  it('shows main and the bonus money there is, with comma thousands and two decimals for non-integers, and a deposit link', () => {
    renderWithProviders(<HeaderBalance uid={1} initial={initial} />);
    expect(main()).toHaveTextContent('$1,234.50');
    expect(screen.getByText(/Bonus \$20/)).toBeInTheDocument();
    expect(screen.queryByText(/Betting bonus/)).not.toBeInTheDocument(); // none: nothing to show
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/cashier/deposit');
  });

  it('shows no bonus line without bonus money', () => {
    renderWithProviders(<HeaderBalance uid={1} initial={{ ...initial, balance_bonus: usd(0) }} />);
    expect(screen.queryByTestId('header-balance-bonus')).not.toBeInTheDocument();
  });

  it('shows a pushed account.balance_updated at once', async () => {
    renderWithProviders(<HeaderBalance uid={1} initial={initial} />);
    act(() => dispatchRealtimeEvent('account.balance_updated', { ...initial, balance_main: usd(25000) }));
    await waitFor(() => expect(main()).toHaveTextContent('$25,000'));
  });

  it('keeps the newest of pushes that arrive out of order (a relayed push after a later one)', async () => {
    renderWithProviders(<HeaderBalance uid={1} initial={initial} />);
    act(() => dispatchRealtimeEvent('account.balance_updated', { ...initial, balance_main: usd(1415), as_of: 2_000 }));
    await waitFor(() => expect(main()).toHaveTextContent('$1,415'));
    await act(async () => {
      dispatchRealtimeEvent('account.balance_updated', { ...initial, balance_main: usd(1405), as_of: 1_000 });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(main()).toHaveTextContent('$1,415');
    act(() => dispatchRealtimeEvent('account.balance_updated', { ...initial, balance_main: usd(1420), as_of: 3_000 }));
    await waitFor(() => expect(main()).toHaveTextContent('$1,420'));
  });

  it('refreshes on click when click refresh is on, at most once per delay', async () => {
    const calls = vi.fn();
    server.use(api.get('getBalance', () => (calls(), ok({ ...initial, balance_main: usd(99.99) }))));
    renderWithProviders(<HeaderBalance uid={1} initial={initial} settings={{ ...DEFAULT_BALANCE_REFRESH, isEnabledRequestsAfterClick: true }} />);
    const user = userEvent.setup();
    await user.click(main());
    await waitFor(() => expect(main()).toHaveTextContent('$99.99'));
    await user.click(main());
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('makes no request on a game page, even when clicked', async () => {
    pathname = '/game/sun-temple';
    renderWithProviders(<HeaderBalance uid={1} initial={initial} settings={{ ...DEFAULT_BALANCE_REFRESH, isEnabledRequestsAfterClick: true, isEnabledInterval: true }} />);
    await userEvent.setup().click(main());
    expect(main()).toHaveTextContent('$1,234.50'); // an unhandled getBalance would fail the test
  });

  it('reconciles with a refetch when the player leaves a game page (a missed push never leaves a stale figure)', async () => {
    pathname = '/game/sun-temple';
    const calls = vi.fn();
    server.use(api.get('getBalance', () => (calls(), ok({ ...initial, balance_main: usd(512) }))));
    const { queryClient, rerender } = renderWithProviders(<HeaderBalance uid={1} initial={initial} />);
    expect(calls).not.toHaveBeenCalled();
    // what the game showed is older than the balance query's freshness
    act(() => queryClient.setQueryData(['cashier', 'balance'], initial, { updatedAt: Date.now() - 60_000 }));
    pathname = '/gamehall';
    rerender(<HeaderBalance uid={1} initial={initial} />);
    await waitFor(() => expect(main()).toHaveTextContent('$512'));
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('on a player shell (no balances in the page) holds a placeholder, then shows what the browser asked, on a game page too', async () => {
    pathname = '/game/sun-temple';
    server.use(api.get('getInfo', () => ok({ uid: 7, login: 'p7' })), api.get('getBalance', () => ok({ ...initial, balance_main: usd(77) })));
    renderWithProviders(<HeaderBalance />);
    expect(main()).not.toHaveTextContent('$');
    await waitFor(() => expect(main()).toHaveTextContent('$77'));
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/cashier/deposit');
  });
});
