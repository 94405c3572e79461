import { whenIdle } from '@/lib/idle';

/**
 * Runs `run` once the page has loaded (its images and scripts) and then in an idle period of the
 * page's idle queue (`lib/idle.ts`): nothing analytics does competes with the page. Returns a cancel.
 */
export function whenLoadedAndIdle(run: () => void): () => void {
  let cancel: (() => void) | undefined;
  let cancelled = false;
  const queue = () => {
    if (!cancelled) cancel = whenIdle(run);
  };
  if (document.readyState === 'complete') queue();
  else window.addEventListener('load', queue, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', queue);
    cancel?.();
  };
}
