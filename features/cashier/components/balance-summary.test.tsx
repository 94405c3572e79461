import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { api, ok, setupApiServer } from '../testing/msw';
import { BalanceSummary, DepositLimitNote } from './balance-summary';
import { HeaderBalance } from './header-balance';

vi.mock('next/navigation', () => ({ usePathname: () => '/cashier/wallet', useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/features/realtime', async (importOriginal) => ({ ...(await importOriginal<object>()), RealtimeConnection: () => null }));
const { dispatchRealtimeEvent } = await import('@/features/realtime/store');

const server = setupApiServer();
const usd = (amount: number) => ({ amount, currency: 'USD' });
const initial = { balance_main: usd(100), balance_bonus: usd(5), balance_betting_bonus: usd(0), balance_fun: usd(0) };

describe('wallet page figures', () => {
  it('follow a pushed balance without a reload, beside the header balance', async () => {
    renderWithProviders(
      <>
        <HeaderBalance uid={1} initial={initial} />
        <BalanceSummary balances={initial} />
      </>,
    );
    expect(screen.getByTestId('balance_main')).toHaveTextContent('$100');
    act(() => dispatchRealtimeEvent('account.balance_updated', { ...initial, balance_main: usd(42.5), balance_bonus: usd(7) }));
    await waitFor(() => expect(screen.getByTestId('balance_main')).toHaveTextContent('$42.50'));
    expect(screen.getByTestId('balance_bonus')).toHaveTextContent('$7');
  });

  it('refetch what is left of the deposit limit when the balance moves', async () => {
    const state = { limit_amount: 500, period: 'day', can_edit: true, expired_at: null, currency: 'USD', pending: null };
    server.use(api.get('getDepositLimit', () => ok({ ...state, available_amount: 350 })));
    renderWithProviders(
      <>
        <HeaderBalance uid={1} initial={initial} />
        <DepositLimitNote limit={{ ...state, available_amount: 500 } as never} currency="USD" />
      </>,
    );
    expect(screen.getByText('$500 left of $500')).toBeInTheDocument();
    act(() => dispatchRealtimeEvent('account.balance_updated', { ...initial, balance_main: usd(250) }));
    await waitFor(() => expect(screen.getByText('$350 left of $500')).toBeInTheDocument());
  });
});
