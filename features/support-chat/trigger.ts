/** SPEC §4: the first scroll, click, mouse move, key press, touch or focus loads the chat. */
export const INTERACTION_EVENTS = ['scroll', 'click', 'mousemove', 'keydown', 'touchstart', 'focusin'] as const;
/** SPEC §9: without any, it loads 1,000 ms after the page loaded, at the browser's next idle moment. */
export const FALLBACK_LOAD_MS = 1_000;

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * Calls `run` once: on the first interaction, or — when none comes — 1 s after the page has
 * loaded, when the browser is next idle (at most 1 s later). Returns a cancel function.
 */
export function onFirstInteraction(run: () => void, win: IdleWindow = window): () => void {
  let done = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const options = { capture: true, passive: true } as const;

  const cleanup = () => {
    for (const event of INTERACTION_EVENTS) win.removeEventListener(event, fire, options);
    win.removeEventListener('load', arm);
    if (timer !== undefined) clearTimeout(timer);
    if (idleId !== undefined) win.cancelIdleCallback?.(idleId);
  };
  function fire() {
    if (done) return;
    done = true;
    cleanup();
    run();
  }
  function arm() {
    if (done) return;
    timer = setTimeout(() => {
      if (win.requestIdleCallback) idleId = win.requestIdleCallback(fire, { timeout: FALLBACK_LOAD_MS });
      else fire();
    }, FALLBACK_LOAD_MS);
  }

  for (const event of INTERACTION_EVENTS) win.addEventListener(event, fire, options);
  if (win.document.readyState === 'complete') arm();
  else win.addEventListener('load', arm, { once: true });
  return () => {
    done = true;
    cleanup();
  };
}
