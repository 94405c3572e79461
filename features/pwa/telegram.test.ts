// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { insideTelegram, setupTelegram, TELEGRAM_SESSION_KEY, type TelegramWebApp } from './telegram';

function fakeWebApp(version = 8.0) {
  const handlers = new Map<string, (payload?: { isStateStable?: boolean }) => void>();
  let backClick: (() => void) | undefined;
  const app = {
    initData: 'query_id=1',
    ready: vi.fn(),
    expand: vi.fn(),
    isVersionAtLeast: (v: string) => version >= Number(v),
    onEvent: vi.fn((event: string, handler: (payload?: { isStateStable?: boolean }) => void) => void handlers.set(event, handler)),
    offEvent: vi.fn((event: string) => void handlers.delete(event)),
    disableVerticalSwipes: vi.fn(),
    requestFullscreen: vi.fn(() => void (app.isFullscreen = true)),
    exitFullscreen: vi.fn(() => void (app.isFullscreen = false)),
    isFullscreen: false as boolean,
    BackButton: { show: vi.fn(), hide: vi.fn(), onClick: vi.fn((cb: () => void) => void (backClick = cb)), offClick: vi.fn() },
  } satisfies TelegramWebApp;
  return { app, handlers, clickBack: () => backClick?.() };
}

const page = (isHome: boolean, isGame = false) => ({ isHome, isGame });

describe('Telegram mini app', () => {
  it('knows it is inside Telegram by the launch hash, the SDK’s tab storage or init data', () => {
    expect(insideTelegram({ location: { hash: '#tgWebAppData=user%3D1&tgWebAppVersion=8.0' } })).toBe(true);
    expect(insideTelegram({ location: { hash: '' }, sessionStorage: { getItem: (k) => (k === TELEGRAM_SESSION_KEY ? '{"tgWebAppData":"x"}' : null) } })).toBe(true);
    expect(insideTelegram({ location: { hash: '' }, Telegram: { WebApp: { initData: 'a=1' } } })).toBe(true);
    expect(insideTelegram({ location: { hash: '#popup-preview' }, sessionStorage: { getItem: () => null }, Telegram: { WebApp: { initData: '' } } })).toBe(false);
  });

  it('sets up viewport and safe areas, and keeps the focused field in view when the keyboard resizes it', () => {
    const { app, handlers } = fakeWebApp();
    const input = document.createElement('input');
    document.body.appendChild(input);
    input.focus();
    input.scrollIntoView = vi.fn();
    setupTelegram(app, { doc: document, back: vi.fn(), fullScreen: 'none' });
    expect(app.ready).toHaveBeenCalled();
    expect(app.expand).toHaveBeenCalled();
    expect(app.disableVerticalSwipes).toHaveBeenCalled();
    expect(document.body.style.paddingTop).toContain('--tg-safe-area-inset-top');
    expect(document.body.style.paddingBottom).toContain('--tg-content-safe-area-inset-bottom');
    expect(document.documentElement.dataset.telegram).toBe('true');
    handlers.get('viewportChanged')?.({ isStateStable: false });
    expect(input.scrollIntoView).not.toHaveBeenCalled();
    handlers.get('viewportChanged')?.({ isStateStable: true });
    expect(input.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    input.remove();
  });

  it('the back button shows off the home page and goes back', () => {
    const { app, clickBack } = fakeWebApp();
    const back = vi.fn();
    const tg = setupTelegram(app, { doc: document, back, fullScreen: 'none' });
    tg.route(page(true));
    expect(app.BackButton.hide).toHaveBeenCalled();
    tg.route(page(false));
    expect(app.BackButton.show).toHaveBeenCalled();
    clickBack();
    expect(back).toHaveBeenCalled();
    tg.stop();
    expect(app.BackButton.offClick).toHaveBeenCalled();
    expect(app.offEvent).toHaveBeenCalledWith('viewportChanged', expect.any(Function));
  });

  it.each([
    ['telegram', true],
    ['all', true],
    ['product', false],
    ['none', false],
  ] as const)('visibleFullScreen %s: a game goes full screen inside Telegram → %s', (fullScreen, expected) => {
    const { app } = fakeWebApp();
    const tg = setupTelegram(app, { doc: document, back: vi.fn(), fullScreen });
    tg.route(page(false, true));
    expect(app.requestFullscreen).toHaveBeenCalledTimes(expected ? 1 : 0);
    tg.route(page(false, false));
    expect(app.exitFullscreen).toHaveBeenCalledTimes(expected ? 1 : 0);
  });

  it('older Telegram clients (before 8.0) get no full screen and (before 7.7) keep swipes', () => {
    const { app } = fakeWebApp(7.0);
    const tg = setupTelegram(app, { doc: document, back: vi.fn(), fullScreen: 'all' });
    tg.route(page(false, true));
    expect(app.requestFullscreen).not.toHaveBeenCalled();
    expect(app.disableVerticalSwipes).not.toHaveBeenCalled();
  });
});

describe('telegramPage', () => {
  it('reads home and game pages in any locale', async () => {
    const { telegramPage } = await import('./telegram');
    expect(telegramPage('/', ['en-US', 'ar'])).toEqual({ isHome: true, isGame: false });
    expect(telegramPage('/ar', ['en-US', 'ar'])).toEqual({ isHome: true, isGame: false });
    expect(telegramPage('/ar/game/mines', ['en-US', 'ar'])).toEqual({ isHome: false, isGame: true });
    expect(telegramPage('/gamehall', ['en-US', 'ar'])).toEqual({ isHome: false, isGame: false });
  });
});
