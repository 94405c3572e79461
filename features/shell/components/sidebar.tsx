import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Menus } from '@/lib/cms/types';
import type { LocaleOption } from '@/lib/i18n/locales';
import type { LinkContext } from '../menu-links';
import { DialogSlot } from './dialog-slot';
import { LanguageSwitcher } from './language-switcher';
import { SIDEBAR_DIALOG_ID } from './sidebar-trigger';
import { SidebarBanner } from './sidebar-banner';
import { SidebarMenu } from './sidebar-menu';
import { ThemeSwitch } from './theme-switch';

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
      <div className="flex flex-col gap-6">
        <SidebarMenu groups={menus.sidebar} ctx={ctx} signedIn={signedIn} offersBadge={offersBadge} />
        {menus.banner && <SidebarBanner banner={menus.banner} ctx={ctx} signedIn={signedIn} />}
        <div className="flex flex-col gap-3 border-t border-(--border) pt-4">
          <h3 className="text-xs font-semibold tracking-wide text-(--muted) uppercase">{t('preferences')}</h3>
          <ThemeSwitch showLabel className="justify-between" />
          <LanguageSwitcher variant="list" locales={locales} defaultLocale={ctx.defaultLocale} />
        </div>
      </div>
    </DialogSlot>
  );
}
