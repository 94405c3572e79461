import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { PlaySession } from './play-session';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api', async (original) => ({ ...(await original<typeof import('@/lib/api')>()), browserApi: { call }, lazyBrowserApi: { call } }));
vi.mock('next/navigation', () => ({ usePathname: () => '/game/sun-temple-riches', useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const session = (pending: boolean) => ({
  interval_minutes: 15,
  pending,
  due_at: null,
  session_started_at: '2026-11-25T00:00:00.000Z',
  session_seconds: 960,
  wagered: 3,
  won: 1,
  net: -2,
  currency: 'USD',
});

/** A reality check due until the player acknowledges it. */
function realityCheckDue() {
  let pending = true;
  call.mockImplementation(async (method: string) => {
    if (method === 'protection/getSession') return session(pending);
    if (method === 'protection/acknowledgeRealityCheck') pending = false;
    return true;
  });
}

function renderGamePage() {
  const frame = () => screen.getByTitle<HTMLIFrameElement>('Sun Temple Riches game');
  renderWithProviders(
    <main id="main-content" tabIndex={-1}>
      <button type="button">Play demo</button>
      <PlaySession signal={{ n: 0, reason: null }} gameFrame={frame} />
      <iframe title="Sun Temple Riches game" />
    </main>,
  );
  return { frame };
}

afterEach(() => call.mockReset());

describe('PlaySession: the reality check', () => {
  it('shows the session clock and net position, and the check when one is due', async () => {
    realityCheckDue();
    renderGamePage();
    expect(await screen.findByTestId('session-clock')).toHaveTextContent(/^0:16:\d{2}$/);
    expect(screen.getByTestId('session-net')).toHaveTextContent('-$2');
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('gives the focus back to the game frame after "Continue playing" when nothing had it as the check opened (never the body)', async () => {
    realityCheckDue();
    const { frame } = renderGamePage();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(call).toHaveBeenCalledWith('protection/acknowledgeRealityCheck', {});
    await waitFor(() => expect(frame()).toHaveFocus());
  });

  it('gives the focus back to what had it as the check opened', async () => {
    realityCheckDue();
    renderGamePage();
    const demo = screen.getByRole('button', { name: 'Play demo' });
    demo.focus();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(demo).toHaveFocus());
  });
});

describe('PlaySession: refusals', () => {
  it('explains a stake over the slot maximum (DE max_stake), with the way to the centre', async () => {
    call.mockImplementation(async () => session(false));
    renderWithProviders(<PlaySession signal={{ n: 1, reason: 'max_stake' }} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This stake is above the highest stake allowed on slots here.');
    expect(screen.getByRole('link', { name: 'Responsible gambling centre' })).toBeInTheDocument();
  });

  it('UK: real-money play waiting for the age check leads to the profile or the verification page', async () => {
    call.mockImplementation(async () => session(false));
    const { rerender } = renderWithProviders(<PlaySession signal={{ n: 1, reason: 'age_verification', step: 'birth_date', minAge: 21 }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gambling here is for players aged 21 and over. Add your date of birth to your profile');
    expect(screen.getByRole('link', { name: 'Add your date of birth' })).toHaveAttribute('href', '/profile/settings');
    rerender(<PlaySession signal={{ n: 2, reason: 'age_verification', step: 'identity', minAge: 21 }} />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/profile/verification'));
  });
});
