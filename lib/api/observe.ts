import type { ApiError } from '@/lib/errors';

/** What a finished call reports to its observers: the method, its params, and the result or the error. */
export type CallOutcome = { method: string; params: Record<string, unknown> } & ({ ok: true; result: unknown } | { ok: false; error: ApiError });
export type CallObserver = (outcome: CallOutcome) => void;

const observers = new Set<CallObserver>();

/**
 * Watches every finished call of the clients made by createApi (in the browser: analytics maps
 * deposits, withdrawals and promo codes to its events). Returns the function that stops watching.
 */
export function observeCalls(observer: CallObserver): () => void {
  observers.add(observer);
  return () => void observers.delete(observer);
}

/** Tells the observers; an observer that throws never breaks the call. */
export function notifyCall(outcome: CallOutcome): void {
  for (const observer of observers) {
    try {
      observer(outcome);
    } catch {}
  }
}
