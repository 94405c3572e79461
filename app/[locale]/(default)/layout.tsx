import { cookies, headers } from 'next/headers';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { AUTH_MESSAGE_NAMESPACES, AuthDialogs, InactivityGuard, SignOutButton } from '@/features/auth';
import { CASHIER_LAYOUT_NAMESPACES, HeaderBalance, pickBalances } from '@/features/cashier';
import { GAMES_LAYOUT_NAMESPACES, GamesSearchButton } from '@/features/games';
import { CampaignPopupsWatcher } from '@/features/offers';
import { PLAY_LAYOUT_NAMESPACES } from '@/features/play';
import {
  BackUrlCapture,
  CustomCode,
  DefaultShell,
  FaviconLinks,
  pickMessages,
  readTheme,
  SHELL_MESSAGE_NAMESPACES,
  ShellProviders,
} from '@/features/shell';
import { env, listOf } from '@/lib/config';
import { optional, RouteScroll, SYSTEM_CLIENT_NAMESPACES, withFatalLayout } from '@/features/system';
import { createServerApi } from '@/lib/api';
import { getCmsConfig } from '@/lib/cms';
import { loadLocales } from '@/lib/i18n';
import { localizePath } from '@/lib/routing';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The default layout: client providers, site settings from the CMS and the shell around the page. */
async function DefaultLayout({ children, params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [{ locales, defaultLocale }, cms, messages, cookieStore, requestHeaders] = await Promise.all([
    loadLocales(),
    getCmsConfig(locale),
    getMessages(),
    cookies(),
    headers(),
  ]);
  // Guests get uid 0; a blocked user or maintenance stops the page, other failures render a guest.
  const api = createServerApi(requestHeaders, { locale });
  // The sidebar's offers badge counts the offers this visitor can take (SPEC §2, §6).
  const [account, offers] = await Promise.all([optional(api.call('getInfo'), null), optional(api.call('campaigns/getoffers', {}), [])]);
  const signedIn = (account?.uid ?? 0) > 0;
  const { customCode, favicon, theme } = cms.siteSettings;

  return (
    <ShellProviders
      locale={locale}
      messages={pickMessages(messages, [...SHELL_MESSAGE_NAMESPACES, ...SYSTEM_CLIENT_NAMESPACES, ...AUTH_MESSAGE_NAMESPACES, ...CASHIER_LAYOUT_NAMESPACES, ...GAMES_LAYOUT_NAMESPACES, ...PLAY_LAYOUT_NAMESPACES, 'CampaignPopup'])}
      theme={readTheme(cookieStore, theme.themes, theme.default)}
      themes={theme.themes}
    >
      <FaviconLinks favicon={favicon} />
      <CustomCode items={customCode} position="head" />
      <CustomCode items={customCode} position="bodyStart" />
      <RouteScroll />
      <BackUrlCapture allowlist={listOf(env().REDIRECT_ALLOWLIST)} />
      <DefaultShell
        locale={locale}
        defaultLocale={defaultLocale}
        locales={locales}
        menus={cms.menus}
        offersCount={offers.length}
        search={<GamesSearchButton />}
        signedIn={signedIn}
        user={account && signedIn ? { login: account.login } : undefined}
        balance={
          account && signedIn ? (
            <>
              <HeaderBalance uid={account.uid} initial={pickBalances(account)} symbols={cms.cashier.availableCurrency} detailed={cms.cashier.detalization.enableDetalization && cms.cashier.detalization.displayedDetalization === 'header-cashier'} depositIcon={cms.cashier.depositButtonIcon} settings={cms.cashier.balanceUpdateSettings} />
              <SignOutButton />
            </>
          ) : undefined
        }
      >
        {children}
      </DefaultShell>
      <AuthDialogs formFields={cms.formFields} banner={cms.auth.banner} signedIn={signedIn} />
      {signedIn && <InactivityGuard homeHref={localizePath('/', locale, defaultLocale)} />}
      <Suspense fallback={null}>
        <CampaignPopupsWatcher uid={account?.uid ?? 0} locale={locale} defaultLocale={defaultLocale} locales={locales.map((l) => l.code)} />
      </Suspense>
      <CustomCode items={customCode} position="bodyEnd" />
    </ShellProviders>
  );
}

export default withFatalLayout(DefaultLayout);
