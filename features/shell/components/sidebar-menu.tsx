import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { MenuGroup, MenuLink } from '@/lib/cms/types';
import { visibleGroups } from '@/lib/cms/menus';
import type { LinkContext } from '../menu-links';
import { MenuLinkAnchor } from './menu-link-anchor';
import { SubmenuDisclosure } from './submenu-disclosure';

type Props = { groups: readonly MenuGroup[]; ctx: LinkContext; signedIn: boolean; offersBadge?: ReactNode };

const ITEM = 'gap-3 rounded-lg px-3 py-2 text-sm font-medium hover:bg-(--surface-2) focus-visible:outline-2 focus-visible:outline-brand-500';

function Item({ link, ...rest }: Omit<Props, 'groups' | 'signedIn'> & { link: MenuLink }) {
  const t = useTranslations('Sidebar');
  const anchor = <MenuLinkAnchor link={link} className={ITEM} {...rest} />;
  if (!link.submenu?.length) return anchor;
  return (
    <SubmenuDisclosure summary={anchor} label={t('toggleSubmenu', { name: link.name })}>
      <ul className="flex flex-col gap-0.5">
        {link.submenu.map((child) => (
          <li key={`${child.name}-${child.link}`}>
            <Item link={child} {...rest} />
          </li>
        ))}
      </ul>
    </SubmenuDisclosure>
  );
}

/** The sidebar's grouped CMS links (SPEC §2): onlyAuth links hidden from guests, submenus, badges. */
export function SidebarMenu({ groups, ctx, signedIn, offersBadge }: Props) {
  const t = useTranslations('Sidebar');
  return (
    <nav aria-label={t('nav')} className="flex flex-col gap-5">
      {visibleGroups(groups, signedIn).map((group) => (
        <div key={group.id} className="flex flex-col gap-1">
          {group.title && <h3 className="px-3 text-xs font-semibold tracking-wide text-(--muted) uppercase">{group.title}</h3>}
          <ul className="flex flex-col gap-0.5">
            {group.links.map((link) => (
              <li key={`${link.name}-${link.link}`}>
                <Item link={link} ctx={ctx} offersBadge={offersBadge} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
