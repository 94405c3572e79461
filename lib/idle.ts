// Work that can wait for the browser to be idle: one queue for the whole page, one callback per
// idle period, so what several components put off until after hydration becomes several short
// tasks instead of one long one (Lighthouse's TBT counts each task's time past 50 ms).

type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };

/** An idle period comes at the latest this long after it was asked for. */
const IDLE_TIMEOUT_MS = 3_000;

const waiting: (() => void)[] = [];
let asked = false;

function askIdle(run: () => void) {
  const win = window as IdleWindow;
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 200);
}

function nextInQueue() {
  waiting.shift()?.();
  // One period asked for at a time: what the callback queued waits for the next one.
  if (waiting.length > 0) askIdle(nextInQueue);
  else asked = false;
}

/** Runs `run` in an idle period after everything queued before it, one per period; returns a cancel. */
export function whenIdle(run: () => void): () => void {
  waiting.push(run);
  if (!asked) {
    asked = true;
    askIdle(nextInQueue);
  }
  return () => {
    const at = waiting.indexOf(run);
    if (at >= 0) waiting.splice(at, 1);
  };
}
