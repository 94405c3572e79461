import type { MenuBanner, MenuLink } from '@/lib/cms/types';
import { localizePath } from '@/lib/routing/locale-path';
import { decideNavigation } from '@/lib/routing/navigation';

/** Pure helpers behind the CMS-driven menus (SPEC §2 sidebar, §3 Menu link). */

export type LinkContext = { locale: string; defaultLocale: string };
export type ResolvedLink = { href: string; external: boolean; target?: '_self' | '_blank'; rel?: string };

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
 * URLs keep their target with `noopener noreferrer` added for new tabs, and a link lib/routing
 * refuses (javascript:, data:… in any disguise, or malformed) becomes `null`.
 */
export function resolveMenuLink(link: Pick<MenuLink, 'link' | 'target' | 'rel'>, ctx: LinkContext): ResolvedLink | null {
  // CMS links are configured as links, so leaving the site is intended: the external flag is set.
  const decision = decideNavigation(link.link, { external: true });
  if (decision.kind === 'error') return null;
  const external = decision.kind === 'external';
  const href = external ? decision.href : localizePath(decision.path, ctx.locale, ctx.defaultLocale);
  return { href, external, target: link.target, rel: relFor(link.rel, link.target, external) };
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
