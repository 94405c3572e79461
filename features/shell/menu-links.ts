import type { MenuBanner, MenuLink } from '@/lib/cms/types';
import { localizePath } from '@/lib/routing/locale-path';

/** Pure helpers behind the CMS-driven menus (SPEC §2 sidebar, §3 Menu link). */

export type LinkContext = { locale: string; defaultLocale: string };
export type ResolvedLink = { href: string; external: boolean; target?: '_self' | '_blank'; rel?: string };

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function relFor(rel: string | undefined, target: string | undefined, external: boolean): string | undefined {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  if (target === '_blank') {
    tokens.add('noopener');
    if (external) tokens.add('noreferrer');
  }
  return tokens.size > 0 ? [...tokens].join(' ') : undefined;
}

/**
 * Turns a CMS link into safe anchor attributes: internal paths get the locale prefix, external
 * URLs keep their target with `noopener noreferrer` added for new tabs, and anything with another
 * protocol (javascript:, data:, vbscript:…) is refused with `null`.
 */
export function resolveMenuLink(link: Pick<MenuLink, 'link' | 'target' | 'rel'>, ctx: LinkContext): ResolvedLink | null {
  const raw = link.link.trim();
  if (!raw) return null;
  let href: string;
  let external = false;
  if (raw.startsWith('/') && !raw.startsWith('//')) {
    href = localizePath(raw, ctx.locale, ctx.defaultLocale);
  } else if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(raw.replace(/[\t\n\r]/g, ''))) {
    let url: URL;
    try {
      url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
    } catch {
      return null;
    }
    if (!SAFE_PROTOCOLS.has(url.protocol)) return null;
    href = url.href;
    external = true;
  } else {
    href = localizePath(`/${raw}`, ctx.locale, ctx.defaultLocale);
  }
  return { href, external, target: link.target, rel: relFor(link.rel, link.target, external) };
}

/** Drops links marked onlyAuth (and empty submenus' children likewise) for guests (SPEC §6). */
export function visibleLinks(links: readonly MenuLink[], signedIn: boolean): MenuLink[] {
  return links
    .filter((link) => signedIn || !link.onlyAuth)
    .map((link) => (link.submenu ? { ...link, submenu: visibleLinks(link.submenu, signedIn) } : link));
}

export type BannerView = { title: string; subtitle?: string; image: string; buttonTitle: string };

/** The sidebar banner as a guest sees it (its `public` variant wins) or as a player sees it. */
export function bannerFor(banner: MenuBanner, signedIn: boolean): BannerView {
  const variant = signedIn ? undefined : banner.public;
  return {
    title: variant?.title ?? banner.title,
    subtitle: variant?.subtitle ?? banner.subtitle,
    image: variant?.image ?? banner.image,
    buttonTitle: variant?.button?.title ?? banner.button.title,
  };
}
