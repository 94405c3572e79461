import { eq } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import { isValidFakename, validateOtp, validatePassword } from '@/lib/validation';
import { users } from '../db/schema';
import type { RequestContext } from '../http/context';
import { userAccount } from '../services/accounts';
import { codes, resendIn, resendSeconds } from '../services/codes';
import { emailOf, sendEmailConfirmation, siteOrigin } from '../services/contacts';
import { checkPassword, hashPassword, needsRehash } from '../services/passwords';
import { createUser, registerUser, servedLocale, type RegisterArgs } from '../services/registration';
import { assertBirthDateOfAge, assertNotOnRegisterAtRegistration, excludedContact, minAge } from '../services/protection';
import { sessions, type UserRow } from '../services/sessions';
import { readSetting } from '../services/settings';
import { verifyInitData } from '../services/telegram';
import { contactOf, findByLogin, sendCode } from '../services/users';
import { defineMethods } from './define';

/** The SPEC §8 two-factor texts, which the site matches on. */
export const TWO_FACTOR = {
  required: 'two_factor_auth is enable',
  invalid: 'two_factor_auth: code is invalid',
  digits: 'the code must contain 6 digits',
  expired: 'Time expired',
  resend: (seconds: number) => `Resend time is ${seconds}`,
} as const;

/** A two-factor answer: the message as the envelope's message and in error_data, with the resend timer. */
export function twoFactorError(message: string, resendTime: number, type: 'AuthorizationException' | 'InvalidParameterException' = 'AuthorizationException', extra: Record<string, unknown> = {}) {
  return new PlatformError(type, { message, resend_time: resendTime, ...extra }, { message });
}

/** What login and register answer: status 1, the account, its locale. */
async function signedInAnswer(ctx: RequestContext, user: UserRow, purpose?: 'withdrawal') {
  await ctx.signIn(user.uid, { purpose });
  const account = await userAccount(ctx.db, ctx.user ?? user);
  return { status: 1, user: account, payload: account, locale: account.locale };
}

/** Telegram web-app entry: signed init data → the player of that Telegram id, created on first visit. */
async function telegramEntry(ctx: RequestContext, params: RegisterArgs) {
  const token = ctx.env.TELEGRAM_BOT_TOKEN;
  if (!token) throw PlatformError.invalidParameters({ is_tg: ['unavailable'] });
  await ctx.limits.hit('register', ctx.request.ip, params.id ? `tg:${params.id}` : null);
  if (!params.payload) throw PlatformError.invalidParameters({ payload: ['required'] });
  const check = verifyInitData(params.payload, token, { hash: params.hash });
  if (!check.ok) throw PlatformError.invalidParameters(check.reason === 'forged' ? { hash: ['invalid'] } : { payload: [check.reason] });
  const tg = check.user;
  if (params.id && params.id !== tg.id) throw PlatformError.invalidParameters({ id: ['wrongField'] });

  const [known] = await ctx.db.select().from(users).where(eq(users.telegramId, tg.id)).limit(1);
  if (known) {
    if (known.banned) throw new PlatformError('UserBannedException');
    return signedInAnswer(ctx, known);
  }
  // a birth date sent with the entry is of the minimum age, as everywhere (underAge)
  const birthDate = typeof params.birth_date === 'string' ? params.birth_date.trim() || null : null;
  assertBirthDateOfAge(birthDate, ctx.env);
  const general = await readSetting(ctx.db, 'general_info');
  const currency = params.currency?.toUpperCase();
  const username = tg.username ?? params.username;
  const created = await createUser(ctx.db, {
    login: `tg_${tg.id}`,
    email: null,
    passwordHash: null,
    telegramId: tg.id,
    fakename: username && username.length >= 4 && isValidFakename(username) ? username : '',
    locale: servedLocale(params.language_code ?? tg.languageCode) ?? ctx.locale,
    currency: currency && general.available_currencies.includes(currency) ? currency : general.default_currency,
    countryCode: null,
    phone: null,
    phoneCountryCode: null,
    region: null,
    birthDate,
    isSubscribed: params.notify ?? false,
    isBetting: params.is_betting === '1',
    characterId: params.character_id ?? null,
    isRegistrationCompleted: false,
  });
  if ('errors' in created) throw PlatformError.invalidParameters(created.errors);
  return signedInAnswer(ctx, created.user);
}

