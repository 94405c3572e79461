import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import type { GameRound } from '../api';
import { RoundsTable } from './rounds-table';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const fair = { server_seed_hash: 'abc', client_seed: 'c', nonce: 1, server_seed: null };
const rounds: GameRound[] = [
  { id: '42', game: { sysname: 'sun-temple-riches', name: 'Sun Temple Riches' }, mode: 'real', bet: usd(2), win: usd(10.5), created_at: '2026-11-20T10:00:00Z', fair, is_freespin: false },
  { id: '43', game: { sysname: 'sun-temple-riches', name: 'Sun Temple Riches' }, mode: 'demo', bet: usd(0), win: usd(3), created_at: '2026-11-20T10:01:00Z', fair, is_freespin: true },
];

describe('RoundsTable', () => {
  it('lists each round with its stake, win and mode, marks free spins and links to its fairness page', () => {
    renderWithProviders(<RoundsTable rounds={rounds} />);
    const table = screen.getByRole('table', { name: 'Your game rounds' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/Sun Temple Riches.*Real money.*\$2.*\$10\.50/);
    expect(within(first!).queryByText('Free spin')).not.toBeInTheDocument();
    expect(within(second!).getByText('Free spin')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Verify round 42 of Sun Temple Riches' })).toHaveAttribute('href', '/games/fairness?round=42');
  });

  it('mirrors in RTL through logical alignment', () => {
    renderWithProviders(<RoundsTable rounds={rounds} />, { dir: 'rtl' });
    expect(screen.getByRole('columnheader', { name: 'Win' })).toHaveClass('text-end');
  });
});
