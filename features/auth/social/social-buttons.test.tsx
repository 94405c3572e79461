import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/features/shell';
import type { FormFieldSets } from '@/lib/cms';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { AuthDialog } from '../components/auth-dialog';
import { useAuthStore } from '../store';
import { api, ok, setupApiServer } from '@/tests/fixtures/msw';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/', useSearchParams: () => new URLSearchParams() }));

const server = setupApiServer();
const FORM: FormFieldSets = { form: [{ sysname: 'email', type: 'input', attributes: { label: 'E-mail', inputType: 'email', required: true } }] };
const popup = { close: vi.fn(), closed: false };
const open = vi.fn((..._args: unknown[]) => popup as unknown as Window);

beforeEach(() => {
  vi.clearAllMocks();
  useAuthStore.setState({ pending: null, formFields: FORM });
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, '', '/games?x=1');
  window.open = open as unknown as typeof window.open;
  server.use(api.get('getPersonalDataFields', () => ok([])), api.get('cashbacks/get', () => ok([])), api.get('storage/get', () => ok({})), api.get('metadata/getgeneralinfo', () => ok({ social_services: ['demo', 'google'] })));
});

function renderView(view: 'authorization' | 'registration') {
  const dialog = { id: 'auth', type: 'popup' as const, preventClose: false, close: vi.fn(async () => true) };
  renderWithProviders(<AuthDialog dialog={dialog} view={view} />);
  return { dialog, user: userEvent.setup() };
}

const answer = (data: unknown, origin = window.location.origin) => act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin })));

describe('Social sign-in buttons', () => {
  it('show each configured provider with its logo, and no button for a provider the platform has not configured', async () => {
    server.use(api.get('metadata/getgeneralinfo', () => ok({ social_services: ['demo'] })));
    renderView('authorization');
    const demo = await screen.findByRole('button', { name: 'Sign in with Demo ID' });
    expect(demo.querySelector('img')).toHaveAttribute('src', '/images/social/demo.svg');
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('open the provider in a 640×480 popup at /oauth/init with service, redirect_url and type_auth', async () => {
    const { user } = renderView('authorization');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Demo ID' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0] as [string, string, string];
    const init = new URL(url, 'http://site.test');
    expect(init.pathname).toBe('/oauth/init');
    expect(Object.fromEntries(init.searchParams)).toEqual({ service: 'demo', redirect_url: '/games?x=1', type_auth: 'login' });
    expect(name).toBe('oauth');
    expect(features).toContain('width=640');
    expect(features).toContain('height=480');
  });

  it('on the popup’s ok message: closes it, refreshes the page data and closes the auth popup', async () => {
    const { user, dialog } = renderView('authorization');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Demo ID' }));
    await answer({ type: 'oauth', status: 'ok' }, 'https://evil.example'); // another origin: ignored
    expect(popup.close).not.toHaveBeenCalled();
    await answer({ type: 'oauth', status: 'ok' });
    await waitFor(() => expect(dialog.close).toHaveBeenCalledWith({ force: true }));
    expect(popup.close).toHaveBeenCalled();
    expect(router.refresh).toHaveBeenCalled();
  });

  it('shows an error toast when the provider sign-in failed', async () => {
    const { user, dialog } = renderView('authorization');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await answer({ type: 'oauth', status: 'error', error: 'unavailable' });
    await waitFor(() => expect(useToastStore.getState().toasts).toMatchObject([{ type: 'error', text: 'Sign-in with this service is not available right now.' }]));
    expect(dialog.close).not.toHaveBeenCalled();
  });

  it('in registration, asks for the terms first (SPEC §4 social terms), and accepting clears the error', async () => {
    const { user } = renderView('registration');
    const terms = await screen.findByLabelText(/I accept the terms/);
    await user.click(await screen.findByRole('button', { name: 'Sign up with Demo ID' }));
    await waitFor(() => expect(terms).toHaveAccessibleDescription('Please accept the terms'));
    expect(open).not.toHaveBeenCalled();
    await user.click(terms);
    await waitFor(() => expect(terms).not.toHaveAttribute('aria-invalid'));
    await user.click(await screen.findByRole('button', { name: 'Sign up with Demo ID' }));
    expect(new URL(open.mock.calls[0]![0] as string, 'http://site.test').searchParams.get('type_auth')).toBe('registration');
  });
});
