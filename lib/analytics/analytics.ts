/** SPEC §8 and §9 analytics: event names the product sends (errors carry the §8 error code). */
export type AnalyticsEvent =
  | 'login'
  | 'sign-up'
  | 'error-login'
  | 'error-sign-up'
  | 'deposit'
  | 'error-deposit'
  | 'withdrawal'
  | 'error-withdrawal'
  | 'game-play'
  | 'promo-code'
  | 'error-promo-code'
  | 'offer-popup-shown'
  | 'offer-popup-closed';
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

/** A sink for product analytics; framework-free so features and tests can swap it. */
export interface Analytics {
  track(event: AnalyticsEvent, params?: AnalyticsParams): void;
  /** Ties later events to a signed-in user. */
  identify(uid: number | string): void;
  /** Forgets the user (after logout). */
  anonymise(): void;
}

/** Sends nothing: the default until an analytics tool is configured. */
export const noopAnalytics: Analytics = {
  track: () => {},
  identify: () => {},
  anonymise: () => {},
};

/** Logs every call to the console: for development. */
export function consoleAnalytics(log: (...args: unknown[]) => void = console.info): Analytics {
  return {
    track: (event, params = {}) => log('[analytics] track', event, params),
    identify: (uid) => log('[analytics] identify', uid),
    anonymise: () => log('[analytics] anonymise'),
  };
}

/** The console sink when the flag is on (NEXT_PUBLIC_ANALYTICS_DEBUG=true), else the no-op one. */
export function selectAnalytics(debug: boolean): Analytics {
  return debug ? consoleAnalytics() : noopAnalytics;
}

let current: Analytics = selectAnalytics(typeof process !== 'undefined' && process.env.NEXT_PUBLIC_ANALYTICS_DEBUG === 'true');

/** The active sink. */
export const analytics: Analytics = {
  track: (event, params) => current.track(event, params),
  identify: (uid) => current.identify(uid),
  anonymise: () => current.anonymise(),
};

/** Replaces the active sink (a real tool, or a recorder in tests); returns the previous one. */
export function setAnalytics(next: Analytics): Analytics {
  const previous = current;
  current = next;
  return previous;
}
