import { CONSENT_COOKIE } from '@/lib/routing/render-cookies';

/** The visitor's analytics choice, remembered for a year in a first-party cookie the server reads too. */
export { CONSENT_COOKIE };
export const CONSENT_MAX_AGE_S = 31_536_000;
export type Consent = 'granted' | 'denied';

/** The stored choice, or null when the visitor has not chosen (an unknown value counts as none). */
export function parseConsent(value: string | undefined | null): Consent | null {
  return value === 'granted' || value === 'denied' ? value : null;
}

/** Reads the choice off a cookie store (next/headers `cookies()` or anything with `get`). */
export function readConsent(store: { get(name: string): { value: string } | undefined }): Consent | null {
  return parseConsent(store.get(CONSENT_COOKIE)?.value);
}

/** The Set-Cookie text of a choice: whole site, a year, Lax, Secure over https. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${consent}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
