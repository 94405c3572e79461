import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { Dialog, type DialogProps } from './dialog';

function Harness({ children = <button type="button">Accept</button>, ...props }: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Bonus rules" description="Read before you play" {...props}>
        {children}
      </Dialog>
    </>
  );
}

// The overlay is presentational (no role); it is what a click "outside" lands on.
const overlay = () => document.querySelector<HTMLElement>('[data-dialog-overlay]')!;

async function openDialog(props: Partial<DialogProps> = {}) {
  renderWithProviders(<Harness {...props} />);
  const trigger = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(trigger);
  return { trigger, dialog: screen.getByRole('dialog', { name: 'Bonus rules' }) };
}

describe('Dialog', () => {
  it('is a dialog named by its title and described by its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription('Read before you play');
  });

  it('closes on Escape and returns focus to what opened it', async () => {
    const { trigger } = await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('returns focus to the opener when a field inside takes focus itself on open (autoFocus)', async () => {
    // React focuses an autoFocus field as it mounts, before Radix's open focus handler runs: the
    // dialog must have recorded the opener by then, not the field (which is gone after the close).
    const { trigger } = await openDialog({
      children: (
        <label>
          Game name
          <input autoFocus />
        </label>
      ),
    });
    expect(screen.getByLabelText('Game name')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(trigger).toHaveFocus());
  });

  it('returns focus to the opener when it opens already open (a dialog of the store, mounted on open)', async () => {
    function Mounted() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Search games
          </button>
          {open && (
            <Dialog open onOpenChange={setOpen} title="Search games">
              <input aria-label="Game name" autoFocus />
            </Dialog>
          )}
        </>
      );
    }
    renderWithProviders(<Mounted />);
    const opener = screen.getByRole('button', { name: 'Search games' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Game name' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on an overlay click and by its close button', async () => {
    await openDialog();
    await userEvent.click(overlay());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('traps focus inside', async () => {
    await openDialog();
    const inside = [screen.getByRole('button', { name: 'Close' }), screen.getByRole('button', { name: 'Accept' })];
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(inside).toContain(document.activeElement);
    }
  });

  it('with preventClose ignores Escape and the overlay and has no close button', async () => {
    await openDialog({ preventClose: true });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(overlay());
    expect(screen.getByRole('dialog', { name: 'Bonus rules' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it.each(['popup', 'confirm', 'curtain'] as const)('renders the %s presentation', async (presentation) => {
    const { dialog } = await openDialog({ presentation, side: 'start', footer: <button type="button">OK</button> });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('can keep its title for assistive technology only', async () => {
    const { dialog } = await openDialog({ hideTitle: true, description: undefined });
    expect(screen.getByText('Bonus rules')).toHaveClass('sr-only');
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });
});
