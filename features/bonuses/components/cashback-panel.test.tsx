import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MethodResult } from '@/lib/contract';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { CashbackPanel } from './cashback-panel';

const { call } = vi.hoisted(() => ({ call: vi.fn(() => new Promise(() => undefined)) }));
vi.mock('@/lib/api', async (original) => ({ ...(await original<typeof import('@/lib/api')>()), browserApi: { call }, lazyBrowserApi: { call } }));

type Cashback = MethodResult<'cashbacks/get'>[number];
const cashback = (over: Partial<Cashback> = {}): Cashback => ({
  id: 7,
  status: 'active',
  amount: { amount: 12, currency: 'USD' },
  description: { title: 'Weekly cashback' },
  receiving_expired_at: '2099-12-31T00:00:00.000Z',
  end_date: '2025-01-19T00:00:00.000Z',
  ...over,
});

describe('CashbackPanel', () => {
  it('offers the payout of an active cashback while its claim-by date is ahead', () => {
    renderWithProviders(<CashbackPanel initial={[cashback()]} />);
    const card = screen.getByTestId('cashback-card');
    expect(within(card).getByText('Ready')).toBeInTheDocument();
    expect(within(card).getByText(/^Claim by/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Get paid: Weekly cashback' })).toBeInTheDocument();
  });

  it('shows a cashback whose claim-by date has passed as expired, without the payout or the claim-by date', () => {
    renderWithProviders(<CashbackPanel initial={[cashback({ receiving_expired_at: new Date(Date.now() - 60_000).toISOString() })]} />);
    const card = screen.getByTestId('cashback-card');
    expect(within(card).getByText('Expired')).toBeInTheDocument();
    expect(within(card).queryByText('Ready')).not.toBeInTheDocument();
    expect(within(card).queryByText(/^Claim by/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Get paid/ })).not.toBeInTheDocument();
  });

  it('names each action with the cashback it acts on (screen readers list buttons out of context)', () => {
    renderWithProviders(<CashbackPanel initial={[cashback(), cashback({ id: 8, description: { title: 'Live casino cashback' } })]} />);
    const [weekly, live] = screen.getAllByTestId('cashback-card');
    expect(within(weekly!).getByRole('button', { name: 'Get paid: Weekly cashback' })).toHaveTextContent(/^Get paid$/);
    expect(within(weekly!).getByRole('button', { name: 'Remove: Weekly cashback' })).toHaveTextContent(/^Remove$/);
    expect(within(live!).getByRole('button', { name: 'Get paid: Live casino cashback' })).toBeInTheDocument();
    expect(within(live!).getByRole('button', { name: 'Remove: Live casino cashback' })).toBeInTheDocument();
  });
});
