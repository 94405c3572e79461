import { create } from 'zustand';
import type { RealtimeStatus } from './hub';

/** Socket status (SPEC ARCHITECTURE: zustand holds socket status). */
export const useRealtimeStore = create<{ status: RealtimeStatus }>()(() => ({ status: 'idle' }));

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Set<Handler>>();

/** Calls `handler` for each pushed `event` until the returned function is called. */
export function onRealtimeEvent(event: string, handler: Handler): () => void {
  const set = handlers.get(event) ?? new Set<Handler>();
  handlers.set(event, set);
  set.add(handler);
  return () => set.delete(handler);
}

/** Hands a pushed event to its handlers (a failing handler does not stop the others). */
export function dispatchRealtimeEvent(event: string, payload: unknown): void {
  for (const handler of handlers.get(event) ?? []) {
    try {
      handler(payload);
    } catch (error) {
      console.warn('realtime handler failed', event, error);
    }
  }
}
