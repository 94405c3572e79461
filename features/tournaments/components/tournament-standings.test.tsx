import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Tournament } from '@/lib/contract';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { TournamentStandings } from './tournament-standings';

// The live board's own chunk (next/dynamic) rendered at once: what is under test is which board shows.
vi.mock('./lazy', async () => ({ LazyLiveLeaderboard: (await import('./live-leaderboard')).LiveLeaderboard }));

const winners = [
  { place: 1, fakename: 'lucky_lu', points: 5200, prize: { amount: 1500, currency: 'USD' } },
  { place: 2, fakename: 'spinner', points: 3100, prize: null },
];

const tournament = (status: Tournament['status'], over: Partial<Tournament> = {}): Tournament => ({
  id: 4,
  sysname: 'winter-classic',
  title: 'Winter Classic',
  status,
  start_at: '2024-01-01T00:00:00.000Z',
  end_at: '2024-02-01T00:00:00.000Z',
  total_prize: { amount: 3000, currency: 'USD' },
  total_participants: 2,
  total_points: 8300,
  reset_on_cashout: false,
  provider: null,
  tags: ['slots'],
  games_count: 10,
  user_info: { is_participant: false, points: 0, place: null },
  winners,
  ...over,
});

describe('TournamentStandings', () => {
  it('labels a finished tournament’s standings as final, says it has finished and nothing about joining', () => {
    renderWithProviders(<TournamentStandings tournament={tournament('finished')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Final standings' })).toBeInTheDocument();
    expect(screen.getByText(/This tournament has finished/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Final standings' })).toHaveTextContent('lucky_lu');
    expect(document.body).not.toHaveTextContent(/not taking part yet/i);
    expect(document.body).not.toHaveTextContent(/live/i);
    // server markup only: no live board that follows pushes
    expect(screen.queryByTestId('live-leaderboard')).not.toBeInTheDocument();
  });

  it('gives a player who took part in a finished tournament their final result', () => {
    renderWithProviders(<TournamentStandings tournament={tournament('finished', { user_info: { is_participant: true, points: 3100, place: 2 } })} />);
    expect(screen.getByText(/This tournament has finished/)).toHaveTextContent('You finished in place 2 with 3,100 points.');
  });

  it('says a finished tournament nobody scored in has no standings, for guests too', () => {
    renderWithProviders(<TournamentStandings tournament={tournament('finished', { winners: [], user_info: null })} />);
    expect(screen.getByText('Nobody scored points in this tournament.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the live leaderboard for a running tournament', () => {
    renderWithProviders(<TournamentStandings tournament={tournament('active')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Leaderboard, updated live' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are not taking part yet.');
  });

  it('tells a player who joined a tournament that has not started that points count from the start, not a place 0', () => {
    renderWithProviders(<TournamentStandings tournament={tournament('future', { winners: [], user_info: { is_participant: true, points: 0, place: null } })} />);
    expect(screen.getByRole('status')).toHaveTextContent('You are taking part. Your points count from the start.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Your place');
    expect(screen.getByText('Points count from the start of the tournament.')).toBeInTheDocument();
  });

  it('tells a player in a running tournament without a place yet to play, not "place 0"; with a place, the place', () => {
    const { unmount } = renderWithProviders(<TournamentStandings tournament={tournament('active', { user_info: { is_participant: true, points: 0, place: null } })} />);
    expect(screen.getByRole('status')).toHaveTextContent('You are in the tournament. Play its games to score points.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Your place');
    unmount();
    renderWithProviders(<TournamentStandings tournament={tournament('active', { user_info: { is_participant: true, points: 3100, place: 2 } })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your place: 2 (3,100 points)');
  });
});
