import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { DemoModeDialog } from './demo-mode-dialog';

const handle = () => ({ id: 'demo-mode', type: 'popup' as const, preventClose: false, close: vi.fn(async () => true) });

describe('DemoModeDialog', () => {
  it('explains demo play and lets the player choose demo or real money', async () => {
    const onPlayDemo = vi.fn();
    const onPlayReal = vi.fn();
    const dialog = handle();
    renderWithProviders(<DemoModeDialog dialog={dialog} onPlayDemo={onPlayDemo} onPlayReal={onPlayReal} />);
    const view = screen.getByRole('dialog', { name: 'Demo mode' });
    expect(view).toHaveAccessibleDescription('Try the game for free with play money.');
    expect(view).toHaveTextContent('Demo winnings cannot be withdrawn');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Play demo' }));
    await waitFor(() => expect(onPlayDemo).toHaveBeenCalled());
    expect(dialog.close).toHaveBeenCalledWith({ force: true });
    await user.click(screen.getByRole('button', { name: 'Play for real' }));
    await waitFor(() => expect(onPlayReal).toHaveBeenCalled());
  });
});
