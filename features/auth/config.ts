import { hasDangerousProtocol, isInternalPath, REDIRECT_URL_QUERY } from '@/lib/routing';
import { DEFAULT_VALIDATION_STRATEGY, type ValidationStrategy } from '@/lib/validation';
import type { CurrencyConditions } from './country-change';

/** SPEC §3 Auth config: registration options (the CMS does not carry them yet, so these are the defaults). */
export type AuthConfig = {
  promoCodeField: boolean;
  promoFieldShownByDefault: boolean;
  terms: { active: boolean; default: boolean };
  /**
   * §3 notify: while active, the form asks for marketing consent per product and per channel (UK SR 5.1.12), one
   * unticked box each, sent as `marketing_{product}_{channel}` (the single `notify` box is gone; the platform still
   * reads a `notify` sent by API callers). Opt-in only: the default is never ticked.
   */
  notify: { active: boolean; default: false };
  /** §4 validation timing of the auth forms. */
  validationStrategy: ValidationStrategy;
  /** §3 Currency conditions of the registration currency field. */
  currencyConditions: CurrencyConditions;
  /** §3 confirm email popup: after registration with an e-mail, the confirm-email dialog is queued. */
  confirmEmailPopup: boolean;
  /** §3 character select: the registration form offers the loyalty characters (sent as character_id). */
  characterSelect: boolean;
};

export const AUTH_CONFIG: AuthConfig = {
  promoCodeField: true,
  promoFieldShownByDefault: false,
  terms: { active: true, default: false },
  notify: { active: true, default: false },
  validationStrategy: DEFAULT_VALIDATION_STRATEGY,
  // Start with the configured currency; keep the player's choice across countries unless the new one does not offer it.
  currencyConditions: { emptyValue: 'selectedValue', defaultValue: 'selectedValue', changeCountryValue: 'selectedValue', changeCountryFallbackValue: 'firstValue' },
  confirmEmailPopup: true,
  characterSelect: false,
};

/** Seconds before another confirmation e-mail may be asked for, until the platform says its own (general info `resend_time`). */
export const EMAIL_RESEND_S = 60;
/** Platform storage key (storage/get|set) of the last cashback whose popup the player closed. */
export const SEEN_CASHBACK_STORAGE_KEY = 'cashback_seen';

/** SPEC §9: promo code query and storage key. */
export const PROMO_CODE_STORAGE_KEY = 'promo_code';
/** Stored betting preference ('2' betting, '1' casino), removed after registration. */
export const BETTING_PREFERENCE_STORAGE_KEY = 'is_betting';
/** SPEC §9 promo check debounce. */
export const PROMO_CHECK_DEBOUNCE_MS = 800;

/** redirectUrl from a query string when it is an internal path, else null. */
export function readRedirectUrl(search: URLSearchParams | string | null | undefined): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params?.get(REDIRECT_URL_QUERY)?.trim();
  if (!value || hasDangerousProtocol(value) || !isInternalPath(value)) return null;
  return value;
}

/** Local-storage access that survives blocked storage (private mode, sandboxed frames). */
export const storage = {
  get: (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {}
  },
  remove: (key: string) => {
    try {
      window.localStorage.removeItem(key);
    } catch {}
  },
};
