import { createHash } from 'node:crypto';
import { AccountLogin, AccountSeed, isSignedIn, readAccount, ShellAccountCheck } from '@/features/account';
import { Analytics, ConsentSettings, readConsent } from '@/features/analytics';
import { cookies, headers } from 'next/headers';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { AuthDialogs, InactivityGuard, SignOutButton } from '@/features/auth';
import { BONUS_MESSAGE_NAMESPACES, BonusDialogs, WageringProgress } from '@/features/bonuses';
import { CASHIER_LAYOUT_NAMESPACES, HeaderBalance, pickBalances } from '@/features/cashier';
import { GAMES_LAYOUT_NAMESPACES, GamesSearchButton } from '@/features/games';
import { CampaignPopupsWatcher, OffersBadgeSlot } from '@/features/offers';
import { LoyaltyNotifier } from '@/features/loyalty';
import { AppMounts } from '@/features/pwa';
import { RewardsLink } from '@/features/rewards';
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
import { isPlayerShellRender } from '@/lib/routing/player-shell';
import { getCmsConfig } from '@/lib/cms';
import { loadLocales } from '@/lib/i18n';
import { localizePath, NONCE_HEADER, SESSION_COOKIE } from '@/lib/routing';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The client namespaces every page of this layout gets (in its HTML): what the shell, the rails and
 * the error pages read at once. Dialogs name theirs where they are registered and load them when
 * they open; pages with client parts of their own add theirs with MessagesScope (docs/fast-pages.md).
 */
const EVERY_VISITOR_NAMESPACES = [...SHELL_MESSAGE_NAMESPACES, ...SYSTEM_CLIENT_NAMESPACES, ...GAMES_LAYOUT_NAMESPACES, 'popups'];
/** What a signed-in player's header reads besides (sign-out, balance, wagering) and the bonus pages of the profile. */
const PLAYER_NAMESPACES = ['SignOut', ...CASHIER_LAYOUT_NAMESPACES, ...BONUS_MESSAGE_NAMESPACES];

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
  // A player shell (lib/routing/player-shell.ts) has no session to read: the signed-in chrome
  // renders without the player, whose parts fill in from the account the browser asks for.
  const shell = isPlayerShellRender();
  const api = createServerApi(requestHeaders, { locale });
  const account = shell ? null : await optional(readAccount(api), null);
  const player = isSignedIn(account) ? account : null;
  const signedIn = shell || player !== null;
  const { customCode, favicon, theme } = cms.siteSettings;
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined; // the CSP nonce proxy.ts made for this page
  // live_tex gets a reference of the session, never the session id itself.
  const session = signedIn ? cookieStore.get(SESSION_COOKIE)?.value : undefined;
  const sessionRef = session ? createHash('sha256').update(session).digest('hex').slice(0, 32) : '';

  return (
    <ShellProviders
      locale={locale}
      messages={pickMessages(messages, signedIn ? [...EVERY_VISITOR_NAMESPACES, ...PLAYER_NAMESPACES] : EVERY_VISITOR_NAMESPACES)}
      theme={readTheme(cookieStore, theme.themes, theme.default)}
      themes={theme.themes}
      nonce={nonce}
    >
      {player && <AccountSeed account={player} />}
      {shell && <ShellAccountCheck />}
      <FaviconLinks favicon={favicon} />
      <CustomCode items={customCode} position="head" nonce={nonce} />
      <CustomCode items={customCode} position="bodyStart" nonce={nonce} />
      <RouteScroll />
      <BackUrlCapture allowlist={listOf(env().REDIRECT_ALLOWLIST)} />
      <DefaultShell
        locale={locale}
        defaultLocale={defaultLocale}
        locales={locales}
        menus={cms.menus}
        offersBadge={<OffersBadgeSlot />}
        search={<GamesSearchButton />}
        footerLegal={readConsent(cookieStore) ? <ConsentSettings /> : null}
        signedIn={signedIn}
        login={player ? player.login : shell ? <AccountLogin /> : undefined}
        balance={
          signedIn ? (
            <>
              <RewardsLink />
              <div className="hidden md:block">
                <WageringProgress />
              </div>
              <HeaderBalance uid={player?.uid} initial={player ? pickBalances(player) : undefined} symbols={cms.cashier.availableCurrency} detailed={cms.cashier.detalization.enableDetalization && cms.cashier.detalization.displayedDetalization === 'header-cashier'} depositIcon={cms.cashier.depositButtonIcon} settings={cms.cashier.balanceUpdateSettings} />
              {/* Phones sign out from the profile page: the header keeps balance, deposit and profile within 360 px. */}
              <SignOutButton className="max-md:hidden" />
            </>
          ) : undefined
        }
      >
        {children}
      </DefaultShell>
      <AuthDialogs formFields={cms.formFields} banner={cms.auth.banner} signedIn={signedIn} />
      <BonusDialogs locales={locales.map((l) => l.code)} />
      {signedIn && <InactivityGuard homeHref={localizePath('/', locale, defaultLocale)} />}
      {signedIn && <LoyaltyNotifier />}
      <Suspense fallback={null}>
        <CampaignPopupsWatcher uid={shell ? undefined : (player?.uid ?? 0)} incomplete={player?.is_registration_completed === false} locale={locale} defaultLocale={defaultLocale} locales={locales.map((l) => l.code)} />
      </Suspense>
      <AppMounts
        telegram={{ fullScreen: cms.games.gameItem.visibleFullScreen, locales: locales.map((l) => l.code), homeHref: localizePath('/', locale, defaultLocale) }}
        chat={{ uid: shell ? undefined : (player?.uid ?? 0), locales: locales.map((l) => l.code), sessionRef }}
      />
      <Analytics uid={shell ? undefined : (player?.uid ?? 0)} locale={locale} locales={locales.map((l) => l.code)} />
      <CustomCode items={customCode} position="bodyEnd" nonce={nonce} />
    </ShellProviders>
  );
}

export default withFatalLayout(DefaultLayout);
