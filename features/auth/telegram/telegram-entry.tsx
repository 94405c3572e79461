'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { toast } from '@/features/shell';
import { hasTelegramWebAppData, readTelegramWebAppData } from '@/lib/routing';
import { useRegister } from '../api';
import { telegramRegistration } from './init-data';

/** Init data from Telegram's SDK where it runs (inside Telegram), else straight from the URL hash. */
async function readInitData(hash: string): Promise<string | null> {
  try {
    const { default: WebApp } = await import('@twa-dev/sdk');
    if (WebApp.initData) {
      WebApp.ready();
      return WebApp.initData;
    }
  } catch {}
  return readTelegramWebAppData(hash);
}

/**
 * SPEC §2 Telegram mini-app entry: tgWebAppData in the URL hash signs the Telegram user in
 * (registering them on the first visit) by `register` with is_tg; a failure shows the
 * registration error toast. Runs once per page load, for guests only.
 */
export function TelegramEntry({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('popups.registration');
  const router = useRouter();
  const register = useRegister();
  const started = useRef(false);

  useEffect(() => {
    if (signedIn || started.current || !hasTelegramWebAppData(window.location.hash)) return;
    started.current = true;
    void (async () => {
      const initData = await readInitData(window.location.hash);
      const params = initData ? telegramRegistration(initData) : null;
      try {
        if (!params) throw new Error('no Telegram user in the init data');
        await register.mutateAsync(params);
        router.refresh();
      } catch {
        toast({ type: 'error', text: t('wrongRegServerError') });
      }
    })();
  }, [signedIn, register, router, t]);

  return null;
}
