'use client';

import { useEffect, useRef } from 'react';
import { onRealtimeEvent } from './store';

/** Runs `handler` (the latest one) for each pushed `event` while the component is mounted. */
export function useRealtimeEvent(event: string, handler: (payload: unknown) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onRealtimeEvent(event, (payload) => latest.current(payload)), [event]);
}
