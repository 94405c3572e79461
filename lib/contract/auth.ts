import { z } from 'zod';
import { ok, post } from './define';
import { userAccount } from './entities';
import { flag, int, optionalText, text } from './fields';

/** §3 Two-factor pending data, answered when a login needs the code. */
export const twoFactorPending = z.object({ login: z.string(), password: z.string(), resend_time: z.number() });

/**
 * §3 Registration form (or Telegram payload). The field set is configured per operator, so
 * unknown fields pass through; the accounts issue validates them with lib/validation.
 */
export const registerParams = z.looseObject({
  password: optionalText(128),
  locale: optionalText(16),
  currency: optionalText(8),
  promo_code: optionalText(64),
  terms: flag().optional(),
  notify: flag().optional(),
  is_betting: z.enum(['0', '1']).optional(),
  character_id: int({ min: 1 }).optional(),
  login: optionalText(),
  email: optionalText(),
  phone: optionalText(32),
  phone_country_code: optionalText(8),
  region: optionalText(),
  country_code: optionalText(8),
  is_tg: flag().optional(),
  id: optionalText(64),
  username: optionalText(),
  hash: optionalText(),
  language_code: optionalText(16),
  payload: optionalText(4096),
});

/**
 * restore, two steps on one method. 1: `{ login }` (login or e-mail) → a 6-digit code goes to the
 * account's e-mail (or phone) through the outbox; the answer is the same whether or not the
 * account exists. 2: `{ login, code, password, password_repeat? }` → the password is replaced and
 * every session of the account ends. Wrong input answers InvalidParameterException with codes:
 * login `required`; code `otpDigits`, `invalid`, `expired`; password the §5 password codes;
 * password_repeat `passwordsNotEqual`.
 */
export const restoreParams = z.object({ login: optionalText(), code: optionalText(16), password: optionalText(128), password_repeat: optionalText(128) });
export const restoreResult = z.union([
  /** Step 1: a code was sent, or (within resend_time of the last) the last one stays good. */
  z.object({ status: z.literal('code_sent'), resend_time: z.number() }),
  z.object({ status: z.literal('password_changed') }),
]);

/** login and register answer: status 1, the account (getInfo's shape) and its locale. */
export const signedInResult = z.object({ status: z.union([z.string(), z.number()]), payload: z.unknown(), locale: z.string().nullable().optional() });
export const registerResult = z.object({ status: z.number(), user: userAccount, payload: userAccount.optional(), locale: z.string() });

export const authMethods = {
  /**
   * Wrong login or password → AuthorizationException; banned → UserBannedException. With
   * two-factor on, AuthorizationException whose message (envelope `message` and
   * error_data.message) is one of: 'two_factor_auth is enable' (a code was sent; error_data
   * { resend_time }), 'Resend time is N', 'the code must contain 6 digits',
   * 'two_factor_auth: code is invalid', 'Time expired'.
   */
  /** `purpose: withdrawal` lets a self-excluded player with money left in to withdraw it (every other call refused). */
  login: post(z.object({ login: text(), password: text(128), code: optionalText(16), purpose: z.enum(['withdrawal']).optional() }), signedInResult),
  register: post(registerParams, registerResult),
  restore: post(restoreParams, restoreResult),
  /** POST (not GET, unlike SPEC §7): a cross-site image or link cannot sign a player out; the Origin check applies. */
  logout: post(z.object({}), ok),
};
