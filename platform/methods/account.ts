import { and, eq } from 'drizzle-orm';
import { isPlatformError, PlatformError } from '@/lib/errors';
import { validateEmail, validateOtp, validatePassword, validatePhone } from '@/lib/validation';
import { authCodes, users } from '../db/schema';
import { requireUser, type RequestContext } from '../http/context';
import { parseCookies } from '../http/cookies';
import { accessTokens } from '../services/access-tokens';
import { anonymousAccount, userAccount } from '../services/accounts';
import { expireDueFor } from '../services/bonuses/engine';
import { codes, resendIn, resendSeconds } from '../services/codes';
import { confirmEmail, contactsOf, emailOf, isOwnEmail, sendEmailConfirmation, siteOrigin } from '../services/contacts';
import { findPhoneCountry, PHONE_COUNTRIES, personalDataFields } from '../services/countries';
import { checkPassword, hashPassword } from '../services/passwords';
import { profileOf } from '../services/profile';
import { hashToken } from '../services/secrets';
import { SESSION_COOKIE, sessions, type UserRow } from '../services/sessions';
import { readSetting } from '../services/settings';
import { contactOf, findByLogin, sendCode } from '../services/users';
import { publishBalances } from '../services/wallet/ledger';
import { readBalances } from '../services/wallets';
import { TWO_FACTOR, twoFactorError } from './auth';
import { defineMethods } from './define';

/** A 6-digit code to the player's phone (outbox, sms channel), unless one went out within the resend time. */
async function sendPhoneCode(ctx: RequestContext, user: UserRow): Promise<1> {
  if (!user.phone) throw PlatformError.invalidParameters({ contact: ['wrongField'] });
  if (user.phoneConfirmedAt) throw PlatformError.invalidParameters({ contact: ['already_confirmed'] });
  const current = await codes.current(ctx.db, user.uid, 'phone_confirm');
  const wait = current && current.expiresAt > new Date() ? resendIn(current) : 0;
  if (wait > 0) throw new PlatformError('InvalidParameterException', { contact: ['resend_time'], resend_time: wait });
  await sendCode(ctx.db, { to: user.phone, channel: 'sms' }, 'phone_confirm_code', await codes.issue(ctx.db, user.uid, 'phone_confirm', { phone: user.phone }), user.locale);
  ctx.mailer.kick();
  return 1;
}

/** addcontact for a phone: the country's code and mask (§5 phone rule), saved unconfirmed, a code sent. */
async function addPhone(ctx: RequestContext, user: UserRow, contact: string, countryCode: string | undefined): Promise<1> {
  const country = findPhoneCountry(countryCode);
  if (!country) throw PlatformError.invalidParameters({ phone_country_code: ['required'] });
  const digits = contact.replace(/\D/g, '');
  const local = digits.startsWith(country.phone_code) ? digits.slice(country.phone_code.length) : digits;
  const check = validatePhone(local, { mask: country.mask });
  if (!check.valid) throw PlatformError.invalidParameters({ contact: [check.code ?? 'wrongPhoneFormat'] });
  const phone = `${country.phone_code}${local}`;
  if (user.phone === phone && user.phoneConfirmedAt) throw PlatformError.invalidParameters({ contact: ['already_exists'] });
  const [updated] = await ctx.db.update(users).set({ phone, phoneCountryCode: country.country_code, phoneConfirmedAt: null }).where(eq(users.uid, user.uid)).returning();
  await ctx.db.delete(authCodes).where(and(eq(authCodes.userId, user.uid), eq(authCodes.purpose, 'phone_confirm')));
  return sendPhoneCode(ctx, updated!);
}

/** A bonus past its end gives its money up before the balances are read; the player's other tabs hear of it. */
async function applyDueExpiries(ctx: Pick<RequestContext, 'db' | 'bus'>, userId: number): Promise<void> {
  for (const wallet of await expireDueFor(ctx.db, userId)) await publishBalances(ctx.bus, userId, wallet);
}

