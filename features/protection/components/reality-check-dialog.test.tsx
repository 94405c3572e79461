import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { RealityCheckDialog } from './reality-check-dialog';

const session = {
  interval_minutes: 30,
  pending: true,
  due_at: null,
  session_started_at: '2026-11-25T00:00:00.000Z',
  session_seconds: 1830,
  wagered: 12.5,
  won: 4,
  net: -8.5,
  currency: 'USD',
};

describe('RealityCheckDialog', () => {
  it('shows the session so far and waits for the player: continue or stop, no way to close it', async () => {
    const onContinue = vi.fn();
    const onExit = vi.fn();
    renderWithProviders(<RealityCheckDialog seconds={1830} session={session} pending={false} failed={false} onContinue={onContinue} onExit={onExit} />);
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveAccessibleDescription(/every 30 minutes/);
    const summary = screen.getByTestId('reality-summary');
    expect(summary).toHaveTextContent('0:30:30');
    expect(summary).toHaveTextContent(/-\$?8\.50/);
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(onContinue).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Stop playing' }));
    expect(onExit).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'See my history' })).toHaveAttribute('href', expect.stringContaining('/profile/bets/history'));
  });

  it('says when the answer did not go through', () => {
    renderWithProviders(<RealityCheckDialog seconds={5} session={session} pending={false} failed onContinue={vi.fn()} onExit={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('That did not work. Try again.');
  });
});
