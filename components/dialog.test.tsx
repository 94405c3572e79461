import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, type ReactNode, useEffect, useState } from 'react';
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

  it('leaves full screen as it opens: it renders outside the full-screen element, where it would be invisible while the page stops answering', async () => {
    const player = document.createElement('div');
    document.body.append(player);
    const exitFullscreen = vi.fn(async () => void Reflect.deleteProperty(document, 'fullscreenElement'));
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: player });
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exitFullscreen });
    try {
      const { dialog } = await openDialog();
      expect(exitFullscreen).toHaveBeenCalledOnce();
      expect(document.fullscreenElement ?? null).toBeNull();
      expect(dialog).toBeVisible();
      await userEvent.keyboard('{Escape}');
      // not in full screen: nothing to leave
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(exitFullscreen).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(document, 'fullscreenElement');
      Reflect.deleteProperty(document, 'exitFullscreen');
      player.remove();
    }
  });
});

/** A dialog that opens by itself (a reality check falling due, a prompt after sign-up), not from a button. */
let showSelfOpening: (open: boolean) => void = () => {};
function SelfOpening({ mountOnOpen = false, ...props }: Partial<DialogProps> & { mountOnOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    showSelfOpening = setOpen;
  }, []);
  const dialog = (
    <Dialog open={open} onOpenChange={setOpen} title="Reality check" preventClose {...props}>
      <button type="button" onClick={() => setOpen(false)}>
        Continue playing
      </button>
    </Dialog>
  );
  return mountOnOpen ? (open ? dialog : null) : dialog;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <>
      <button type="button">Header link</button>
      <main id="main-content" tabIndex={-1}>
        <button type="button">Spin</button>
        <iframe title="Sun Temple Riches game" />
        {children}
      </main>
    </>
  );
}

describe('Dialog: focus after a dialog that opened by itself', () => {
  it('goes back to the element focused before it opened, also when it closes by unmounting', async () => {
    renderWithProviders(
      <Page>
        <SelfOpening mountOnOpen />
      </Page>,
    );
    const spin = screen.getByRole('button', { name: 'Spin' });
    spin.focus();
    act(() => showSelfOpening(true));
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(spin).toHaveFocus());
  });

  it('goes to the main content, never the body, when nothing had focus as it opened', async () => {
    renderWithProviders(
      <Page>
        <SelfOpening />
      </Page>,
    );
    expect(document.body).toHaveFocus();
    act(() => showSelfOpening(true));
    await userEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it("goes to the owner's returnFocus (the game frame) when nothing had focus as it opened", async () => {
    renderWithProviders(
      <Page>
        <SelfOpening mountOnOpen returnFocus={() => screen.getByTitle('Sun Temple Riches game')} />
      </Page>,
    );
    act(() => showSelfOpening(true));
    await userEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(screen.getByTitle('Sun Temple Riches game')).toHaveFocus());
  });

  it('passes over an opener that cannot take focus any more (disabled meanwhile)', async () => {
    renderWithProviders(
      <Page>
        <SelfOpening />
      </Page>,
    );
    const spin = screen.getByRole<HTMLButtonElement>('button', { name: 'Spin' });
    spin.focus();
    act(() => showSelfOpening(true));
    spin.disabled = true;
    await userEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
