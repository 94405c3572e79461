import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_PRIORITY, useDialogStore } from '@/features/shell';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { api, ok, setupApiServer } from '@/tests/fixtures/msw';
import { CONFIRM_EMAIL_DIALOG_ID } from '../after-auth';
import { AUTH_CONFIG } from '../config';
import { useAuthStore } from '../store';
import { SocialRegistrationDialog } from './social-registration-dialog';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/', useSearchParams: () => new URLSearchParams() }));

const server = setupApiServer();
const account = { uid: 9, login: 'demo_x', is_registration_completed: true };
const handle = () => ({ id: 'social-registration', type: 'popup' as const, preventClose: true, close: vi.fn(async () => true) });

beforeEach(() => {
  vi.clearAllMocks();
  useDialogStore.setState({ stack: [], queued: [], holds: [] });
  useAuthStore.setState({ config: AUTH_CONFIG });
  window.history.replaceState(null, '', '/');
  server.use(
    api.get('metadata/getgeneralinfo', () => ok({ available_currencies: ['USD'], default_currency: 'USD' })),
    api.post('completeRegistration', () => ok({ status: 1, user: account, payload: account, locale: 'en-US' })),
    api.get('cashbacks/get', () => ok([])),
    api.get('storage/get', () => ok({})),
  );
});

describe('completing a social registration (§4 after registration)', () => {
  it('closes, queues the confirm-email popup for the new address and goes to the deposit page', async () => {
    const dialog = handle();
    renderWithProviders(<SocialRegistrationDialog dialog={dialog} />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Currency')).toHaveValue('USD'));
    await user.type(screen.getByLabelText('E-mail'), 'fresh@example.com');
    await user.click(screen.getByLabelText(/I accept the terms/));
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cashier/deposit'));
    expect(dialog.close).toHaveBeenCalledWith({ force: true });
    expect(useDialogStore.getState().stack).toEqual([expect.objectContaining({ id: CONFIRM_EMAIL_DIALOG_ID, props: expect.objectContaining({ email: 'fresh@example.com' }) })]);
  });

  it('a campaign popup queued behind it opens after the confirm-email popup (§4 order), not before', async () => {
    useDialogStore.setState({ stack: [{ id: 'social-registration', props: {}, preventClose: true }], queued: [{ id: 'campaign', props: {}, priority: DIALOG_PRIORITY.campaign }] });
    const dialog = { ...handle(), close: vi.fn(() => useDialogStore.getState().close('social-registration', { force: true })) };
    renderWithProviders(<SocialRegistrationDialog dialog={dialog} />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Currency')).toHaveValue('USD'));
    await user.type(screen.getByLabelText('E-mail'), 'order@example.com');
    await user.click(screen.getByLabelText(/I accept the terms/));
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cashier/deposit'));
    expect(useDialogStore.getState().stack.map((e) => e.id)).toEqual([CONFIRM_EMAIL_DIALOG_ID]);
    expect(useDialogStore.getState().queued.map((e) => e.id)).toEqual(['campaign']);
  });
});
