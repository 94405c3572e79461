import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BALANCE_REFRESH, HeaderBalance } from '@/features/cashier';
import { useDialogStore } from '@/features/shell';
import type { Balances } from '@/lib/contract';
import { api, ok, setupApiServer } from '@/tests/fixtures/msw';
import { renderWithProviders } from '@/tests/fixtures/render-with-providers';
import { DEMO_MODE_DIALOG_ID } from '../dialog-ids';
import { GameFrame, type GameFrameProps } from './game-frame';
import type { DemoModeDialogProps } from './demo-mode-dialog';

vi.mock('next/navigation', () => ({ usePathname: () => '/game/sun-temple-riches', useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock('@/features/realtime', async (importOriginal) => ({ ...(await importOriginal<object>()), RealtimeConnection: () => null }));
const { dispatchRealtimeEvent } = await import('@/features/realtime/store');

// Any request (a balance refresh on a game page) fails the test.
const server = setupApiServer();

const usd = (amount: number) => ({ amount, currency: 'USD' });
const balances: Balances = { balance_main: usd(100), balance_bonus: usd(0), balance_betting_bonus: usd(0), balance_fun: usd(1000) };
const empty: Balances = { ...balances, balance_main: usd(0) };
const BALANCE_KEY = ['cashier', 'balance'];

const base: GameFrameProps = {
  game: { sysname: 'sun-temple-riches', name: 'Sun Temple Riches' },
  demoAvailable: true,
  signedIn: false,
  balances: null,
  balanceKey: BALANCE_KEY,
  zeroBalanceAllowed: false,
  fullScreen: 'all',
};
const player = { ...base, signedIn: true, balances };

const frame = () => screen.getByTitle<HTMLIFrameElement>('Sun Temple Riches game');
const modeOf = () => new URL(frame().src, 'http://localhost').searchParams.get('mode');
const post = (data: unknown, { origin = window.location.origin, source = frame().contentWindow }: { origin?: string; source?: Window | null } = {}) =>
  act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin, source })));
const round = (balance: number, mode = 'real') => ({ source: 'casino-game', type: 'round', round_id: 'r1', mode, bet: usd(1), win: usd(0), balance: usd(balance) });

beforeEach(() => useDialogStore.setState({ stack: [], queued: [] }));
afterEach(() => vi.restoreAllMocks());

