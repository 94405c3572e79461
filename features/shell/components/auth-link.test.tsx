import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { registerDialog, unregisterDialog } from '../dialog-registry';
import { useDialogStore } from '../dialog-store';
import { AuthLink } from './auth-link';

beforeEach(() => useDialogStore.setState({ stack: [], queued: [] }));
afterEach(() => unregisterDialog('auth'));

// Following the href in jsdom would be a navigation; count prevented clicks instead.
function clickWasPrevented(link: HTMLElement) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('AuthLink', () => {
  it('is a plain link to the standalone form while no auth dialog is registered', () => {
    renderWithProviders(
      <AuthLink view="registration" href="/forms/sign_up">
        Sign up
      </AuthLink>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).toHaveAttribute('href', '/forms/sign_up');
    expect(clickWasPrevented(link)).toBe(false);
    expect(useDialogStore.getState().stack).toEqual([]);
  });

  it('opens the auth dialog in its view once one is registered', async () => {
    registerDialog('auth', () => null);
    renderWithProviders(
      <AuthLink view="authorization" href="/forms/sign_in">
        Sign in
      </AuthLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(useDialogStore.getState().stack).toEqual([{ id: 'auth', props: { view: 'authorization' } }]);
  });
});
