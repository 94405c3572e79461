'use client';

import { useEffect } from 'react';
import { browserApi } from '@/lib/api';
import { startRealtime } from '../client';
import { dispatchRealtimeEvent, useRealtimeStore } from '../store';

/**
 * Keeps the signed-in player's socket open while mounted (render it only for players): events go
 * to `onRealtimeEvent` handlers. It unmounts when the layout loses the player (sign-out): the
 * shared socket closes for every tab, and tabs still signed in reconnect with a fresh token.
 */
export function RealtimeConnection({ uid }: { uid: number }) {
  useEffect(() => {
    if (uid <= 0) return;
    const handle = startRealtime({
      uid,
      getToken: async () => (await browserApi.call('getToken')).token,
      onMessage: (message) => {
        if (message.type === 'status') useRealtimeStore.setState({ status: message.status });
        else if (message.type === 'event') dispatchRealtimeEvent(message.name, message.payload);
      },
    });
    return () => {
      handle.stop({ signOut: true });
      useRealtimeStore.setState({ status: 'idle' });
    };
  }, [uid]);
  return null;
}
