type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/** Runs `run` once the page has loaded and the browser is idle (nothing here competes with the page). */
export function whenIdle(run: () => void): () => void {
  const win = window as IdleWindow;
  let cancelled = false;
  const go = () => {
    if (cancelled) return;
    if (win.requestIdleCallback) win.requestIdleCallback(() => !cancelled && run(), { timeout: 2_000 });
    else setTimeout(() => !cancelled && run(), 0);
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', go);
  };
}
