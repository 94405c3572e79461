import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Bonus } from '@/lib/contract';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { BonusCard } from './bonus-card';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const bonus = (over: Partial<Bonus> = {}): Bonus => ({
  id: 7,
  type: 'casino',
  status: 'active',
  title: 'Welcome bonus',
  source: 'offer',
  description: {},
  amount: usd(100),
  balance: usd(100),
  converted: usd(0),
  wager: { bonus_id: 7, type: 'casino', status: 'active', multiplier: 35, base: 'bonus', wagered: usd(0), required: usd(3500), percent: 0 },
  max_bet: usd(5),
  max_cashout: null,
  contributions: { slot: 100 },
  expires_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  activated_at: '2026-01-01T00:00:00.000Z',
  finished_at: null,
  ...over,
});
const FORFEIT = 'Withdrawing while this bonus is active forfeits it and its winnings. Your own deposit can always be withdrawn.';

describe('BonusCard terms', () => {
  it('names the forfeiture on withdrawal in the terms of a running wagering bonus', () => {
    renderWithProviders(<BonusCard bonus={bonus({ fixed_terms: ['withdrawal_forfeits_bonus'] })} />);
    const card = screen.getByRole('article', { name: 'Welcome bonus' });
    expect(within(card).getByText(FORFEIT)).toBeInTheDocument();
  });

  it('leaves it out when the bonus has no such term (isolation, no wagering) or is over', () => {
    const { unmount } = renderWithProviders(<BonusCard bonus={bonus({ fixed_terms: [] })} />);
    expect(screen.queryByText(FORFEIT)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<BonusCard bonus={bonus({ status: 'completed', fixed_terms: ['withdrawal_forfeits_bonus'] })} />);
    expect(screen.queryByText(FORFEIT)).not.toBeInTheDocument();
  });
});

describe('BonusCard actions', () => {
  it('names each action with the bonus it acts on, the visible word first', () => {
    const { unmount } = renderWithProviders(<BonusCard bonus={bonus({ status: 'available' })} />);
    expect(screen.getByRole('button', { name: 'Activate: Welcome bonus' })).toHaveTextContent(/^Activate$/);
    expect(screen.getByRole('button', { name: 'Remove: Welcome bonus' })).toHaveTextContent(/^Remove$/);
    unmount();
    renderWithProviders(<BonusCard bonus={bonus({ title: 'Friday reload' })} />);
    expect(screen.getByRole('button', { name: 'Deactivate: Friday reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove: Friday reload' })).toBeInTheDocument();
  });
});
