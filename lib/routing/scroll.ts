import { POPUP_PREVIEW_HASH, REAL_MODE_HASH } from './popup-query';

/** SPEC §2/§9: at most this many route preloads at once. */
export const MAX_ROUTE_PRELOADS = 4;

export type ScrollLocation = { pathname: string; hash?: string };

export type ScrollDecision =
  | { kind: 'restore'; top: number; left: number }
  | { kind: 'element'; id: string; behavior: 'smooth'; offset: number }
  | { kind: 'top'; top: 0; left: 0 }
  | { kind: 'none' };

export type ScrollInput = {
  to: ScrollLocation;
  from?: ScrollLocation | null;
  /** A position saved by back/forward navigation. */
  saved?: { top: number; left: number } | null;
  /** Height of the sticky header, kept clear above a hash target. */
  headerOffset?: number;
};

function hashId(hash: string | undefined): string | null {
  if (!hash || hash === POPUP_PREVIEW_HASH || hash === REAL_MODE_HASH) return null;
  const raw = hash.replace(/^#/, '');
  if (!raw || raw.includes('=')) return null; // '#tgWebAppData=…' is data, not a target
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** SPEC §2: smooth with a header offset for hash targets; otherwise the top on navigation. */
export function decideScroll({ to, from, saved, headerOffset = 0 }: ScrollInput): ScrollDecision {
  if (saved) return { kind: 'restore', top: saved.top, left: saved.left };
  const id = hashId(to.hash);
  if (id) return { kind: 'element', id, behavior: 'smooth', offset: Math.max(0, headerOffset) };
  // A query-only change on the same page (filters, popups) keeps the position.
  if (from && from.pathname === to.pathname) return { kind: 'none' };
  return { kind: 'top', top: 0, left: 0 };
}

/** The window scroll target for an element decision, given the element's top in the viewport. */
export const elementScrollTop = (elementTop: number, scrollY: number, offset: number) => Math.max(0, elementTop + scrollY - offset);
