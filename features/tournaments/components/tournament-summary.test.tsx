import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Tournament } from '@/lib/contract';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { TournamentSummary } from './tournament-summary';

const tournament = (over: Partial<Tournament> = {}): Tournament => ({
  id: 4,
  sysname: 'spring-spins',
  title: 'Spring Spins',
  status: 'active',
  start_at: '2025-01-01T00:00:00.000Z',
  end_at: '2099-12-31T00:00:00.000Z',
  total_prize: { amount: 10000, currency: 'USD' },
  total_participants: 2,
  total_points: 100,
  reset_on_cashout: false,
  provider: null,
  tags: ['slots'],
  games_count: 10,
  ...over,
});

describe('TournamentSummary', () => {
  it('states the minimum bet that scores, so smaller bets are not a surprise', () => {
    renderWithProviders(<TournamentSummary tournament={tournament({ restrictions: { min_bet: { amount: 0.2, currency: 'USD' }, countries: [] } })} />);
    expect(screen.getByText('Minimum bet')).toBeInTheDocument();
    expect(screen.getByText('$0.20')).toBeInTheDocument();
    expect(screen.getByText('Only bets of at least $0.20 score points; smaller bets score nothing.')).toBeInTheDocument();
  });

  it('says nothing of a minimum bet when there is none', () => {
    renderWithProviders(<TournamentSummary tournament={tournament({ restrictions: { countries: [] } })} />);
    expect(screen.queryByText('Minimum bet')).not.toBeInTheDocument();
  });
});
