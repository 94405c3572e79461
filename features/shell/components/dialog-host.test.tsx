import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Button } from '@/components/button';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { registerDialog, unregisterDialog, type DialogComponentProps } from '../dialog-registry';
import { useDialogStore } from '../dialog-store';
import { DialogHost } from './dialog-host';
import { StackDialog } from './stack-dialog';

function PromoDialog({ dialog, code }: DialogComponentProps<{ code: string }>) {
  return (
    <StackDialog dialog={dialog} title="Promo code activated">
      <p>Code {code} is active</p>
      <Button onClick={() => void dialog.close()}>Great</Button>
    </StackDialog>
  );
}

const store = () => useDialogStore.getState();

beforeEach(() => {
  useDialogStore.setState({ stack: [], queued: [] });
  registerDialog('promo', PromoDialog);
});
afterEach(() => {
  unregisterDialog('promo');
  unregisterDialog('lazy');
});

describe('DialogHost', () => {
  it('renders a registered dialog with the props it was opened with', async () => {
    renderWithProviders(<DialogHost />);
    act(() => store().open('promo', { code: 'WELCOME' }));
    expect(screen.getByRole('dialog', { name: 'Promo code activated' })).toHaveTextContent('Code WELCOME is active');

    await userEvent.click(screen.getByRole('button', { name: 'Great' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store().stack).toEqual([]);
  });

  it('closes on Escape through the store, returning focus to the opener', async () => {
    renderWithProviders(
      <>
        <button type="button" onClick={() => store().open('promo', { code: 'X' })}>
          Activate
        </button>
        <DialogHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Activate' })).toHaveFocus());
  });

  it('keeps a dialog open when its before-close hook says no', async () => {
    renderWithProviders(<DialogHost />);
    act(() => store().open('promo', { code: 'X' }, { beforeClose: () => false }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Promo code activated' })).toBeInTheDocument();
  });

  it('gives a preventClose dialog no way out but a forced close', async () => {
    renderWithProviders(<DialogHost />);
    act(() => store().open('promo', { code: 'X' }, { preventClose: true }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => store().close('promo', { force: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads a lazily registered dialog on first open and ignores unknown ids', async () => {
    registerDialog('lazy', lazy(async () => ({ default: PromoDialog })));
    renderWithProviders(<DialogHost />);
    act(() => store().open('nobody-registered-this'));
    act(() => store().open('lazy', { code: 'LATE' }));
    expect(await screen.findByRole('dialog', { name: 'Promo code activated' })).toHaveTextContent('LATE');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
