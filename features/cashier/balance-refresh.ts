import type { BalanceUpdateSettings } from '@/lib/cms';

/** SPEC §3 Balance-refresh settings (CMS cashier `balanceUpdateSettings`), with the §9 defaults below. */
export type BalanceRefreshSettings = BalanceUpdateSettings;

export const DEFAULT_BALANCE_REFRESH: BalanceRefreshSettings = {
  countSecondsForDelayBetweenClick: 1,
  isEnabledInterval: false,
  countSecondsForInterval: 10,
  isEnabledTurnOffRequests: true,
  countMinutesAfterWhichRequestsTurnedOff: 5,
  isEnabledRequestsAfterClick: false,
};

/** A game page (/game/…, with or without a locale prefix): the balance is never refreshed there. */
export const isGamePath = (pathname: string) => /^(?:\/[^/]+)?\/game\//.test(pathname);

export type RefreshContext = {
  settings: BalanceRefreshSettings;
  signedIn: boolean;
  pathname: string;
  now: number;
  /** When refreshing (re)started: the widget's mount or the player's last click on it. */
  activeSince: number;
};

/** Milliseconds between interval refreshes now, or false when no interval refresh may run (SPEC §4, §9). */
export function balanceRefreshInterval({ settings, signedIn, pathname, now, activeSince }: RefreshContext): number | false {
  if (!signedIn || isGamePath(pathname) || !settings.isEnabledInterval) return false;
  const offAfter = settings.countMinutesAfterWhichRequestsTurnedOff * 60_000;
  if (settings.isEnabledTurnOffRequests && now - activeSince >= offAfter) return false;
  return Math.max(1, settings.countSecondsForInterval) * 1000;
}

/** Whether a click on the balance may fetch it now: click refresh on, and the delay since the last one passed. */
export function canRefreshOnClick(
  { settings, signedIn, pathname, now }: Omit<RefreshContext, 'activeSince'>,
  lastClickAt: number | null,
): boolean {
  if (!signedIn || isGamePath(pathname) || !settings.isEnabledRequestsAfterClick) return false;
  return lastClickAt === null || now - lastClickAt >= settings.countSecondsForDelayBetweenClick * 1000;
}
