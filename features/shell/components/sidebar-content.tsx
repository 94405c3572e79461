'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Menus } from '@/lib/cms/types';
import type { LocaleOption } from '@/lib/i18n/locales';
import type { LinkContext } from '../menu-links';
import { LanguageSwitcher } from './language-switcher';
import { SidebarBanner } from './sidebar-banner';
import { SidebarMenu } from './sidebar-menu';
import { ThemeSwitch } from './theme-switch';

export type SidebarContentProps = {
  menus: Pick<Menus, 'sidebar' | 'banner'>;
  ctx: LinkContext;
  locales: readonly LocaleOption[];
  signedIn: boolean;
  /** The `offers` badge (the offers feature fills it). */
  offersBadge?: ReactNode;
};

/**
 * What the sidebar curtain shows: menu, promo banner, theme and language. Rendered in the browser
 * from the CMS menu data when the curtain opens: every page carries the menu as a few KB of data,
 * not as an element tree rendered by the server for a dialog that is closed.
 */
export function SidebarContent({ menus, ctx, locales, signedIn, offersBadge }: SidebarContentProps) {
  const t = useTranslations('Sidebar');
  return (
    <div className="flex flex-col gap-6">
      <SidebarMenu groups={menus.sidebar} ctx={ctx} signedIn={signedIn} offersBadge={offersBadge} />
      {menus.banner && <SidebarBanner banner={menus.banner} ctx={ctx} signedIn={signedIn} />}
      <div className="flex flex-col gap-3 border-t border-(--border) pt-4">
        <h3 className="text-xs font-semibold tracking-wide text-(--muted) uppercase">{t('preferences')}</h3>
        <ThemeSwitch showLabel className="justify-between" />
        <LanguageSwitcher variant="list" locales={locales} defaultLocale={ctx.defaultLocale} />
      </div>
    </div>
  );
}
