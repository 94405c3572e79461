import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { useDialogStore } from '@/features/shell';
import { useAuthStore } from '../store';
import { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { AuthDialog } from './auth-dialog';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/', useSearchParams: () => new URLSearchParams() }));

const server = setupApiServer();
const handle = () => ({ id: 'auth', type: 'popup' as const, preventClose: false, close: vi.fn(async () => true) });

beforeEach(() => {
  vi.clearAllMocks();
  useAuthStore.setState({ pending: null, formFields: {} });
  window.history.replaceState(null, '', '/');
  // the unseen-cashback check after sign-in finds nothing
  server.use(api.get('cashbacks/get', () => ok([])), api.get('storage/get', () => ok({})));
});

async function signIn(login = 'ana@example.com', password = 'secret1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail or login'), login);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('AuthDialog: authorization', () => {
  it('is a dialog named by its view title', () => {
    renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signs in, closes the popup and refreshes the server data', async () => {
    const sent: Record<string, string>[] = [];
    server.use(api.post('login', async ({ request }) => (sent.push(await formOf(request)), ok({ status: 'ok', payload: { uid: 7 }, locale: 'en-US' }))));
    const dialog = handle();
    renderWithProviders(<AuthDialog dialog={dialog} view="authorization" />);
    await signIn();
    await waitFor(() => expect(dialog.close).toHaveBeenCalledWith({ force: true }));
    expect(sent).toEqual([{ login: 'ana@example.com', password: 'secret1' }]);
    expect(router.refresh).toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('follows an internal redirectUrl after signing in, never an external one', async () => {
    server.use(api.post('login', () => ok({ status: 'ok', payload: { uid: 7 } })));
    window.history.replaceState(null, '', '/?redirectUrl=%2Fcashier%2Fhistory');
    const first = renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    await signIn();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cashier/history'));
    first.unmount();

    vi.clearAllMocks();
    window.history.replaceState(null, '', '/?redirectUrl=https%3A%2F%2Fevil.example%2F');
    renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    await signIn();
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(router.push).not.toHaveBeenCalled();
  });

  it('returns to the page it was opened for (its redirectUrl prop), ignoring an external one', async () => {
    server.use(api.post('login', () => ok({ status: 'ok', payload: { uid: 7 } })));
    useDialogStore.getState().open('auth', { view: 'authorization', redirectUrl: '/game/sun-temple-riches' });
    const first = renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    await signIn();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/game/sun-temple-riches'));
    first.unmount();

    vi.clearAllMocks();
    useDialogStore.getState().open('auth', { view: 'authorization', redirectUrl: '//evil.example/' });
    renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    await signIn();
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(router.push).not.toHaveBeenCalled();
    await useDialogStore.getState().close('auth', { force: true });
  });

  it('shows the wrong-entry notice when the server refuses the login', async () => {
    server.use(api.post('login', () => failure('AuthorizationException', null, 'Wrong login or password', 401)));
    const dialog = handle();
    renderWithProviders(<AuthDialog dialog={dialog} view="authorization" />);
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wrong login or password');
    expect(alert).toHaveTextContent('Check what you entered or restore your password.');
    expect(dialog.close).not.toHaveBeenCalled();
  });

  it('tells a blocked player so instead of the wrong-entry notice, and leads to the user-blocked page (SPEC §6)', async () => {
    server.use(api.post('login', () => failure('UserBannedException', null, undefined, 403)));
    renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is blocked');
    expect(router.replace).toHaveBeenCalledWith('/blocked');
  });

  it('does not lead to the user-blocked page for a wrong password', async () => {
    server.use(api.post('login', () => failure('AuthorizationException', null, undefined, 401)));
    renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong login or password');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('tells a player on a time-out or self-exclusion until when signing in is closed, not that the password is wrong', async () => {
    server.use(api.post('login', () => failure('AccessDeniedException', { reason: 'excluded', kind: 'self_exclusion', ends_at: '2026-09-01T10:00:00.000Z', can_withdraw: false }, undefined, 403)));
    const { unmount } = renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are taking a break from play');
    expect(alert).toHaveTextContent('signing in is closed until September 1, 2026 at 10:00 AM UTC');
    expect(alert).not.toHaveTextContent('Wrong login or password');
    unmount();
    server.use(api.post('login', () => failure('AccessDeniedException', { reason: 'excluded', kind: 'self_exclusion', ends_at: null, can_withdraw: false }, undefined, 403)));
    renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('You chose to close your account for good');
    expect(screen.queryByRole('button', { name: 'Sign in to withdraw my balance' })).not.toBeInTheDocument();
  });

  it('lets a self-excluded player with money left sign in to withdraw it, and lands on the withdrawal page', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      api.post('login', async ({ request }) => {
        const form = await formOf(request);
        sent.push(form);
        return form.purpose === 'withdrawal'
          ? ok({ status: 'ok', payload: { uid: 7 } })
          : failure('AccessDeniedException', { reason: 'excluded', kind: 'self_exclusion', ends_at: null, can_withdraw: true }, undefined, 403);
      }),
    );
    const dialog = handle();
    renderWithProviders(<AuthDialog dialog={dialog} view="authorization" />);
    const user = await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('you can still sign in to withdraw it, and nothing else');
    await user.click(screen.getByRole('button', { name: 'Sign in to withdraw my balance' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cashier/withdraw'));
    expect(dialog.close).toHaveBeenCalledWith({ force: true });
    expect(sent).toEqual([
      { login: 'ana@example.com', password: 'secret1' },
      { login: 'ana@example.com', password: 'secret1', purpose: 'withdrawal' },
    ]);
  });

  it('ties client validation errors to their fields and focuses the first', async () => {
    renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    const login = screen.getByLabelText('E-mail or login');
    await waitFor(() => expect(login).toHaveAttribute('aria-invalid', 'true'));
    expect(login).toHaveAccessibleDescription('Field is required');
    expect(login).toHaveFocus();
  });

  it('switches to restore and back through the breadcrumb', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('dialog', { name: 'Restore password' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('AuthDialog: two-factor', () => {
  const twoFactorRequired = () => failure('AuthorizationException', { resend_time: 30 }, 'two_factor_auth is enable', 401);

  it('switches to the code view when the server asks for two-factor, with the resend timer', async () => {
    server.use(api.post('login', twoFactorRequired));
    renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    await signIn();
    expect(await screen.findByRole('dialog', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send again in (30|29) s/ })).toBeDisabled();
    expect(useAuthStore.getState().pending).toMatchObject({ login: 'ana@example.com', password: 'secret1' });
  });

  it('reads the resend time from the trailing number of the message when error_data has none', async () => {
    server.use(api.post('login', () => failure('AuthorizationException', null, 'two_factor_auth is enable. Resend time is 45', 401)));
    renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    await signIn();
    expect(await screen.findByRole('button', { name: /Send again in (45|44) s/ })).toBeDisabled();
  });

  it('goes to the code view, timer running, when a sign-in again within the resend window answers only "Resend time is N"', async () => {
    server.use(api.post('login', () => failure('AuthorizationException', { resend_time: 57 }, 'Resend time is 57', 401)));
    renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    await signIn();
    expect(await screen.findByRole('dialog', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send again in (57|56) s/ })).toBeDisabled();
    expect(screen.queryByText(/Wrong login or password/)).not.toBeInTheDocument();
  });

  it.each([
    ['two_factor_auth: code is invalid', 'The code is invalid'],
    ['Time expired', 'The code has expired. Request a new one.'],
    ['the code must contain 6 digits', 'The code must contain 6 digits'],
    ['boom', 'Something went wrong. Please try again.'],
  ])('maps the server answer "%s" to a message under the code field', async (message, shown) => {
    const sent: Record<string, string>[] = [];
    server.use(
      api.post('login', async ({ request }) => {
        const form = await formOf(request);
        sent.push(form);
        return form.code ? failure('AuthorizationException', null, message, 401) : twoFactorRequired();
      }),
    );
    renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    await signIn();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), '12a3456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const code = screen.getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(shown));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(sent.at(-1)).toEqual({ login: 'ana@example.com', password: 'secret1', code: '123456' });
  });

  it('signs in with the code and closes the popup', async () => {
    server.use(api.post('login', async ({ request }) => ((await formOf(request)).code === '654321' ? ok({ status: 'ok', payload: { uid: 1 } }) : twoFactorRequired())));
    const dialog = handle();
    renderWithProviders(<AuthDialog dialog={dialog} view="authorization" />);
    await signIn();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dialog.close).toHaveBeenCalledWith({ force: true }));
    expect(useAuthStore.getState().pending).toBeNull();
  });
});
