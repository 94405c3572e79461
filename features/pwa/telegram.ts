// Telegram mini-app handling (SPEC §2, §7): loaded only inside Telegram, with @twa-dev/sdk.
import { matchRoute, stripLocale } from '@/lib/routing';
export { insideTelegram, TELEGRAM_SESSION_KEY } from './telegram-detect';

/** The parts of Telegram's WebApp object (Bot API 8.0) this site uses. */
export type TelegramWebApp = {
  initData: string;
  ready(): void;
  expand(): void;
  isVersionAtLeast(version: string): boolean;
  onEvent(event: string, handler: (payload?: { isStateStable?: boolean }) => void): void;
  offEvent(event: string, handler: (payload?: { isStateStable?: boolean }) => void): void;
  disableVerticalSwipes?(): void;
  requestFullscreen?(): void;
  exitFullscreen?(): void;
  isFullscreen?: boolean;
  BackButton: { show(): void; hide(): void; onClick(cb: () => void): void; offClick(cb: () => void): void };
};

import type { FullScreenVisibility } from './telegram-detect';

export type TelegramPage = {
  /** `/` without the locale: the back button hides there. */
  isHome: boolean;
  /** A game is open (game-sysname route). */
  isGame: boolean;
};

type Env = {
  doc: Pick<Document, 'activeElement' | 'documentElement' | 'body'>;
  back(): void;
  /** Game-item config `visibleFullScreen`: games go full screen inside Telegram with 'all' or 'telegram'. */
  fullScreen: FullScreenVisibility;
};

/** Safe-area padding from the CSS variables Telegram's script keeps up to date (device insets plus its own header). */
const SAFE_AREA = {
  paddingTop: 'calc(var(--tg-safe-area-inset-top, 0px) + var(--tg-content-safe-area-inset-top, 0px))',
  paddingBottom: 'calc(var(--tg-safe-area-inset-bottom, 0px) + var(--tg-content-safe-area-inset-bottom, 0px))',
  paddingLeft: 'var(--tg-safe-area-inset-left, 0px)',
  paddingRight: 'var(--tg-safe-area-inset-right, 0px)',
} as const;

const isField = (element: Element | null) => !!element && (/^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName) || (element as HTMLElement).isContentEditable);

/**
 * Sets the page up as a mini app: ready + expand (whole viewport height), vertical swipes off (a
 * swipe in a form must not close the app), the body kept inside the safe areas, the viewport
 * height in `--app-height`, the focused field scrolled back into view when the keyboard resizes
 * the viewport, Telegram's back button for history, and full screen on game pages per
 * `visibleFullScreen`. Returns the route handler and a stop function.
 */
export function setupTelegram(app: TelegramWebApp, env: Env) {
  app.ready();
  app.expand();
  if (app.isVersionAtLeast('7.7')) app.disableVerticalSwipes?.();
  Object.assign(env.doc.body.style, SAFE_AREA);
  env.doc.documentElement.style.setProperty('--app-height', 'var(--tg-viewport-stable-height, 100vh)');
  env.doc.documentElement.dataset.telegram = 'true';

  const onViewport = (payload?: { isStateStable?: boolean }) => {
    // the keyboard opening shrinks the viewport: keep the field being typed in on screen
    if (payload?.isStateStable && isField(env.doc.activeElement)) (env.doc.activeElement as HTMLElement).scrollIntoView?.({ block: 'center' });
  };
  app.onEvent('viewportChanged', onViewport);
  const onBack = () => env.back();
  app.BackButton.onClick(onBack);

  const canFullScreen = (env.fullScreen === 'all' || env.fullScreen === 'telegram') && app.isVersionAtLeast('8.0');
  return {
    route(page: TelegramPage) {
      if (page.isHome) app.BackButton.hide();
      else app.BackButton.show();
      if (!canFullScreen) return;
      if (page.isGame && !app.isFullscreen) app.requestFullscreen?.();
      if (!page.isGame && app.isFullscreen) app.exitFullscreen?.();
    },
    stop() {
      app.offEvent('viewportChanged', onViewport);
      app.BackButton.offClick(onBack);
    },
  };
}

/** The page a pathname is for Telegram's controls: the home page, or a game. */
export function telegramPage(pathname: string, locales: readonly string[]): TelegramPage {
  const path = stripLocale(pathname, locales).pathname;
  return { isHome: path === '/', isGame: matchRoute(path)?.name === 'game-sysname' };
}
