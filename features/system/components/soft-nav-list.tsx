'use client';

import { useRouter } from 'next/navigation';
import type { FocusEvent, MouseEvent, PointerEvent, ReactNode } from 'react';

/** The in-site link a click or hover inside `root` is about, or null (other origins, new tabs, downloads). */
function internalLink(target: EventTarget, root: Element): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !root.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return null;
  return anchor;
}

type Props = { className?: string; children: ReactNode };

/**
 * A list of server-rendered links (game tiles) navigated like `next/link`, with one client
 * component for the whole list instead of one per link: a plain left click becomes a client-side
 * navigation, hovering or focusing a link prefetches it. Modified clicks (new tab, download) and
 * links leaving the site keep the browser's behaviour; without JavaScript they are plain links.
 */
export function SoftNavList({ className, children }: Props) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = internalLink(event.target, event.currentTarget);
    if (!anchor) return;
    event.preventDefault();
    router.push(anchor.pathname + anchor.search + anchor.hash);
  };
  const prefetch = (event: PointerEvent<HTMLUListElement> | FocusEvent<HTMLUListElement>) => {
    const anchor = internalLink(event.target, event.currentTarget);
    if (anchor) router.prefetch(anchor.pathname + anchor.search);
  };
  return (
    <ul className={className} onClick={onClick} onPointerOver={prefetch} onFocus={prefetch}>
      {children}
    </ul>
  );
}
