import type { GameItemConfig } from '@/lib/cms';
import { hasTelegramWebAppData } from '@/lib/routing';

type Visibility = GameItemConfig['visibleFullScreen'];

/** Game-item config `visibleFullScreen`: everywhere, only inside Telegram's WebApp, only outside it, nowhere. */
export function showsFullScreenButton(visibility: Visibility, inTelegram: boolean): boolean {
  switch (visibility) {
    case 'all':
      return true;
    case 'telegram':
      return inTelegram;
    case 'product':
      return !inTelegram;
    default:
      return false;
  }
}

type TelegramWindow = { Telegram?: { WebApp?: { initData?: string } }; location: { hash: string } };

/** Inside Telegram's WebApp: its SDK has init data, or the entry URL carries tgWebAppData. */
export function isInTelegram(win: TelegramWindow): boolean {
  return Boolean(win.Telegram?.WebApp?.initData) || hasTelegramWebAppData(win.location.hash);
}

/** Whether the element can go full screen through the Fullscreen API (iPhone Safari cannot). */
export function canUseFullscreenApi(doc: Pick<Document, 'fullscreenEnabled'>, element: Pick<HTMLElement, 'requestFullscreen'> | null): boolean {
  return Boolean(doc.fullscreenEnabled) && typeof element?.requestFullscreen === 'function';
}