export const authMethods = defineMethods('auth', {
  // POST register – the §3 registration form (or Telegram init data with is_tg): user, wallet, session
  register: async (ctx) => {
    const { params } = ctx;
    if (params.is_tg) return telegramEntry(ctx, params);
    await ctx.limits.hit('register', ctx.request.ip, params.login || params.email || params.phone);
    // a self-excluded player's e-mail or phone cannot open a new account while the exclusion lasts
    const excluded = await excludedContact(ctx.db, { email: params.email || (params.login?.includes('@') ? params.login : null), phone: params.phone });
    if (excluded.email || excluded.phone) {
      throw PlatformError.invalidParameters({ ...(excluded.email && { email: ['self_excluded'] }), ...(excluded.phone && { phone: ['self_excluded'] }) });
    }
    // and, where the rule pack requires it (UK GAMSTOP, NL CRUKS), neither can a person on the national register (unreachable: ApplicationUnavailable)
    await assertNotOnRegisterAtRegistration(ctx.env, {
      email: params.email || (params.login?.includes('@') ? params.login : null),
      phone: params.phone,
      birth_date: params.birth_date,
      first_name: params.first_name,
      last_name: params.last_name,
      country: params.country_code,
    });
    const general = await readSetting(ctx.db, 'general_info');
    const min = minAge(ctx.env);
    const result = await registerUser(ctx.db, params, { currencies: general.available_currencies, defaultCurrency: general.default_currency, locale: ctx.locale, minAge: min });
    if ('errors' in result) throw new PlatformError('InvalidParameterException', { ...result.errors, ...(result.errors.birth_date?.includes('underAge') && { min_age: min }) });
    if (emailOf(result.user)) {
      // the confirmation link goes out with the welcome; a failure here does not undo the registration
      await sendEmailConfirmation(ctx.db, result.user, siteOrigin(ctx)).then(
        () => ctx.mailer.kick(),
        (err: unknown) => ctx.log.warn({ err }, 'e-mail confirmation not queued'),
      );
    }
    return signedInAnswer(ctx, result.user);
  },

  // POST login – login (or e-mail) and password; with two-factor on, a code from the outbox too
  login: async (ctx) => {
    const { db, params } = ctx;
    await ctx.limits.hit('login', ctx.request.ip, params.login);
    const user = await findByLogin(db, params.login);
    const good = await checkPassword(user?.passwordHash, params.password); // runs for unknown users too
    if (user && !good) await ctx.limits.accountFailures.add(user.uid);
    if (!user || !good) throw new PlatformError('AuthorizationException');
    if (user.banned) throw new PlatformError('UserBannedException');

    // Many wrong passwords for this account lately (from anywhere): the password alone no longer signs in, a code to the owner's contact must come with it.
    const underAttack = (await ctx.limits.accountFailures.count(user.uid)) >= ctx.env.ACCOUNT_FAILURES_BEFORE_CODE;
    if (user.twoFactorAuth || underAttack) {
      const current = await codes.current(db, user.uid, 'login');
      const live = current && current.expiresAt > new Date() ? current : undefined;
      if (!params.code) {
        const wait = resendIn(live);
        if (wait > 0) throw twoFactorError(TWO_FACTOR.resend(wait), wait);
        const contact = contactOf(user);
        if (!contact) throw new PlatformError('AccessDeniedException', { reason: 'no_contact_for_code' });
        await sendCode(db, contact, 'login_code', await codes.issue(db, user.uid, 'login'), user.locale);
        ctx.mailer.kick();
        throw twoFactorError(TWO_FACTOR.required, resendSeconds());
      }
      await ctx.limits.hit('two_factor', ctx.request.ip, params.login);
      if (!validateOtp(params.code).valid) throw twoFactorError(TWO_FACTOR.digits, resendIn(live));
      const outcome = await codes.check(db, user.uid, 'login', params.code);
      if (!outcome.ok) throw twoFactorError(outcome.reason === 'expired' ? TWO_FACTOR.expired : TWO_FACTOR.invalid, resendIn(live));
    }

    await ctx.limits.accountFailures.clear(user.uid);
    if (user.passwordHash && needsRehash(user.passwordHash)) {
      await db.update(users).set({ passwordHash: await hashPassword(params.password) }).where(eq(users.uid, user.uid));
    }
    const { status, payload, locale } = await signedInAnswer(ctx, user, params.purpose);
    return { status, payload, locale };
  },

  // POST restore – step 1 { login }: a code to the account's contact; step 2 { login, code, password }: new password
  restore: async (ctx) => {
    const { db, params } = ctx;
    const login = params.login?.trim();
    if (!login) throw PlatformError.invalidParameters({ login: ['required'] });
    await ctx.limits.hit('restore', ctx.request.ip, login);
    const user = await findByLogin(db, login);

    if (params.code === undefined && params.password === undefined) {
      const contact = user && !user.banned ? contactOf(user) : undefined;
      // the same answer whether or not the account exists
      if (!user || !contact) return { status: 'code_sent' as const, resend_time: resendSeconds() };
      const current = await codes.current(db, user.uid, 'restore');
      const wait = resendIn(current && current.expiresAt > new Date() ? current : undefined);
      if (wait > 0) return { status: 'code_sent' as const, resend_time: wait };
      await sendCode(db, contact, 'restore_code', await codes.issue(db, user.uid, 'restore'), user.locale);
      ctx.mailer.kick();
      return { status: 'code_sent' as const, resend_time: resendSeconds() };
    }

    const errors: Record<string, string[]> = {};
    const code = validateOtp(params.code ?? '');
    if (!code.valid) errors.code = [code.code ?? 'otpDigits'];
    const password = validatePassword(params.password ?? '');
    if (!password.valid) errors.password = [password.code ?? 'password'];
    else if (params.password_repeat !== undefined && params.password_repeat !== params.password) errors.password_repeat = ['passwordsNotEqual'];
    if (Object.keys(errors).length) throw PlatformError.invalidParameters(errors);
    if (!user || user.banned) throw PlatformError.invalidParameters({ code: ['invalid'] });
    const outcome = await codes.check(db, user.uid, 'restore', params.code!);
    if (!outcome.ok) throw PlatformError.invalidParameters({ code: [outcome.reason] });
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(params.password!), passwordChangedAt: new Date() })
      .where(eq(users.uid, user.uid));
    await sessions.destroyAllFor(db, user.uid);
    return { status: 'password_changed' as const };
  },
});
