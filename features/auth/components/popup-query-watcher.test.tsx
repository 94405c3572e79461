import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogStore } from '@/features/shell';
import { renderWithProviders as render } from '@/tests/fixtures/render-with-providers';
import { PopupQueryWatcher } from './popup-query-watcher';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const at = (url: string) => window.history.replaceState(null, '', url);
const authEntry = () => useDialogStore.getState().stack.find((e) => e.id === 'auth');

beforeEach(() => vi.clearAllMocks());
afterEach(() => useDialogStore.setState({ stack: [], queued: [] }));

describe('PopupQueryWatcher', () => {
  it('opens authorization for show_popup_auth, non-closable with prevent_close=1, and drops the keys on close', async () => {
    at('/offers?show_popup_auth=1&prevent_close=1&page=2#top');
    render(<PopupQueryWatcher signedIn={false} />);
    expect(authEntry()).toMatchObject({ props: { view: 'authorization' }, preventClose: true });

    await act(() => useDialogStore.getState().close('auth'));
    expect(authEntry()).toBeDefined(); // prevent_close: Escape, overlay and close do nothing
    expect(router.replace).not.toHaveBeenCalled();

    await act(() => useDialogStore.getState().close('auth', { force: true }));
    expect(router.replace).toHaveBeenCalledWith('/offers?page=2#top', { scroll: false });
  });

  it('opens registration for show_popup_reg and remembers it in local storage', () => {
    at('/?show_popup_reg=1');
    render(<PopupQueryWatcher signedIn={false} />);
    expect(authEntry()).toMatchObject({ props: { view: 'registration' }, preventClose: false });
    expect(window.localStorage.getItem('show_popup_reg')).toBe('1');
  });

  it('opens authorization for a guest sent home with redirectUrl, once', async () => {
    at('/?redirectUrl=%2Fcashier%2Fdeposit');
    const view = render(<PopupQueryWatcher signedIn={false} />);
    expect(authEntry()).toMatchObject({ props: { view: 'authorization' } });
    await act(() => useDialogStore.getState().close('auth'));
    expect(router.replace).not.toHaveBeenCalled(); // no popup keys to drop
    view.rerender(<PopupQueryWatcher signedIn={false} />);
    expect(authEntry()).toBeUndefined();
  });

  it('ignores an external redirectUrl and does nothing for signed-in players', () => {
    at('/?redirectUrl=%2F%2Fevil.example');
    const view = render(<PopupQueryWatcher signedIn={false} />);
    expect(authEntry()).toBeUndefined();
    view.unmount();
    at('/?show_popup_auth=1');
    render(<PopupQueryWatcher signedIn />);
    expect(authEntry()).toBeUndefined();
  });
});

describe('PopupQueryWatcher: #real on a game page', () => {
  it('offers guests registration; closing it goes home, signing up does not', async () => {
    at('/game/sun-temple-riches#real');
    render(<PopupQueryWatcher signedIn={false} />);
    expect(authEntry()).toMatchObject({ props: { view: 'registration', redirectUrl: '/game/sun-temple-riches' } });
    await act(() => useDialogStore.getState().close('auth'));
    expect(router.push).toHaveBeenCalledWith('/');

    vi.clearAllMocks();
    at('/game/sun-temple-riches#real');
    render(<PopupQueryWatcher signedIn={false} />);
    await act(() => useDialogStore.getState().close('auth', { force: true }));
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('PopupQueryWatcher: promo_code query', () => {
  it('keeps the promo code for the registration form', () => {
    at('/?promo_code=%20WELCOME%20&show_popup_reg=1');
    render(<PopupQueryWatcher signedIn={false} />);
    expect(window.localStorage.getItem('promo_code')).toBe('WELCOME');
  });
});
