'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { insideTelegram, type FullScreenVisibility } from '../telegram-detect';

type Props = { fullScreen: FullScreenVisibility; locales: readonly string[]; homeHref: string };

/**
 * Telegram mini-app handling. Outside Telegram nothing happens and nothing more loads; inside it,
 * @twa-dev/sdk and the handling load once (viewport, safe areas, back button, keyboard, full screen).
 */
export function TelegramApp({ fullScreen, locales, homeHref }: Props) {
  const pathname = usePathname();
  const router = useRouter();
  const route = useRef<((pathname: string) => void) | null>(null);
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
    route.current?.(pathname);
  }, [pathname]);

  useEffect(() => {
    if (!insideTelegram(window as never)) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void Promise.all([import('@twa-dev/sdk'), import('../telegram')])
      .then(([{ default: WebApp }, { setupTelegram, telegramPage }]) => {
        if (stopped) return;
        const tg = setupTelegram(WebApp as never, { doc: document, fullScreen, back: () => (window.history.length > 1 ? router.back() : router.push(homeHref)) });
        route.current = (path) => tg.route(telegramPage(path, locales));
        route.current(current.current);
        stop = tg.stop;
      })
      .catch((error) => console.warn('[telegram] not set up', error));
    return () => {
      stopped = true;
      route.current = null;
      stop?.();
    };
  }, [fullScreen, router, homeHref, locales]);
  return null;
}
