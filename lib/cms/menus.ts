import type { MenuBadge, MenuGroup, MenuLink } from './types';

/** Links a visitor may see: onlyAuth links (and emptied groups) are hidden from guests. */
export function visibleLinks(links: readonly MenuLink[], isSignedIn: boolean): MenuLink[] {
  return links
    .filter((l) => isSignedIn || !l.onlyAuth)
    .map((l) => (l.submenu ? { ...l, submenu: visibleLinks(l.submenu, isSignedIn) } : l));
}

export function visibleGroups(groups: readonly MenuGroup[], isSignedIn: boolean): MenuGroup[] {
  return groups.map((g) => ({ ...g, links: visibleLinks(g.links, isSignedIn) })).filter((g) => g.links.length > 0);
}

/** What a badge shows: a count (the UI caps it at 9+), a text, or nothing. `offers` badges are the offers feature's (counted in the browser). */
export function badgeContent(badge: MenuBadge | undefined): { count: number } | { text: string } | null {
  if (!badge) return null;
  if (badge.type === 'offers') return null; // the offers feature renders its own (menu-link-anchor's offersBadge)
  if (badge.type === 'count') {
    const count = Number(badge.value);
    return Number.isFinite(count) && count > 0 ? { count } : null;
  }
  const text = String(badge.value ?? '').trim();
  return text ? { text } : null;
}

/** True for links leaving the site (rendered as plain anchors, not client navigation). */
export const isExternalLink = (link: MenuLink) => /^https?:\/\//i.test(link.link);
