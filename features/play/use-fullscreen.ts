'use client';

import { type RefObject, useCallback, useEffect, useState } from 'react';
import { canUseFullscreenApi } from './fullscreen';

/**
 * Full screen for the play area (the game with the session bar above it): the Fullscreen API where
 * the browser has it, else (iPhone Safari) a CSS fallback the caller renders as a fixed layer over
 * the viewport; Escape leaves it. A dialog opening leaves it too (components/dialog).
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const sync = () => setNative(document.fullscreenElement != null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);

  useEffect(() => {
    if (!fallback) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFallback(false);
    };
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      root.style.overflow = overflow;
    };
  }, [fallback]);

  const enter = useCallback(async () => {
    const element = target.current;
    if (element && canUseFullscreenApi(document, element)) {
      try {
        await element.requestFullscreen();
        return;
      } catch {
        // refused (not a user gesture, policy): fill the viewport instead
      }
    }
    setFallback(true);
  }, [target]);

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    setFallback(false);
  }, []);

  return { active: native || fallback, fallback, enter, exit };
}
