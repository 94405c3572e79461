'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useRealtimeEvent, useRealtimeStore } from '@/features/realtime';
import { toast } from '@/features/shell';
import type { LoyaltyNotification } from '@/lib/contract';
import { LOYALTY_NOTIFICATION_EVENT, takeNotifications } from '../api';
import { LOYALTY_CONFIG } from '../config';

const { notification } = LOYALTY_CONFIG;

function show(note: LoyaltyNotification) {
  window.setTimeout(() => {
    toast({ type: note.type === 'debit' ? 'info' : 'success', text: `${note.title}: ${note.message}`, time: notification.duration * 1000, icon: 'gift', data: { loyalty: note.id } });
    if (notification.sound) {
      const audio = new Audio(notification.sound);
      audio.volume = notification.volume;
      void audio.play().catch(() => undefined);
    }
  }, notification.delayMs);
}

/**
 * Loyalty notifications of a signed-in player (SPEC §4, §9): the notice list loads on the first
 * click, double click or touch, and again on every path change; pushed ones arrive over the
 * socket and are taken off the list at once (the platform keeps a pushed notice listed until a
 * browser takes it, since no socket may have been open for the push). Each shows 300 ms after it
 * arrives, for 5 s, with a sound at volume 0.5. Once loaded, the list is read again whenever the
 * socket (re)connects: a notice pushed while it was down (a round played just after the page
 * opened) still shows.
 */
export function LoyaltyNotifier() {
  const pathname = usePathname();
  const started = useRef(false);
  const seen = useRef(new Set<number>());

  const deliver = (notes: LoyaltyNotification[]) => {
    for (const note of notes) {
      if (seen.current.has(note.id)) continue;
      seen.current.add(note.id);
      show(note);
    }
  };
  const load = () => void takeNotifications().then(deliver, () => undefined);

  useEffect(() => {
    if (started.current) return;
    const first = () => {
      if (started.current) return;
      started.current = true;
      for (const type of ['click', 'dblclick', 'touchstart'] as const) window.removeEventListener(type, first, true);
      load();
    };
    for (const type of ['click', 'dblclick', 'touchstart'] as const) window.addEventListener(type, first, { capture: true, passive: true });
    return () => {
      for (const type of ['click', 'dblclick', 'touchstart'] as const) window.removeEventListener(type, first, true);
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (started.current) load();
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  const connected = useRealtimeStore((state) => state.status === 'connected');
  useEffect(() => {
    if (connected && started.current) load();
  }, [connected]); // eslint-disable-line react-hooks/exhaustive-deps

  useRealtimeEvent(LOYALTY_NOTIFICATION_EVENT, (payload) => {
    deliver([payload as LoyaltyNotification]);
    load(); // takes it (and anything else pending) off the list, so no later page shows it again
  });
  return null;
}