describe('GameFrame: mode', () => {
  it('tells guests why they must sign in where the rule pack allows no demo for guests (DE), and keeps the demo for players', async () => {
    const { unmount } = renderWithProviders(<GameFrame {...base} guestDemo={false} initialMode="demo" />);
    expect(screen.queryByTitle('Sun Temple Riches game')).toBeNull();
    // the prompts load in a chunk of their own (play-prompts-lazy)
    expect(await screen.findByRole('heading', { name: 'Sign in to play' })).toBeInTheDocument();
    expect(screen.getByText(/Demo play needs an account here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /demo/i })).toBeNull();
    unmount();
    renderWithProviders(<GameFrame {...player} guestDemo={false} initialMode="demo" />);
    expect(modeOf()).toBe('demo');
  });

  it('gives guests the demo in the frame, with "Play for real" opening registration that returns to the game', async () => {
    renderWithProviders(<GameFrame {...base} />);
    expect(frame()).toHaveAttribute('src', '/games/sun-temple-riches/play?mode=demo&locale=en-US');
    expect(screen.getByText('Demo mode')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play for real' }));
    expect(useDialogStore.getState().stack).toEqual([expect.objectContaining({ id: 'auth', props: { view: 'registration', redirectUrl: '/' } })]);
  });

  it('plays for real once a guest has signed in (the page re-rendered with the session), even after choosing demo', async () => {
    const { rerender } = renderWithProviders(<GameFrame {...base} />);
    expect(modeOf()).toBe('demo');
    await userEvent.setup().click(screen.getByRole('button', { name: 'About demo mode' }));
    act(() => (useDialogStore.getState().stack[0]?.props as DemoModeDialogProps).onPlayDemo());
    rerender(<GameFrame {...player} />);
    expect(modeOf()).toBe('real');
  });

  it('asks guests to sign in on a game without demo', async () => {
    renderWithProviders(<GameFrame {...base} demoAvailable={false} />);
    expect(screen.queryByTitle('Sun Temple Riches game')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in to play' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/forms/sign_up');
  });

  it('gives players real money, and demo through the demo-mode dialog', async () => {
    renderWithProviders(<GameFrame {...player} />);
    expect(modeOf()).toBe('real');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play demo' }));
    const entry = useDialogStore.getState().stack.find((e) => e.id === DEMO_MODE_DIALOG_ID);
    expect(entry).toBeDefined();
    act(() => (entry?.props as DemoModeDialogProps).onPlayDemo());
    expect(modeOf()).toBe('demo');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play for real' }));
    expect(modeOf()).toBe('real');
  });

  it('starts a player in demo when the link asked for it (a tile\'s demo link, ?mode=demo)', () => {
    renderWithProviders(<GameFrame {...player} initialMode="demo" />);
    expect(modeOf()).toBe('demo');
  });

  it('shows a deposit prompt instead of the game when the balance is empty and zero-balance access is off', async () => {
    renderWithProviders(<GameFrame {...player} balances={empty} />);
    expect(screen.queryByTitle('Sun Temple Riches game')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Top up to play' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/cashier/deposit');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play demo' }));
    expect(modeOf()).toBe('demo');
  });

  it('plays with an empty balance when zero-balance access is on', () => {
    renderWithProviders(<GameFrame {...player} balances={empty} zeroBalanceAllowed />);
    expect(modeOf()).toBe('real');
  });

  it('keeps the game once real play started, even when a round empties the balance', async () => {
    renderWithProviders(<GameFrame {...player} balances={{ ...balances, balance_main: usd(1) }} />);
    post(round(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(modeOf()).toBe('real');
    expect(screen.queryByRole('heading', { name: 'Top up to play' })).not.toBeInTheDocument();
  });
});

describe('GameFrame: messages from the game', () => {
  it('shows a loader until the game says it is ready', () => {
    renderWithProviders(<GameFrame {...base} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the game…');
    post({ source: 'casino-game', type: 'ready' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sets the header balance from a real round at once, without a request, and a later push of the same figure changes nothing', async () => {
    const { queryClient } = renderWithProviders(
      <>
        <HeaderBalance uid={1} initial={balances} settings={{ ...DEFAULT_BALANCE_REFRESH, isEnabledInterval: true, countSecondsForInterval: 1 }} />
        <GameFrame {...player} />
      </>,
    );
    const header = await screen.findByTestId('header-balance-main');
    expect(header).toHaveTextContent('$100');
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(header.textContent ?? ''));
    observer.observe(header, { subtree: true, characterData: true, childList: true });
    post(round(97.5));
    await waitFor(() => expect(header).toHaveTextContent('$97.50'));
    act(() => dispatchRealtimeEvent('account.balance_updated', { ...balances, balance_main: usd(97.5) }));
    post(round(990, 'demo'));
    await waitFor(() => expect(queryClient.getQueryData<Balances>(BALANCE_KEY)?.balance_fun).toEqual(usd(990)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    // one change, never back to the old figure (no flicker)
    expect(shown.every((text) => text.includes('$97.50'))).toBe(true);
    expect(header).toHaveTextContent('$97.50');
  });

  it('ignores messages from another origin, another window or another source', () => {
    const { queryClient } = renderWithProviders(<GameFrame {...player} />);
    post(round(1), { origin: 'https://evil.example' });
    post(round(2), { source: window });
    post({ ...round(3), source: 'other-game' });
    expect(queryClient.getQueryData<Balances>(BALANCE_KEY)?.balance_main).toEqual(usd(100));
  });

  it('offers a deposit when the game reports insufficient funds, until the next round', async () => {
    renderWithProviders(<GameFrame {...player} />);
    post({ source: 'casino-game', type: 'insufficient_funds' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your balance is too low for this stake.');
    expect(screen.getAllByRole('link', { name: 'Deposit' }).at(-1)).toHaveAttribute('href', '/cashier/deposit');
    post(round(50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens sign-in when the game needs a session', () => {
    renderWithProviders(<GameFrame {...base} />);
    post({ source: 'casino-game', type: 'auth_required' });
    expect(useDialogStore.getState().stack).toEqual([expect.objectContaining({ id: 'auth', props: expect.objectContaining({ view: 'authorization' }) })]);
  });
});

/** The full-screen element: the game with the session bar and the exit button above it. */
const playArea = () => frame().closest<HTMLElement>('[data-fullscreen]');

/** The Fullscreen API as a browser has it: `document.fullscreenElement` follows request and exit. */
function fakeFullscreenApi() {
  const change = (element: Element | null) => {
    if (element) Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: element });
    else Reflect.deleteProperty(document, 'fullscreenElement');
    document.dispatchEvent(new Event('fullscreenchange'));
  };
  const request = vi.fn(async function (this: HTMLElement) {
    change(this);
  });
  const exit = vi.fn(async () => change(null));
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
  HTMLElement.prototype.requestFullscreen = request;
  const restore = () => {
    for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen']) Reflect.deleteProperty(document, key);
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
  };
  return { request, exit, restore };
}

const playSession = (pending: boolean) => ({
  interval_minutes: 15,
  pending,
  due_at: null,
  session_started_at: '2026-11-25T00:00:00.000Z',
  session_seconds: 960,
  wagered: 1,
  won: 0,
  net: -1,
  currency: 'USD',
});

describe('GameFrame: full screen', () => {
  it('fills the viewport where the Fullscreen API is missing, and Escape or the exit button leave', async () => {
    renderWithProviders(<GameFrame {...base} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(playArea()).toHaveAttribute('data-fullscreen', 'fallback');
    expect(playArea()).toHaveClass('fixed', 'inset-0');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
    expect(playArea()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    await user.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(playArea()).toBeNull();
    expect(screen.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('uses the Fullscreen API on the play area where it exists', async () => {
    const api = fakeFullscreenApi();
    try {
      renderWithProviders(<GameFrame {...base} />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Full screen' }));
      expect(api.request).toHaveBeenCalledOnce();
      expect(playArea()).toHaveAttribute('data-fullscreen', 'native');
      expect(api.request.mock.contexts[0]).toBe(playArea());
      expect(playArea()).toContainElement(frame());
    } finally {
      api.restore();
    }
  });

  it('takes the session clock and net position into full screen, with the exit button in a row above the game instead of over it', async () => {
    server.use(api.get('protection/getSession', () => ok(playSession(false))), api.post('protection/getSession', () => ok(playSession(false))));
    renderWithProviders(<GameFrame {...player} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    const area = playArea()!;
    expect(area).toContainElement(await screen.findByTestId('session-clock'));
    expect(area).toContainElement(screen.getByTestId('session-net'));
    const exit = screen.getByRole('button', { name: 'Exit full screen' });
    expect(area).toContainElement(exit);
    // not laid over the game (it covered the game's own header on a phone): outside the frame's box, and not absolutely placed
    const gameBox = frame().parentElement as HTMLElement;
    expect(gameBox).not.toContainElement(exit);
    expect(exit).not.toHaveClass('absolute');
    expect(exit.compareDocumentPosition(gameBox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(gameBox).toHaveClass('flex-1', 'min-h-0');
  });

  it('leaves full screen when the reality check opens, so it shows and can be answered', async () => {
    let pending = false;
    const answer = () => ok(playSession(pending));
    server.use(api.get('protection/getSession', answer), api.post('protection/getSession', answer));
    const fullscreen = fakeFullscreenApi();
    try {
      renderWithProviders(<GameFrame {...player} />);
      await screen.findByTestId('session-clock');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Full screen' }));
      expect(playArea()).toHaveAttribute('data-fullscreen', 'native');
      // a quarter of an hour later a round ends and the check falls due
      pending = true;
      post(round(99));
      expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
      expect(fullscreen.exit).toHaveBeenCalledOnce();
      await waitFor(() => expect(playArea()).toBeNull());
      // (the page behind the modal is hidden from assistive technology meanwhile)
      expect(screen.getByRole('button', { name: 'Full screen', hidden: true })).toHaveAttribute('aria-pressed', 'false');
    } finally {
      fullscreen.restore();
    }
  });

  it('shows the button only where visibleFullScreen allows it', () => {
    const { rerender } = renderWithProviders(<GameFrame {...base} fullScreen="none" />);
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
    rerender(<GameFrame {...base} fullScreen="telegram" />);
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
    rerender(<GameFrame {...base} fullScreen="product" />);
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });
});

describe('GameFrame: sportsbook', () => {
  it('shows guests the events in demo mode with a sign-in notice, and no demo switch', async () => {
    renderWithProviders(<GameFrame {...base} variant="sportsbook" />);
    expect(modeOf()).toBe('demo');
    expect(await screen.findByRole('note')).toHaveTextContent('Sign in to place bets.');
    expect(screen.queryByRole('button', { name: 'Play for real' })).not.toBeInTheDocument();
  });
});
