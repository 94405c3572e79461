import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Menus } from '@/lib/cms/types';
import type { LocaleOption } from '@/lib/i18n/locales';
import { HydrateApart } from '@/features/system';
import { DialogHost } from './dialog-host';
import { Footer } from './footer';
import { Header, type ShellLogin } from './header';
import { Sidebar } from './sidebar';
import { ToastRegion } from './toast-region';

export type DefaultShellProps = {
  locale: string;
  defaultLocale: string;
  locales: readonly LocaleOption[];
  menus: Menus;
  signedIn: boolean;
  login?: ShellLogin;
  /** Balance widget slot (the wallet feature fills it). */
  balance?: ReactNode;
  /** Games search slot in the header (the games feature fills it). */
  search?: ReactNode;
  /** The `offers` menu badge (the offers feature fills it). */
  offersBadge?: ReactNode;
  /** Extra links in the footer's legal line (the analytics feature's cookie settings). */
  footerLegal?: ReactNode;
  children: ReactNode;
};

/**
 * The default layout's chrome: skip link, header, toasts below it, the page in <main>, footer,
 * the sidebar curtain and the host of registered dialogs. Data comes in as props; nothing is fetched.
 */
export function DefaultShell({ locale, defaultLocale, locales, menus, signedIn, login, balance, search, offersBadge, footerLegal, children }: DefaultShellProps) {
  const t = useTranslations('DefaultShell');
  const ctx = { locale, defaultLocale };
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-brand-500 px-4 py-2 font-semibold text-black focus:not-sr-only focus:fixed focus:start-4 focus:top-2"
      >
        {t('skipToContent')}
      </a>
      <Header ctx={ctx} locales={locales} links={menus.header} signedIn={signedIn} login={login} balance={balance} search={search} />
      <ToastRegion />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {/* Below the fold: hydrated after the header and the page's first parts, in a task of its own. */}
      <HydrateApart>
        <Footer groups={menus.footer} ctx={ctx} locales={locales} signedIn={signedIn} legal={footerLegal} />
      </HydrateApart>
      <Sidebar menus={menus} ctx={ctx} locales={locales} signedIn={signedIn} offersBadge={offersBadge} />
      <DialogHost />
    </div>
  );
}
