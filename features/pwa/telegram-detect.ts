// Tiny and eager: whether this page runs inside Telegram (everything else of the mini app loads lazily).
import { hasTelegramWebAppData } from '@/lib/routing';

export type FullScreenVisibility = 'all' | 'telegram' | 'product' | 'none';

/** The SDK keeps the launch parameters here, so a reload inside Telegram still knows it is there. */
export const TELEGRAM_SESSION_KEY = '__telegram__initParams';

type Where = { location: { hash: string }; sessionStorage?: Pick<Storage, 'getItem'>; Telegram?: { WebApp?: { initData?: string } } };

/** Inside Telegram: the launch hash carries tgWebAppData, the SDK stored it for this tab, or its WebApp has init data. */
export function insideTelegram(win: Where): boolean {
  if (hasTelegramWebAppData(win.location.hash) || win.Telegram?.WebApp?.initData) return true;
  try {
    return (win.sessionStorage?.getItem(TELEGRAM_SESSION_KEY) ?? '').includes('tgWebAppData');
  } catch {
    return false;
  }
}

