'use client';

import { useEffect, useRef, useState } from 'react';

type Options = {
  /** Off while a page loads or when nothing is left. */
  enabled: boolean;
  onReveal: () => void;
  /** How far below the viewport the sentinel starts loading. */
  rootMargin?: string;
};

/**
 * A callback ref for a sentinel element: `onReveal` runs when it nears the viewport. Without
 * IntersectionObserver nothing happens and the "Show more" link does the work.
 */
export function useRevealNext({ enabled, onReveal, rootMargin = '800px 0px' }: Options) {
  const [node, setNode] = useState<Element | null>(null);
  const latest = useRef(onReveal);
  useEffect(() => void (latest.current = onReveal));
  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    }, { rootMargin });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled, rootMargin]);
  return setNode;
}
