import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isSignedIn, useAccount } from '@/features/account';
import { DialogHost, useDialogStore } from '@/features/shell';
import type { ProtectionStatus } from '@/lib/contract';
import { api, formOf, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { ResponsibleGamingCentre } from './responsible-gaming-centre';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/profile/responsible-game' }));

const server = setupApiServer();

const NONE: ProtectionStatus['pack'] = {
  id: 'none', cooling_off_hours: 24, reality_check_mandatory: false, session_clock: true, autoplay: true, limit_prompt: 'first_deposit',
  monthly_deposit_cap: null, panic_button: false, min_spin_seconds: 0, guest_demo: true, alerts_at: [], reminder_minutes: null, history_months: null,
};
const MGA: ProtectionStatus['pack'] = { ...NONE, id: 'MGA', history_months: 6 };

const limit = (kind: ProtectionStatus['limits'][number]['kind']) => ({
  kind,
  limit_amount: null,
  period: 'none',
  used: 0,
  available_amount: null,
  expired_at: null,
  currency: 'USD',
  pending: null,
  alert: null,
});
const status = (pack: ProtectionStatus['pack']): ProtectionStatus => ({
  pack,
  limits: [limit('deposit'), limit('loss'), limit('wager'), limit('session')],
  reality_check: { interval_minutes: null, pending: false, due_at: null, session_started_at: '2026-01-01T00:00:00Z', session_seconds: 0, wagered: 0, won: 0, net: 0, currency: 'USD' },
  exclusion: null,
  limit_prompt: false,
});

describe('ResponsibleGamingCentre', () => {
  it('under the MGA pack says six months of history are kept and links to them; without a history rule, says nothing', () => {
    server.use(api.get('protection/getStatus', () => ok(status(MGA))));
    const { unmount } = renderWithProviders(<ResponsibleGamingCentre initial={status(MGA)} />);
    expect(screen.getByText(/Your gambling history of the last 6 months is in your profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my history' })).toHaveAttribute('href', '/profile/bets/history');
    unmount();
    server.use(api.get('protection/getStatus', () => ok(status(NONE))));
    renderWithProviders(<ResponsibleGamingCentre initial={status(NONE)} />);
    expect(screen.queryByText(/Your gambling history/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'See my history' })).toBeNull();
  });
});

const GUEST = { uid: 0, login: '', balance_main: { amount: 0, currency: 'USD' } };
const PLAYER = { ...GUEST, uid: 7, login: 'jane' };

/** A client island of the layout that reads the account (the header's balance does). */
function AccountProbe() {
  const { data } = useAccount();
  return <p data-testid="account">{data === undefined ? '' : isSignedIn(data) ? `signed in as ${data.login}` : 'guest'}</p>;
}

/** The centre on a signed-in page with the layout's dialog host; the platform answers `exclude` with `answer`. */
async function takeBreak(section: string, answer: Record<string, unknown>, fill: (region: HTMLElement) => Promise<void>) {
  const sent: Record<string, string>[] = [];
  // the platform: the session ends with the exclusion
  let session = true;
  server.use(
    api.get('protection/getStatus', () => ok(status(NONE))),
    api.get('getInfo', () => ok(session ? PLAYER : GUEST)),
    api.post('protection/exclude', async ({ request }) => {
      sent.push(await formOf(request));
      session = false;
      return ok(answer);
    }),
  );
  const view = renderWithProviders(
    <>
      <AccountProbe />
      <ResponsibleGamingCentre initial={status(NONE)} />
      <DialogHost />
    </>,
  );
  // the player's data in the cache besides the account (the header's balance)
  view.queryClient.setQueryData(['cashier', 'balance'], { main: 20 });
  await waitFor(() => expect(screen.getByTestId('account')).toHaveTextContent('signed in as jane'));
  const region = await screen.findByRole('region', { name: section }, { timeout: 5000 });
  await fill(region);
  await userEvent.type(within(region).getByLabelText('Your password'), 'Secret12');
  await userEvent.click(within(region).getByRole('checkbox'));
  await userEvent.click(within(region).getByRole('button', { name: section === 'Time-out' ? 'Start the time-out' : 'Self-exclude' }));
  return { ...view, sent };
}

describe('ResponsibleGamingCentre: taking a break', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useDialogStore.setState({ stack: [], queued: [] });
  });

  it('after a time-out the site turns guest at once (home, refreshed, account reset) and a dialog says until when', async () => {
    const { queryClient, sent } = await takeBreak(
      'Time-out',
      { kind: 'timeout', period: '7d', starts_at: '2026-03-05T14:00:00.000Z', ends_at: '2026-03-12T14:00:00.000Z' },
      (region) => userEvent.selectOptions(within(region).getByLabelText('Length'), '7d'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your time-out has started' });
    expect(sent).toEqual([{ kind: 'timeout', period: '7d', password: 'Secret12' }]);
    // until when, in the player's words and time zone (the test's provider: UTC)
    expect(dialog).toHaveAccessibleDescription(/^It ends on March 12, 2026 at 2:00\sPM UTC\. You have been signed out\./);
    // the header learns it as from a sign-out: the server layout renders again, as a guest's, on the home page
    expect(router.replace).toHaveBeenCalledWith('/');
    expect(router.refresh).toHaveBeenCalled();
    expect(queryClient.getQueryData(['cashier', 'balance'])).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('account')).toHaveTextContent('guest'));
    // the message stays until the player closes it (the dialog lives in the layout, not in this page)
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a permanent self-exclusion does not end', async () => {
    await takeBreak('Self-exclusion', { kind: 'self_exclusion', period: 'permanent', starts_at: '2026-03-05T14:00:00.000Z', ends_at: null }, (region) =>
      userEvent.selectOptions(within(region).getByLabelText('Length'), 'permanent'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'You are self-excluded' });
    expect(dialog).toHaveAccessibleDescription(/^It is permanent: it does not end\. You have been signed out\. You cannot sign in or open a new account again/);
    expect(router.replace).toHaveBeenCalledWith('/');
    act(() => void useDialogStore.getState().close());
  });
});
