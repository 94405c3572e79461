'use client';

import { useEffect } from 'react';

/**
 * After the page has loaded: registers the service worker (/sw.js, scope /) and starts the
 * new-version check. Nothing of it is in the page's first-load JavaScript.
 */
export function AppUpdates({ serviceWorker = true }: { serviceWorker?: boolean }) {
  useEffect(() => {
    const start = () => void import('../runtime').then((m) => m.startApp({ serviceWorker })).catch((error: unknown) => console.warn('[app] not started', error));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [serviceWorker]);
  return null;
}
