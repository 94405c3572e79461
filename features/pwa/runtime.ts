// The app's heavy part, loaded after the page (components/app-updates.tsx imports it dynamically):
// the service worker, the new-version check and its reload offer.
import dynamic from 'next/dynamic';
import { registerDialog, useDialogStore } from '@/features/shell';
import { currentRegistration, setRegistration } from './update';
import { reloadGuarded, watchVersion } from './version-check';

export const NEW_VERSION_DIALOG_ID = 'new-version';

registerDialog(NEW_VERSION_DIALOG_ID, dynamic(() => import('./components/new-version-dialog').then((m) => m.NewVersionDialog)), { namespaces: ['AppUpdate'] });

let started = false;

/** The page's own URL and build assets (fetched before the worker ran), for the worker to keep offline. */
function pageAssets(): string[] {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) urls.add(entry.name);
  document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((s) => urls.add(s.src));
  document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="preload"][as="font"]').forEach((l) => urls.add(l.href));
  return [...urls].filter((url) => url.includes('/_next/static/'));
}

export async function registerWorker() {
  if (!('serviceWorker' in navigator)) return;
  try {
    // A page the worker already controls came through it (its navigation kept, its assets cached):
    // only the first page, loaded before the worker ran, is handed over. Handing every page over
    // fetched each page a second time from the server.
    const controlled = Boolean(navigator.serviceWorker.controller);
    setRegistration(await navigator.serviceWorker.register('/sw.js', { scope: '/' }));
    if (controlled) return;
    const ready = await navigator.serviceWorker.ready;
    ready.active?.postMessage({ type: 'CACHE', page: location.href, assets: pageAssets() });
  } catch (error) {
    console.warn('[app] service worker not registered', error);
  }
}

/** SPEC §4: a new version replaces whatever popup is open with the reload offer. */
async function offerReload() {
  if (reloadGuarded(sessionStorage)) return;
  await currentRegistration()?.update().catch(() => undefined);
  const store = useDialogStore.getState();
  for (const entry of [...store.stack].reverse()) await store.close(entry.id, { force: true });
  store.open(NEW_VERSION_DIALOG_ID, {}, { type: 'confirm' });
}

export function startApp(options: { serviceWorker: boolean }) {
  if (started) return;
  started = true;
  if (options.serviceWorker) void registerWorker();
  watchVersion({ onNewVersion: () => void offerReload() });
}
