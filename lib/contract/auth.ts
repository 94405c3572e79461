import { z } from 'zod';
import { get, ok, post, unknownResult } from './define';
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
  is_tg: flag().optional(),
  id: optionalText(64),
  username: optionalText(),
  hash: optionalText(),
  language_code: optionalText(16),
  payload: optionalText(4096),
});

export const authMethods = {
  login: post(
    z.object({ login: text(), password: text(128), code: optionalText(16) }),
    z.object({ status: z.union([z.string(), z.number()]), payload: z.unknown(), locale: z.string().nullable().optional() }),
  ),
  register: post(registerParams, unknownResult),
  restore: post(z.looseObject({ login: optionalText() }), unknownResult),
  logout: get(z.object({}), ok),
};
