import { z } from 'zod';
import { get, none, ok, post, unknownResult } from './define';
import { balances, userAccount } from './entities';
import { fields, flag, int, optionalText, shapeOf, text } from './fields';

/** Params §7 does not list: any keys pass through until the issue implementing the method narrows them. */
export const unlisted = z.looseObject({});

/** §3 Profile text fields. */
const PROFILE_TEXT = [
  'first_name', 'middle_name', 'last_name', 'birth_date', 'country', 'country_code', 'region', 'home_town',
  'address', 'postcode', 'mobile', 'email', 'login', 'currency', 'phone_country_code', 'fakename',
  'document_type', 'document_number',
] as const;

/** §3 Profile (every field optional: the operator decides which exist). */
export const profile = z
  .object({
    ...shapeOf(PROFILE_TEXT, () => z.string()),
    sex: z.number(),
    document: z.object({ type: z.string(), number: z.string() }),
  })
  .partial();

/** §3 Contacts. */
export const contact = z.object({
  type: z.enum(['email', 'phone']),
  contact: z.string(),
  is_confirmed: z.boolean(),
  is_subscribed: z.boolean(),
  phone_country_code: z.string().optional(),
});

/** §3 Profile field definition. */
export const profileField = z.object({
  sysname: z.string(),
  type: z.string(),
  options: z.object({ list: z.array(z.unknown()), mask: z.string(), regex: z.string() }).partial().optional(),
  params: z.object({ is_required: z.boolean(), is_visible: z.boolean() }),
});

/** §3 Phone country option; `#` in a mask is a digit slot. */
export const phoneCountry = z.object({
  country_code: z.string(),
  phone_code: z.string(),
  name: z.string(),
  mask: z.union([z.string(), z.array(z.string())]),
});

/** §3 Deposit limit. */
export const depositLimit = z.object({
  available_amount: z.number().nullable(),
  can_edit: z.boolean(),
  expired_at: z.string().nullable(),
  limit_amount: z.number().nullable(),
  period: z.string().default('none'),
});

/** Kinds of messages a player can turn on or off on the notification page. */
export const NOTIFICATION_KINDS = ['bonus_offers', 'tournaments', 'payment_results', 'security_alerts', 'limit_alerts'] as const;
/** The kinds that are marketing: off unless the player opted in to marketing (a product by a channel); the others are service messages, on by default. */
export const MARKETING_KINDS = ['bonus_offers', 'tournaments'] as const satisfies readonly (typeof NOTIFICATION_KINDS)[number][];

/** Products and channels of marketing consent (UK SR 5.1.12: opt-in per product and per channel, at registration). */
export const MARKETING_PRODUCTS = ['casino', 'betting'] as const;
export const MARKETING_CHANNELS = ['email', 'sms'] as const;
/**
 * One opt-in per product and channel: `marketing_{product}_{channel}`. Sent by register (as '1' / '0', each optional: absent is
 * no consent; the older `notify` 1 stands for e-mail for both products) and by setNotificationSettings; answered by
 * getNotificationSettings.
 */
export const MARKETING_CONSENTS = ['marketing_casino_email', 'marketing_casino_sms', 'marketing_betting_email', 'marketing_betting_sms'] as const;
export type MarketingConsent = (typeof MARKETING_CONSENTS)[number];
export const marketingConsentKey = (product: (typeof MARKETING_PRODUCTS)[number], channel: (typeof MARKETING_CHANNELS)[number]) => `marketing_${product}_${channel}` as MarketingConsent;
/** The opt-ins as request params: each flag optional. */
export const marketingConsentParams = z.object(shapeOf(MARKETING_CONSENTS, () => flag().optional()));

export const notificationSettings = z.object({ ...shapeOf(NOTIFICATION_KINDS, () => z.boolean()), ...shapeOf(MARKETING_CONSENTS, () => z.boolean().optional()) });

export const accountMethods = {
  addcontact: post(z.looseObject({ type: z.enum(['email', 'phone']).optional(), contact: text(), phone_country_code: optionalText(8) }), ok),
  changefakename: post(z.object({ fakename: text(64) }), ok),
  changelocale: post(z.object({ locale: text(16) }), ok),
  /** Signed in: old password checked (error_data.old_password ['password']), new per §5 (error_data.new_password), repeat equal when given (passwordsNotEqual). Other sessions end. */
  changepassword: post(z.object({ old_password: optionalText(128), new_password: optionalText(128), repeat_password: optionalText(128) }), ok),
  changeSubscription: post(z.object({ contact: text(), subscription: flag() }), ok),
  /** Signed in: asks to turn two-factor on (enable 1, default: the opposite of now) or off; a code goes to the outbox. */
  changeTwoFactorAuth: post(z.object({ enable: flag().optional() }), z.object({ enable: z.boolean(), resend_time: z.number() })),
  confirmContact: post(z.object({ contact: text(), code: text(32) }), ok),
  /** The code from changeTwoFactorAuth: flips two_factor_auth. Errors: InvalidParameterException error_data.code otpDigits / invalid / expired. */
  confirmTwoFactorAuth: post(z.object({ code: optionalText(16) }), z.object({ two_factor_auth: z.boolean() })),
  sendconfirmationtocontact: post(z.object({ contact: text() }), ok),
  /** Signed in: the player asks to be verified (is_on_verification) → 1. */
  setUserOnVerification: post(none, ok),
  setCurrency: post(z.looseObject({ currency: text(8) }), unknownResult),
  /** The signed link of an e-mail (uid, token; channel email or phone, default email): marketing to it stops; no session needed. */
  unsubscribe: post(z.object({ uid: int({ min: 1 }).required(), token: text(128), channel: z.enum(['email', 'phone']).optional() }), ok),
  /** Signed in: every other session of the player ends. */
  signOutOtherSessions: post(none, ok),
  /**
   * Which kinds of messages the player wants, and the marketing opt-ins per product and channel (each flag optional: unchanged
   * when absent). The marketing kinds answer off while no opt-in is on; is_subscribed (e-mail) and the phone's subscription
   * follow the opt-ins of their channel.
   */
  setNotificationSettings: post(z.object({ ...shapeOf(NOTIFICATION_KINDS, () => flag().optional()), ...marketingConsentParams.shape }), notificationSettings),
  getNotificationSettings: get(none, notificationSettings),
  saveProfileInfo: post(z.looseObject({ ...shapeOf(PROFILE_TEXT, () => optionalText()), sex: int({ min: 0 }).optional() }), ok),
  getContactPhoneSettings: get(none, z.array(phoneCountry)),
  getcurrencyrates: get(none, z.record(z.string(), z.number())),
  getDepositLimit: get(none, depositLimit),
  getInfo: get(none, userAccount),
  getToken: get(none, z.object({ token: z.string() })),
  getBalance: get(none, balances),
  getPersonalDataFields: get(z.object({ country_code: optionalText(8) }), z.array(profileField)),
  getprofileinfo: get(
    z.object({ fields: fields(['contacts', 'document']) }),
    profile.extend({ contacts: z.array(contact).optional() }),
  ),
};
