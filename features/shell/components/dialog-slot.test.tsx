import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { useDialogStore } from '../dialog-store';
import { DialogSlot } from './dialog-slot';

vi.mock('next/navigation', () => ({ usePathname: vi.fn(() => '/') }));

const store = () => useDialogStore.getState();

function Slot() {
  return (
    <DialogSlot id="sidebar" title="Menu" presentation="curtain" side="start" closeOnNavigate>
      <a href="#promotions">Promotions</a>
    </DialogSlot>
  );
}

beforeEach(() => useDialogStore.setState({ stack: [], queued: [] }));

describe('DialogSlot', () => {
  it('shows server-rendered content while its id is open', async () => {
    renderWithProviders(<Slot />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => store().open('sidebar'));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store().stack).toEqual([]);
  });

  it('closes when the route changes', () => {
    const { rerender } = renderWithProviders(<Slot />);
    act(() => store().open('sidebar', {}, { preventClose: true }));
    vi.mocked(usePathname).mockReturnValue('/promotions');
    rerender(<Slot />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when a link inside is followed', async () => {
    renderWithProviders(<Slot />);
    act(() => store().open('sidebar'));
    await userEvent.click(await screen.findByRole('link', { name: 'Promotions' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
