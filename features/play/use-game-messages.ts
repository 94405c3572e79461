'use client';

import { type RefObject, useEffect, useRef } from 'react';
import { acceptGameMessage, type GameMessage } from './protocol';

/** Calls `onMessage` for each protocol message the game in `frame` posts (same origin, that window only). */
export function useGameMessages(frame: RefObject<HTMLIFrameElement | null>, onMessage: (message: GameMessage) => void) {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = acceptGameMessage(event, { origin: window.location.origin, frame: frame.current?.contentWindow });
      if (message) handler.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame]);
}
