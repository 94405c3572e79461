import { z } from 'zod';
import { registerResult } from './auth';
import { post } from './define';
import { flag, optionalText } from './fields';

/**
 * completeRegistration (beyond SPEC §7: the socialRegistration view's call). A signed-in player
 * whose registration is incomplete (social or Telegram sign-in) gives what is missing: an e-mail
 * when the account has none, a currency (default: the account's), terms accepted, and a birth date
 * (optional: the profile asks for it too). Wrong input answers InvalidParameterException with codes:
 * email `required`, `wrongEmail`, `already_exists`; currency `wrongField`; terms `uncheckedCheckbox`;
 * birth_date `date`, `underAge` (under the rule pack's minimum age, named by `min_age`). A guest
 * gets AuthorizationException.
 */
export const completeRegistrationParams = z.object({ email: optionalText(), currency: optionalText(8), terms: flag().optional(), birth_date: optionalText(32) });

export const socialMethods = {
  completeRegistration: post(completeRegistrationParams, registerResult),
};
