import { useTranslations } from 'next-intl';
import { visibleGroups } from '@/lib/cms/menus';
import { DialogSlot } from './dialog-slot';
import type { SidebarContentProps } from './sidebar-content';
import { SidebarContentSlot } from './sidebar-content-slot';
import { SIDEBAR_DIALOG_ID } from './sidebar-trigger';

/** The sidebar curtain (dialog id `sidebar`): menu, promo banner, theme and language; closes on navigation. */
export function Sidebar({ menus, ...rest }: SidebarContentProps) {
  const t = useTranslations('Sidebar');
  return (
    <DialogSlot id={SIDEBAR_DIALOG_ID} title={t('title')} presentation="curtain" side="start" closeOnNavigate>
      {/* Only what it shows: DefaultShell hands over the header's and footer's menus too, and a guest's page need not carry the players' links. */}
      <SidebarContentSlot menus={{ sidebar: visibleGroups(menus.sidebar, rest.signedIn), banner: menus.banner }} {...rest} />
    </DialogSlot>
  );
}