export const accountMethods = defineMethods('account', {
  // GET getInfo – the visitor's account: uid 0 and zero balances when not signed in
  getInfo: async (ctx) => {
    const { db, user, locale } = ctx;
    if (user?.banned) throw new PlatformError('UserBannedException');
    if (user) {
      await applyDueExpiries(ctx, user.uid);
      return userAccount(db, user);
    }
    const { default_currency } = await readSetting(db, 'general_info');
    return anonymousAccount(locale, default_currency);
  },

  // GET getToken – a short-lived token for the socket.io connection (signed-in only), good while this session lives
  getToken: async (ctx) => {
    const user = requireUser(ctx);
    const sessionId = parseCookies(ctx.request.headers.cookie)[SESSION_COOKIE]; // the session the user was resolved from
    if (!sessionId) throw new PlatformError('AuthorizationException');
    return { token: await accessTokens.issue(ctx.db, user.uid, hashToken(sessionId)) };
  },

  // GET getBalance – the four balances in the user's currency (signed-in only)
  getBalance: async (ctx) => {
    const user = requireUser(ctx);
    await applyDueExpiries(ctx, user.uid);
    return readBalances(ctx.db, user.uid, user.currency);
  },

  // POST logout – ends the session and clears its cookie; fine when not signed in
  logout: async ({ signOut }) => {
    await signOut();
    return 1;
  },

  // POST changepassword – old_password checked, new_password per §5, repeat_password equal when given; other sessions end
  changepassword: async (ctx) => {
    const user = requireUser(ctx);
    const { old_password, new_password, repeat_password } = ctx.params;
    await ctx.limits.hit('login', ctx.request.ip, user.login);
    const errors: Record<string, string[]> = {};
    if (!old_password) errors.old_password = ['required'];
    const rule = validatePassword(new_password ?? '');
    if (!rule.valid) errors.new_password = [rule.code ?? 'password'];
    else if (repeat_password !== undefined && repeat_password !== new_password) errors.repeat_password = ['passwordsNotEqual'];
    if (Object.keys(errors).length) throw PlatformError.invalidParameters(errors);
    if (!(await checkPassword(user.passwordHash, old_password!))) throw PlatformError.invalidParameters({ old_password: ['password'] });
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(new_password!), passwordChangedAt: new Date() })
      .where(eq(users.uid, user.uid));
    await sessions.destroyAllFor(ctx.db, user.uid);
    // this browser stays signed in with a new session, with the access it had: an excluded player
    // signed in to withdraw stays so while money is left (without an exclusion the purpose changes
    // nothing), else is signed out here too (the password is changed all the same)
    try {
      await ctx.signIn(user.uid, { purpose: 'withdrawal' });
    } catch (error) {
      if (!(isPlatformError(error) && error.type === 'AccessDeniedException')) throw error;
      await ctx.signOut();
    }
    return 1;
  },

  // POST changeTwoFactorAuth – asks to turn two-factor on or off (enable; default: the opposite); a code goes out
  changeTwoFactorAuth: async (ctx) => {
    const user = requireUser(ctx);
    await ctx.limits.hit('two_factor', ctx.request.ip, user.login);
    const enable = ctx.params.enable ?? !user.twoFactorAuth;
    if (enable === user.twoFactorAuth) throw PlatformError.invalidParameters({ enable: ['already_set'] });
    const contact = contactOf(user);
    if (!contact) throw PlatformError.invalidParameters({ enable: ['no_contact'] });
    const current = await codes.current(ctx.db, user.uid, 'two_factor');
    const wait = current && current.expiresAt > new Date() && current.payload.enable === enable ? resendIn(current) : 0;
    if (wait > 0) throw twoFactorError(TWO_FACTOR.resend(wait), wait, 'InvalidParameterException', { code: ['resend_time'] });
    await sendCode(ctx.db, contact, 'two_factor_code', await codes.issue(ctx.db, user.uid, 'two_factor', { enable }), user.locale);
    ctx.mailer.kick();
    return { enable, resend_time: resendSeconds() };
  },

  // POST confirmTwoFactorAuth – the code from changeTwoFactorAuth: flips two_factor_auth
  confirmTwoFactorAuth: async (ctx) => {
    const user = requireUser(ctx);
    await ctx.limits.hit('two_factor', ctx.request.ip, user.login);
    const current = await codes.current(ctx.db, user.uid, 'two_factor');
    const wait = current && current.expiresAt > new Date() ? resendIn(current) : 0;
    const code = ctx.params.code ?? '';
    if (!validateOtp(code).valid) throw twoFactorError(TWO_FACTOR.digits, wait, 'InvalidParameterException', { code: ['otpDigits'] });
    const outcome = await codes.check(ctx.db, user.uid, 'two_factor', code);
    if (!outcome.ok) {
      const message = outcome.reason === 'expired' ? TWO_FACTOR.expired : TWO_FACTOR.invalid;
      throw twoFactorError(message, wait, 'InvalidParameterException', { code: [outcome.reason] });
    }
    const enable = outcome.row.payload.enable === true;
    await ctx.db.update(users).set({ twoFactorAuth: enable }).where(eq(users.uid, user.uid));
    return { two_factor_auth: enable };
  },

  // GET getPersonalDataFields – §3 profile field definitions for a country (the user's when not given)
  getPersonalDataFields: ({ params, user }) => personalDataFields(params.country_code || user?.countryCode || undefined),

  // GET getContactPhoneSettings – phone country options (country_code, phone_code, name, mask)
  getContactPhoneSettings: () => PHONE_COUNTRIES.map((c) => ({ ...c, mask: typeof c.mask === 'string' ? c.mask : [...c.mask] })),

  // GET getprofileinfo – §3 profile of the signed-in player; contacts (with their confirmed state) when fields has them
  getprofileinfo: async (ctx) => {
    const user = requireUser(ctx);
    const profile = {
      ...profileOf(user),
      login: user.login,
      ...(user.email && { email: user.email }),
      ...(user.fakename && { fakename: user.fakename }),
      ...(user.countryCode && { country_code: user.countryCode }),
      ...(user.region && { region: user.region }),
      ...(user.phone && { mobile: user.phone }),
      ...(user.phoneCountryCode && { phone_country_code: user.phoneCountryCode }),
      currency: user.currency,
    };
    return ctx.params.fields?.includes('contacts') ? { ...profile, contacts: contactsOf(user) } : profile;
  },

  // POST sendconfirmationtocontact – a confirmation link to the player's own, unconfirmed e-mail (resend time applies)
  sendconfirmationtocontact: async (ctx) => {
    const user = requireUser(ctx);
    const contact = ctx.params.contact.trim();
    await ctx.limits.hit('contact', ctx.request.ip, user.login);
    if (user.phone && contact.replace(/\D/g, '') === user.phone && !contact.includes('@')) return sendPhoneCode(ctx, user);
    if (!isOwnEmail(user, contact)) throw PlatformError.invalidParameters({ contact: ['wrongField'] });
    if (user.emailConfirmedAt) throw PlatformError.invalidParameters({ contact: ['already_confirmed'] });
    const outcome = await sendEmailConfirmation(ctx.db, user, siteOrigin(ctx));
    if (!outcome.sent) throw new PlatformError('InvalidParameterException', { contact: ['resend_time'], resend_time: outcome.wait });
    ctx.mailer.kick();
    return 1;
  },

  // POST confirmContact – the contact and code of a confirmation link (no session needed): the e-mail is confirmed
  confirmContact: async (ctx) => {
    const contact = ctx.params.contact.trim();
    await ctx.limits.hit('contact', ctx.request.ip, contact);
    if (!contact.includes('@')) {
      // a phone is confirmed by the code sent to it, in the player's own session
      const user = requireUser(ctx);
      if (!user.phone || user.phone !== contact.replace(/\D/g, '')) throw PlatformError.invalidParameters({ contact: ['wrongField'] });
      if (!validateOtp(ctx.params.code).valid) throw PlatformError.invalidParameters({ code: ['otpDigits'] });
      const checked = await codes.check(ctx.db, user.uid, 'phone_confirm', ctx.params.code.trim());
      if (!checked.ok || checked.row.payload.phone !== user.phone) throw PlatformError.invalidParameters({ code: [checked.ok ? 'invalid' : checked.reason] });
      await ctx.db.update(users).set({ phoneConfirmedAt: new Date() }).where(eq(users.uid, user.uid));
      return 1;
    }
    const outcome = await confirmEmail(ctx.db, contact, ctx.params.code.trim());
    if (!outcome.ok) throw PlatformError.invalidParameters({ code: [outcome.reason] });
    return 1;
  },

  // POST addcontact – sets the signed-in player's e-mail (unconfirmed) and sends it a confirmation link
  addcontact: async (ctx) => {
    const user = requireUser(ctx);
    const { type = 'email' } = ctx.params;
    const contact = ctx.params.contact.trim();
    await ctx.limits.hit('contact', ctx.request.ip, user.login);
    if (type === 'phone') return addPhone(ctx, user, contact, ctx.params.phone_country_code);
    if (!validateEmail(contact).valid) throw PlatformError.invalidParameters({ contact: ['wrongEmail'] });
    if (isOwnEmail(user, contact) && emailOf(user) === user.email) throw PlatformError.invalidParameters({ contact: ['already_exists'] });
    const taken = await findByLogin(ctx.db, contact);
    if (taken && taken.uid !== user.uid) throw PlatformError.invalidParameters({ contact: ['already_exists'] });
    const [updated] = await ctx.db.update(users).set({ email: contact, emailConfirmedAt: null }).where(eq(users.uid, user.uid)).returning();
    await sendEmailConfirmation(ctx.db, updated!, siteOrigin(ctx), { force: true });
    ctx.mailer.kick();
    return 1;
  },
});
