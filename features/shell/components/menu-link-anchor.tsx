import { Link } from '@/components/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/badge';
import { cn } from '@/components/cn';
import { Icon, isIconName } from '@/components/icon';
import { Image } from '@/components/image';
import { VisuallyHidden } from '@/components/visually-hidden';
import { badgeContent } from '@/lib/cms/menus';
import type { MenuLink } from '@/lib/cms/types';
import { resolveMenuLink, type LinkContext } from '../menu-links';

type Props = {
  link: MenuLink;
  ctx: LinkContext;
  /** Fills badges of type `offers` (the offers feature counts them, in the browser, once the menu shows). */
  offersBadge?: ReactNode;
  className?: string;
};

/**
 * Menu icons the CMS names that the inline set (components/icon-paths, shipped with the pages'
 * script) does not hold: symbols of one static sprite, fetched once when a menu shows them.
 */
export const MENU_SPRITE = '/images/menu/icons.svg';
export const SPRITE_ICONS: ReadonlySet<string> = new Set(['home', 'gamehall', 'jackpot', 'trophy', 'providers', 'betting', 'promo', 'wheel', 'crown', 'star', 'support']);

function Glyph({ value }: { value?: string }) {
  if (!value) return null;
  if (isIconName(value)) return <Icon name={value} />;
  if (SPRITE_ICONS.has(value))
    return (
      <svg width={20} height={20} aria-hidden="true" focusable="false" className="shrink-0">
        <use href={`${MENU_SPRITE}#${value}`} />
      </svg>
    );
  if (/^(?:\/|https?:)/.test(value)) return <Image src={value} width={20} height={20} alt="" className="size-5 shrink-0" />;
  return null;
}

function LinkBadge({ badge, offersBadge }: Pick<MenuLink, 'badge'> & { offersBadge?: ReactNode }) {
  if (badge?.type === 'offers') return offersBadge ?? null;
  const content = badgeContent(badge);
  if (!content) return null;
  return 'count' in content ? <Badge count={content.count} /> : <Badge tone="danger">{content.text}</Badge>;
}

/** One CMS menu link (SPEC §3): icon or image, name, badge, postfix icon; unsafe links render nothing. */
export function MenuLinkAnchor({ link, ctx, offersBadge, className }: Props) {
  const t = useTranslations('MenuLink');
  const resolved = resolveMenuLink(link, ctx);
  if (!resolved) return null;

  const { href, external, target, rel } = resolved;
  // The caller sets the gap (header and footer 2, sidebar 3): classes are joined, not merged.
  const classes = cn('flex items-center', className);
  const content = (
    <>
      <Glyph value={link.icon ?? link.image} />
      <span className="min-w-0 flex-1 truncate">{link.name}</span>
      <LinkBadge badge={link.badge} offersBadge={offersBadge} />
      {link.postfixIcon && isIconName(link.postfixIcon) && <Icon name={link.postfixIcon} size={16} />}
      {target === '_blank' && <VisuallyHidden>{` ${t('opensInNewTab')}`}</VisuallyHidden>}
    </>
  );

  return external ? (
    <a href={href} target={target} rel={rel} className={classes}>
      {content}
    </a>
  ) : (
    <Link href={href} target={target} rel={rel} className={classes}>
      {content}
    </Link>
  );
}
