import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LoyaltyQuest } from '@/lib/contract';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { QuestDialog } from './quest-dialog';

const rounds: LoyaltyQuest = {
  id: 1,
  program_id: 1,
  sysname: 'club-ten-rounds',
  title: 'Play 10 rounds',
  description: 'Play ten real-money rounds of any game to earn 50 coins.',
  kind: 'rounds',
  target: 10,
  progress: 3,
  currency: null,
  reward_points: 50,
  pointsAlias: 'coins',
  period: null,
  period_ends_at: null,
  completed: false,
  completed_at: null,
};

const weeklyWager: LoyaltyQuest = { ...rounds, id: 2, sysname: 'wager', title: 'Wager 100 USD this week', kind: 'wager', target: 100, progress: 25.5, currency: 'USD', reward_points: 200, period: 'week', period_ends_at: '2030-01-07T00:00:00.000Z' };

describe('QuestDialog', () => {
  it('opens from the quest title as a dialog named by it, with description, target, progress, reward and period; Escape closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuestDialog quest={rounds} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play 10 rounds' }));
    const dialog = screen.getByRole('dialog', { name: 'Play 10 rounds' });
    expect(dialog).toHaveTextContent('Play ten real-money rounds of any game to earn 50 coins.');
    expect(within(dialog).getByTestId('quest-target')).toHaveTextContent('Play 10 rounds');
    expect(within(dialog).getByTestId('quest-reward')).toHaveTextContent('+50 coins');
    expect(within(dialog).getByTestId('quest-period')).toHaveTextContent('One time');
    const bar = within(dialog).getByRole('progressbar', { name: 'Progress of Play 10 rounds' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 10 rounds');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play 10 rounds' })).toHaveFocus();
  });

  it('shows money targets in the quest currency and when a periodic quest starts again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuestDialog quest={weeklyWager} />);
    await user.click(screen.getByRole('button', { name: 'Wager 100 USD this week' }));
    const dialog = screen.getByRole('dialog', { name: 'Wager 100 USD this week' });
    expect(within(dialog).getByTestId('quest-target')).toHaveTextContent('Wager $100');
    expect(within(dialog).getByTestId('quest-period')).toHaveTextContent(/Weekly · starts again Jan 7, 2030, 12:00\s?AM \(UTC\)/);
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '$25.50 of $100');
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in instead of showing progress, and marks a completed quest', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<QuestDialog quest={{ ...rounds, progress: null }} />);
    await user.click(screen.getByRole('button', { name: 'Play 10 rounds' }));
    expect(screen.getByRole('dialog', { name: 'Play 10 rounds' })).toHaveTextContent('Sign in to track your progress.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<QuestDialog quest={{ ...rounds, progress: 10, completed: true, completed_at: '2030-01-01T00:00:00.000Z' }} />);
    await user.click(screen.getByRole('button', { name: 'Play 10 rounds' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Completed: the reward is yours');
  });
});
