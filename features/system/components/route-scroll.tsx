'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { decideScroll, elementScrollTop } from '@/lib/routing';

/** Height kept clear above a hash target: the sticky header, else the CSS --header-height. */
function headerOffset(): number {
  const header = document.querySelector('header');
  if (header) return header.getBoundingClientRect().height;
  return parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) * 16 || 0;
}

function apply(pathname: string, from: string | null) {
  const decision = decideScroll({ to: { pathname, hash: window.location.hash }, from: from === null ? null : { pathname: from }, headerOffset: headerOffset() });
  if (decision.kind === 'element') {
    const target = document.getElementById(decision.id);
    if (target) window.scrollTo({ top: elementScrollTop(target.getBoundingClientRect().top, window.scrollY, decision.offset), behavior: 'smooth' });
  } else if (decision.kind === 'top' && from !== null) {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }
}

/**
 * SPEC §2 scrolling: a new page starts at the top, a hash target scrolls smoothly into view below
 * the header (on load, on navigation and on in-page hash changes). Back/forward keeps the
 * browser's restored position. Renders nothing.
 */
export function RouteScroll() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  const popped = useRef(false);

  useEffect(() => {
    const onPop = () => (popped.current = true);
    const onHash = () => apply(window.location.pathname, window.location.pathname);
    window.addEventListener('popstate', onPop);
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('hashchange', onHash);
    };
  }, []);

  useEffect(() => {
    if (!popped.current) apply(pathname, previous.current);
    popped.current = false;
    previous.current = pathname;
  }, [pathname]);

  return null;
}
