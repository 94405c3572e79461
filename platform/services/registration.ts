import type { z } from 'zod';
import { MARKETING_CONSENTS, marketingConsentParams, type FieldErrors, type registerParams } from '@/lib/contract';
import { EMBEDDED_LOCALES } from '@/lib/i18n/locales';
import { isPhoneComplete, longestMaskLength, normalizePromoCode, validateBirthDate, validateEmail, validatePassword, validatePhone } from '@/lib/validation';
import type { Db } from '../db/client';
import { users, wallets } from '../db/schema';
import { characterExists } from './rewards/characters';
import { findPhoneCountry } from './countries';
import { hashPassword } from './passwords';
import { activatePromoCode, checkPromoCode } from './bonuses/promo-codes';
import type { UserRow } from './sessions';
import { findByLogin, uniqueViolation } from './users';
import { consentColumns, registrationConsents, type Consents } from './marketing-consent';

export type RegisterArgs = z.output<typeof registerParams>;

const served = new Set(EMBEDDED_LOCALES.locales.map((l) => l.code));

/** A served locale for what a client sent ('pt-BR', 'pt', 'PT_br'), else undefined. */
export function servedLocale(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const wanted = value.replace('_', '-').toLowerCase();
  const codes = [...served];
  return codes.find((c) => c.toLowerCase() === wanted) ?? codes.find((c) => c.toLowerCase().split('-')[0] === wanted.split('-')[0]);
}

const firstFilled = (...values: Array<string | undefined>) => values.find((v) => v !== undefined && v.trim() !== '');

/** Phone digits with the country's code in front, or an error code (§5 phone rule over the country's masks). */
function readPhone(phone: string, countryCode: string | undefined): { phone: string; country?: string } | { error: string } {
  const digits = phone.replace(/[\s().-]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return { error: 'wrongPhoneFormat' };
  const country = findPhoneCountry(countryCode);
  if (!country) {
    const result = validatePhone(digits, { isValidFormat: digits.length >= 6 && digits.length <= 15 });
    return result.valid ? { phone: digits } : { error: result.code ?? 'wrongPhoneFormat' };
  }
  // the number may come with or without its phone code
  const longest = longestMaskLength(country.mask);
  const national = digits.startsWith(country.phone_code) && digits.length > longest ? digits.slice(country.phone_code.length) : digits;
  const result = validatePhone(national, { isValidFormat: isPhoneComplete(national, country.mask) });
  return result.valid ? { phone: `${country.phone_code}${national}`, country: country.country_code } : { error: result.code ?? 'wrongPhoneFormat' };
}

/** The operator's settings a registration is checked against; `minAge`: the rule pack's minimum age a birth date must reach. */
export type RegistrationSettings = { currencies: readonly string[]; defaultCurrency: string; locale: string; minAge?: number };

export type RegistrationInput = {
  login: string;
  email: string | null;
  password: string;
  locale: string;
  currency: string;
  countryCode: string | null;
  phone: string | null;
  phoneCountryCode: string | null;
  region: string | null;
  /** The birth date of a field set that asks for one, as typed (checked: of the minimum age). */
  birthDate?: string | null;
  /** E-mail marketing (the account's is_subscribed): on while a product is on by e-mail. */
  isSubscribed: boolean;
  isBetting: boolean;
  characterId: number | null;
  promo: { offerId: number; code: string } | null;
  /** Marketing consent per product and channel (UK SR 5.1.12: opt-in, at registration). */
  marketing: Consents;
};

/**
 * The registration form (§3) checked with the §5 rules of lib/validation; every failing field gets
 * its message key (`password: ['minLength']`, `email: ['wrongEmail']`, `promo_code: ['INVALID']`,
 * `login: ['already_exists']`…). Login falls back to e-mail, then phone, without a leading +.
 * Marketing consent: `marketing_{product}_{channel}` flags, each absent meaning no consent; the older `notify` 1
 * stands for e-mail for both products. A birth date (a field set may ask for one) must be of
 * `settings.minAge`, the rule pack's minimum age (`underAge`).
 */
export async function checkRegistration(
  db: Db,
  params: RegisterArgs,
  settings: RegistrationSettings,
): Promise<{ errors: FieldErrors } | { input: RegistrationInput }> {
  const errors: FieldErrors = {};
  const fail = (field: string, code: string) => void (errors[field] ??= []).push(code);

  const password = validatePassword(params.password ?? '');
  if (!password.valid) fail('password', password.code ?? 'password');

  let phone: string | null = null;
  let phoneCountryCode = params.phone_country_code?.trim().toUpperCase() || null;
  if (phoneCountryCode && !findPhoneCountry(phoneCountryCode)) fail('phone_country_code', 'wrongField');
  else if (params.phone?.trim()) {
    const read = readPhone(params.phone, phoneCountryCode ?? undefined);
    if ('error' in read) fail('phone', read.error);
    else {
      phone = read.phone;
      phoneCountryCode = read.country ?? phoneCountryCode;
    }
  }

  // the login falls back to the e-mail, then the phone (as its digits), without a leading +
  const given = firstFilled(params.login, params.email);
  const login = given?.trim().replace(/^\+/, '') ?? phone ?? undefined;
  if (!login) {
    if (!errors.phone && !errors.phone_country_code) fail('login', 'required'); // a bad phone is reported on its own
  } else if (/\s/.test(login)) fail('login', 'wrongField');

  let email = params.email?.trim() || undefined;
  if (email !== undefined) {
    const result = validateEmail(email);
    if (!result.valid) fail('email', result.code ?? 'wrongEmail');
  } else if (login?.includes('@')) {
    const result = validateEmail(login);
    if (result.valid) email = login;
    else fail('login', result.code ?? 'wrongEmail');
  }

  const currency = (params.currency?.trim() || settings.defaultCurrency).toUpperCase();
  if (!settings.currencies.includes(currency)) fail('currency', 'wrongField');

  const countryCode = params.country_code?.trim().toUpperCase() || null;
  if (countryCode && !/^[A-Z]{2}$/.test(countryCode)) fail('country_code', 'wrongField');

  if (params.terms === false) fail('terms', 'uncheckedCheckbox');

  const sentBirthDate = (params as Record<string, unknown>).birth_date;
  const birthDate = typeof sentBirthDate === 'string' ? sentBirthDate.trim() : '';
  if (sentBirthDate !== undefined && sentBirthDate !== null && typeof sentBirthDate !== 'string') fail('birth_date', 'date');
  else if (birthDate) {
    const result = validateBirthDate(birthDate, { minAge: settings.minAge });
    if (!result.valid) fail('birth_date', result.code ?? 'date');
  }

  // registerParams passes the opt-ins through as sent: each must be a flag
  const consentFlags: Partial<Consents> = {};
  for (const key of MARKETING_CONSENTS) {
    const parsed = marketingConsentParams.shape[key].safeParse((params as Record<string, unknown>)[key]);
    if (!parsed.success) fail(key, 'wrongField');
    else if (parsed.data !== undefined) consentFlags[key] = parsed.data;
  }
  const marketing = registrationConsents(consentFlags, params.notify);

  if (params.character_id !== undefined && !(await characterExists(db, params.character_id))) fail('character_id', 'wrongField');

  let promo: RegistrationInput['promo'] = null;
  const promoCode = normalizePromoCode(params.promo_code);
  if (promoCode) {
    const check = await checkPromoCode(db, promoCode);
    if (check.ok) promo = { offerId: check.offerId, code: check.code };
    else fail('promo_code', check.reason);
  }

  if (login && !errors.login) {
    const taken = await findByLogin(db, login);
    if (taken) fail('login', 'already_exists');
  }
  if (email && !errors.email && email.toLowerCase() !== login?.toLowerCase()) {
    const taken = await findByLogin(db, email);
    if (taken) fail('email', 'already_exists');
  }

  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      login: login!,
      email: email ?? null,
      password: params.password!,
      locale: servedLocale(params.locale) ?? settings.locale,
      currency,
      countryCode: countryCode ?? (phoneCountryCode && /^[A-Z]{2}$/.test(phoneCountryCode) ? phoneCountryCode : null),
      phone,
      phoneCountryCode,
      region: params.region?.trim() || null,
      birthDate: birthDate || null,
      isSubscribed: consentColumns(marketing).isSubscribed,
      isBetting: params.is_betting === '1',
      characterId: params.character_id ?? null,
      promo,
      marketing,
    },
  };
}

