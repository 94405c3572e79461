import { markReload } from './version-check';

let registration: ServiceWorkerRegistration | null = null;

export const setRegistration = (next: ServiceWorkerRegistration | null) => {
  registration = next;
};
export const currentRegistration = () => registration;

/** Reload into the new version: a waiting worker takes over first (SKIP_WAITING, reload on controllerchange). */
export function reloadNow() {
  markReload(sessionStorage);
  const waiting = registration?.waiting;
  if (waiting && navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
    setTimeout(() => location.reload(), 3_000);
  } else {
    location.reload();
  }
}
