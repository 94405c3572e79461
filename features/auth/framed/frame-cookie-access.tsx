'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { isFramed } from '../frame';
import { openCenteredPopup } from '../social/socials';
import { checkCookieAccess, type CookieAccess, requestCookieAccess } from './cookie-access';

type State = CookieAccess | 'checking' | 'window-open' | 'window-closed';

/**
 * Inside a partner's frame the session cookie is third-party. Where the browser keeps no cookie
 * here, this asks for storage access (document.requestStorageAccess, in a click) and, where that
 * is missing or refused, offers the same form in a top-level sign-in window instead.
 */
export function FrameCookieAccess() {
  const t = useTranslations('SocialAuth.frame');
  const [state, setState] = useState<State>('checking');
  const popup = useRef<Window | null>(null);

  useEffect(() => {
    let live = true;
    void (isFramed() ? checkCookieAccess() : Promise.resolve<CookieAccess>('ok')).then((access) => live && setState(access));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (state !== 'window-open') return;
    const timer = window.setInterval(() => {
      if (popup.current?.closed) setState('window-closed');
    }, 500);
    return () => window.clearInterval(timer);
  }, [state]);

  if (state === 'ok' || state === 'checking') return null;

  const ask = async () => {
    if (await requestCookieAccess()) window.location.reload();
    else setState('blocked');
  };
  const openWindow = () => {
    popup.current = openCenteredPopup(`${window.location.pathname}${window.location.search}`, 'auth-window');
    if (popup.current) setState('window-open');
  };

  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg bg-(--surface-2) p-3 text-sm">
      {state === 'needs-access' && (
        <>
          <p>{t('needsAccess')}</p>
          <Button size="sm" onClick={() => void ask()}>
            {t('allow')}
          </Button>
        </>
      )}
      {(state === 'blocked' || state === 'window-open') && (
        <>
          <p>{t('blocked')}</p>
          <Button size="sm" onClick={openWindow} disabled={state === 'window-open'}>
            {t('openWindow')}
          </Button>
        </>
      )}
      {state === 'window-closed' && (
        <Button size="sm" onClick={() => void ask().finally(() => window.location.reload())}>
          {t('continue')}
        </Button>
      )}
    </div>
  );
}
