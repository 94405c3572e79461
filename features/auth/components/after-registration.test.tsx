import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogStore } from '@/features/shell';
import type { FormFieldSets } from '@/lib/cms';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { api, failure, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { CONFIRM_EMAIL_DIALOG_ID, UNSEEN_CASHBACK_DIALOG_ID } from '../after-auth';
import { AUTH_CONFIG } from '../config';
import { useAuthStore } from '../store';
import { AuthDialog } from './auth-dialog';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/', useSearchParams: () => new URLSearchParams() }));

const server = setupApiServer();

const FORM: FormFieldSets = {
  form: [
    { sysname: 'email', type: 'input', attributes: { label: 'E-mail', inputType: 'email', required: true } },
    { sysname: 'password', type: 'password', attributes: { label: 'Password', required: true } },
  ],
};
const account = { uid: 5, login: 'new@example.com' };
const CASHBACK = { id: 11, status: 'active', amount: { amount: 25, currency: 'USD' }, description: {}, receiving_expired_at: null, end_date: '2025-01-19T00:00:00Z' };
const CHARACTERS = [
  { id: 1, sysname: 'fox', name: 'Fox', image: '/images/characters/fox.svg' },
  { id: 2, sysname: 'owl', name: 'Owl', image: '/images/characters/owl.svg' },
];
const handle = () => ({ id: 'auth', type: 'popup' as const, preventClose: false, close: vi.fn(async () => true) });
const ids = (list: { id: string }[]) => list.map((e) => e.id);

let stored: Record<string, string>;
let cashbackQueries: URLSearchParams[];
let registered: Record<string, string>[];

beforeEach(() => {
  vi.clearAllMocks();
  useDialogStore.setState({ stack: [], queued: [] });
  useAuthStore.setState({ pending: null, formFields: FORM, banner: null, config: AUTH_CONFIG, character: null });
  window.history.replaceState(null, '', '/');
  stored = {};
  cashbackQueries = [];
  registered = [];
  server.use(
    api.get('getPersonalDataFields', () => ok([])),
    api.post('register', async ({ request }) => (registered.push(await formOf(request)), ok({ status: 1, user: account, payload: account, locale: 'en-US' }))),
    api.post('login', () => ok({ status: 1, payload: account, locale: 'en-US' })),
    api.get('cashbacks/get', ({ request }) => (cashbackQueries.push(new URL(request.url).searchParams), ok([CASHBACK]))),
    api.get('storage/get', () => ok(stored)),
    api.post('storage/set', async ({ request }) => {
      const { key, value } = await formOf(request);
      stored[key!] = value!;
      return ok(1);
    }),
    api.get('loyalty/getcharacters', () => ok({ items: CHARACTERS, offset: 0, limit: 20, total: 2 })),
    // the platform's resend time (CODE_RESEND_SECONDS), which the confirm-email dialog counts down
    api.get('metadata/getgeneralinfo', () => ok({ resend_time: 30 })),
  );
});

async function register(email = 'new@example.com') {
  const user = userEvent.setup();
  renderWithProviders(<AuthDialog dialog={handle()} view="registration" />);
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.click(screen.getByLabelText(/I accept the terms/));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  return user;
}

describe('after registration (§4)', () => {
  it('goes to the deposit page at once, then queues confirm e-mail, unseen cashback and the campaign popup in that order', async () => {
    let atNavigation: { stack: string[]; queued: string[] } | undefined;
    router.push.mockImplementation(() => {
      const state = useDialogStore.getState();
      atNavigation = { stack: ids(state.stack), queued: ids(state.queued) };
    });
    await register();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cashier/deposit'));
    // the next page starts loading as the popup closes: the follow-up look-ups (up to 3 s) do not hold it
    expect(atNavigation).toEqual({ stack: [], queued: [] });
    // both follow-up popups come in line over the new page
    await waitFor(() => expect({ stack: ids(useDialogStore.getState().stack), queued: ids(useDialogStore.getState().queued) }).toEqual({ stack: [CONFIRM_EMAIL_DIALOG_ID], queued: [UNSEEN_CASHBACK_DIALOG_ID] }));
    expect(useDialogStore.getState().stack[0]).toMatchObject({ type: 'confirm', props: { email: 'new@example.com', resendSeconds: 30 } });
    const { resendUntil } = useDialogStore.getState().stack[0]!.props as { resendUntil: number };
    expect(resendUntil - Date.now()).toBeGreaterThan(20_000);
    expect(resendUntil - Date.now()).toBeLessThanOrEqual(30_000);
    expect(cashbackQueries[0]?.get('count')).toBe('1');
    expect(cashbackQueries[0]?.get('statuses')).toBe('active');

    // the campaign watcher of the next page queues behind them
    const store = useDialogStore.getState();
    store.queue('campaign', {});
    expect(ids(useDialogStore.getState().queued)).toEqual([UNSEEN_CASHBACK_DIALOG_ID, 'campaign']);
    await store.close();
    expect(ids(useDialogStore.getState().stack)).toEqual([UNSEEN_CASHBACK_DIALOG_ID]);
    expect(useDialogStore.getState().stack[0]!.props).toMatchObject({ cashback: { id: 11 } });
    await store.close();
    expect(ids(useDialogStore.getState().stack)).toEqual(['campaign']);
    // closing the cashback popup stored its id as seen
    await waitFor(() => expect(stored).toEqual({ cashback_seen: '11' }));
  });

  it('skips the confirm e-mail popup when the config turns it off, and a cashback already seen', async () => {
    useAuthStore.setState({ config: { ...AUTH_CONFIG, confirmEmailPopup: false } });
    stored = { cashback_seen: '11' };
    await register();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cashier/deposit'));
    expect(useDialogStore.getState().stack).toEqual([]);
  });

  it('still goes on when the cashback check fails', async () => {
    server.use(api.get('cashbacks/get', () => failure('InternalServerErrorException', null, undefined, 500)));
    await register();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cashier/deposit'));
    expect(ids(useDialogStore.getState().stack)).toEqual([CONFIRM_EMAIL_DIALOG_ID]);
    expect(useDialogStore.getState().queued).toEqual([]);
  });
});

describe('after sign-in', () => {
  it('queues the unseen cashback popup only (no e-mail confirmation)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthDialog dialog={handle()} view="authorization" />);
    await user.type(screen.getByLabelText('E-mail or login'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(ids(useDialogStore.getState().stack)).toEqual([UNSEEN_CASHBACK_DIALOG_ID]);
  });
});

describe('character select (§3 auth config)', () => {
  it('is off by default', async () => {
    renderWithProviders(<AuthDialog dialog={handle()} view="registration" />);
    await screen.findByLabelText('E-mail');
    expect(screen.queryByRole('group', { name: 'Choose your character' })).not.toBeInTheDocument();
  });

  it('offers the characters as a radio group, shows the pick beside the form and sends character_id', async () => {
    useAuthStore.setState({ config: { ...AUTH_CONFIG, characterSelect: true } });
    const user = userEvent.setup();
    renderWithProviders(<AuthDialog dialog={handle()} view="registration" />);
    const group = await screen.findByRole('group', { name: 'Choose your character' });
    const fox = await within(group).findByRole('radio', { name: 'Fox' });
    await waitFor(() => expect(fox).toBeChecked());
    const beside = () => screen.getByRole('figure');
    expect(beside()).toHaveTextContent('Fox');
    await user.click(within(group).getByRole('radio', { name: 'Owl' }));
    expect(within(group).getByRole('radio', { name: 'Owl' })).toBeChecked();
    await waitFor(() => expect(beside()).toHaveTextContent('Owl'));
    expect(beside().querySelector('img')).toHaveAttribute('src', '/images/characters/owl.svg');

    await user.type(screen.getByLabelText('E-mail'), 'hero@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByLabelText(/I accept the terms/));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(registered).toHaveLength(1));
    expect(registered[0]).toMatchObject({ email: 'hero@example.com', character_id: '2' });
  });

  it('shows the server’s refusal of the character under the group', async () => {
    useAuthStore.setState({ config: { ...AUTH_CONFIG, characterSelect: true } });
    server.use(api.post('register', () => failure('InvalidParameterException', { character_id: ['wrongField'] }, undefined, 422)));
    const user = userEvent.setup();
    renderWithProviders(<AuthDialog dialog={handle()} view="registration" />);
    const group = await screen.findByRole('group', { name: 'Choose your character' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Fox' })).toBeChecked());
    await user.type(screen.getByLabelText('E-mail'), 'hero@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByLabelText(/I accept the terms/));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    expect(group).toHaveAccessibleDescription(/.+/);
  });
});
