import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost, useDialogStore } from '@/features/shell';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { GamesSearchButton } from './games-search-button';

vi.mock('next/navigation', () => ({ usePathname: () => '/gamehall' }));

afterEach(() => act(() => useDialogStore.setState({ stack: [], queued: [] })));

describe('GamesSearchButton', () => {
  it('opens the search from the keyboard, its field takes focus, and Escape gives focus back to the link', async () => {
    renderWithProviders(
      <>
        <GamesSearchButton />
        <DialogHost />
      </>,
    );
    const opener = screen.getByRole('link', { name: 'Search games' });
    opener.focus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await vi.waitFor(() => expect(screen.getByLabelText('Game name')).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    // the opener, not the body: the next Tab goes on from the header, not to "Skip to main content"
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });
});