export type NewUser = Omit<RegistrationInput, 'password' | 'promo' | 'marketing'> & {
  passwordHash: string | null;
  /** Marketing consent per product and channel; without it, `isSubscribed` stands for e-mail for both products. */
  marketing?: Consents;
  telegramId?: string | null;
  fakename?: string;
  isRegistrationCompleted?: boolean;
  promo?: RegistrationInput['promo'];
};

/**
 * Creates the user, their wallet in the chosen currency and the promo-code activation in one
 * transaction. A login or e-mail taken meanwhile answers the field's `already_exists`.
 */
export async function createUser(db: Db, input: NewUser): Promise<{ user: UserRow } | { errors: FieldErrors }> {
  // the consents stored one by one; the channel subscriptions follow them
  const consent = consentColumns(input.marketing ?? registrationConsents({}, input.isSubscribed));
  try {
    const user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          login: input.login,
          email: input.email,
          passwordHash: input.passwordHash,
          fakename: input.fakename ?? '',
          locale: input.locale,
          countryCode: input.countryCode,
          currency: input.currency,
          isSubscribed: consent.isSubscribed,
          phoneSubscribed: consent.phoneSubscribed,
          notifications: consent.notifications,
          isBetting: input.isBetting,
          characterId: input.characterId,
          phone: input.phone,
          phoneCountryCode: input.phoneCountryCode,
          region: input.region,
          birthDate: input.birthDate ?? null,
          telegramId: input.telegramId ?? null,
          isRegistrationCompleted: input.isRegistrationCompleted ?? true,
          passwordChangedAt: input.passwordHash ? new Date() : null,
        })
        .returning();
      await tx.insert(wallets).values({ userId: row!.uid, currency: input.currency });
      if (input.promo) await activatePromoCode(tx, row!.uid, input.promo.offerId, input.promo.code, input.currency);
      return row!;
    });
    return { user };
  } catch (error) {
    const field = uniqueViolation(error);
    if (!field) throw error;
    return { errors: { [field === 'telegram' ? 'id' : field]: ['already_exists'] } };
  }
}

/** Registration from the form: checked, hashed, created. */
export async function registerUser(
  db: Db,
  params: RegisterArgs,
  settings: RegistrationSettings,
): Promise<{ user: UserRow } | { errors: FieldErrors }> {
  const checked = await checkRegistration(db, params, settings);
  if ('errors' in checked) return checked;
  const { password, ...input } = checked.input;
  return createUser(db, { ...input, passwordHash: await hashPassword(password) });
}
