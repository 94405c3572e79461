import { PROMO_ACTIVATED_KEY } from './dialogs';

/** Remembers, for this tab, a promo code activated at sign-up: its popup waits for a page other than the deposit one (SPEC §2). */
export function rememberPromoActivated(code: string): void {
  try {
    sessionStorage.setItem(PROMO_ACTIVATED_KEY, code);
  } catch {
    // storage off: no popup
  }
}

/** The pending code (and forgets it), or null. */
export function takePromoActivated(): string | null {
  try {
    const code = sessionStorage.getItem(PROMO_ACTIVATED_KEY);
    if (code) sessionStorage.removeItem(PROMO_ACTIVATED_KEY);
    return code;
  } catch {
    return null;
  }
}

export function hasPromoActivated(): boolean {
  try {
    return Boolean(sessionStorage.getItem(PROMO_ACTIVATED_KEY));
  } catch {
    return false;
  }
}
