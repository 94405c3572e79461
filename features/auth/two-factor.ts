import { isApiError } from '@/lib/api';

/** SPEC §8 two-factor outcomes of a failed login; `null` when the error is not about two-factor. */
export type TwoFactorErrorCode = 'required' | 'digits-count' | 'time-expired' | 'invalid-code' | 'resend-time' | 'other';

/** Translation keys (AuthPopup namespace) for a failed code. */
export const TWO_FA_MESSAGE_KEYS = {
  'digits-count': 'twoFaErrorCodeDigits',
  'time-expired': 'twoFaErrorTimeExpired',
  'invalid-code': 'twoFaErrorInvalidCode',
} as const;

export type TwoFaMessageKey = (typeof TWO_FA_MESSAGE_KEYS)[keyof typeof TWO_FA_MESSAGE_KEYS] | 'twoFaErrorSomethingWrong';

const PATTERNS: [TwoFactorErrorCode, RegExp][] = [
  ['digits-count', /must contain 6 digits|digits-count/i],
  ['time-expired', /time[ -]expired/i],
  ['invalid-code', /code is invalid|invalid-code/i],
  ['required', /two_factor_auth is enable/i],
  ['resend-time', /resend time is/i],
];

/** Every text an error carries: its message and the strings (and nested messages) of error_data. */
function textsOf(error: unknown): string[] {
  if (!isApiError(error)) return error instanceof Error ? [error.message] : [];
  const texts = [error.message];
  for (const value of Object.values(error.data ?? {})) {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) texts.push(...value.filter((v): v is string => typeof v === 'string'));
  }
  return texts;
}

/** The two-factor outcome of a login failure (AuthorizationException with a two-factor text), else null. */
export function twoFactorErrorOf(error: unknown): TwoFactorErrorCode | null {
  if (!isApiError(error) || error.type !== 'AuthorizationException') return null;
  const texts = textsOf(error);
  for (const [code, pattern] of PATTERNS) if (texts.some((t) => pattern.test(t))) return code;
  return texts.some((t) => /two[_ -]?factor/i.test(t)) ? 'other' : null;
}

/** The outcome of a failed code submission, whatever the error type: unknown ones are 'other'. */
export function twoFactorCodeErrorOf(error: unknown): TwoFactorErrorCode {
  const texts = textsOf(error);
  for (const [code, pattern] of PATTERNS) if (texts.some((t) => pattern.test(t))) return code;
  return 'other';
}

/** Seconds until a resend: error_data.resend_time, else the trailing number of a message. */
export function resendTimeOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const raw = error.data?.resend_time;
  const fromData = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  if (Number.isFinite(fromData) && fromData >= 0) return fromData;
  for (const text of textsOf(error)) {
    const match = /(\d+)\s*\.?\s*$/.exec(text);
    if (match) return Number(match[1]);
  }
  return null;
}

/** The message key shown under the code field for a failed code. */
export function twoFaMessageKey(code: TwoFactorErrorCode | null): TwoFaMessageKey {
  return code && code in TWO_FA_MESSAGE_KEYS ? TWO_FA_MESSAGE_KEYS[code as keyof typeof TWO_FA_MESSAGE_KEYS] : 'twoFaErrorSomethingWrong';
}
