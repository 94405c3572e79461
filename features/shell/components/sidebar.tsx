import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Menus } from '@/lib/cms/types';
import type { LocaleOption } from '@/lib/i18n/locales';
import type { LinkContext } from '../menu-links';
import { DialogSlot } from './dialog-slot';
import { SidebarContentSlot } from './sidebar-content-slot';
import { SIDEBAR_DIALOG_ID } from './sidebar-trigger';

type Props = {
  menus: Pick<Menus, 'sidebar' | 'banner'>;
  ctx: LinkContext;
  locales: readonly LocaleOption[];
  signedIn: boolean;
  /** The `offers` badge (the offers feature fills it). */
  offersBadge?: ReactNode;
};

/** The sidebar curtain (dialog id `sidebar`): menu, promo banner, theme and language; closes on navigation. */
export function Sidebar({ menus, ctx, locales, signedIn, offersBadge }: Props) {
  const t = useTranslations('Sidebar');
  return (
    <DialogSlot id={SIDEBAR_DIALOG_ID} title={t('title')} presentation="curtain" side="start" closeOnNavigate>
      <SidebarContentSlot menus={{ sidebar: menus.sidebar, banner: menus.banner }} ctx={ctx} locales={locales} signedIn={signedIn} offersBadge={offersBadge} />
    </DialogSlot>
  );
}
