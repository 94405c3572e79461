import { eq } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import { profileSaveErrors, validateFakename } from '@/lib/validation';
import { users } from '../db/schema';
import { parseCookies } from '../http/cookies';
import { requireUser } from '../http/context';
import { emailOf } from '../services/contacts';
import { isKnownCountryCode, notificationsOf, PROFILE_COLUMNS, saveProfileDefinitions, unsubscribeByLink } from '../services/profile';
import { setChannelSubscription, updateNotificationSettings } from '../services/marketing-consent';
import { minAge } from '../services/protection';
import { servedLocale } from '../services/registration';
import { SESSION_COOKIE, sessions } from '../services/sessions';
import { defineMethods } from './define';

export const profileMethods = defineMethods('profile', {
  // POST saveProfileInfo – §3 profile fields, each checked by its §5 rule (the country's definition, or
  // its own where the player's form does not show it) → 1. A key the save does not write (email, login,
  // mobile, phone_country_code, currency, fakename, anything unknown) is refused, never answered 1. A birth date
  // under the minimum age is `underAge` (docs/decisions/0045).
  saveProfileInfo: async (ctx) => {
    const user = requireUser(ctx);
    const values: Record<string, unknown> = Object.fromEntries(Object.entries(ctx.params).filter(([, v]) => v !== undefined));
    if (typeof values.country_code === 'string') values.country_code = values.country_code.toUpperCase();
    const sent = typeof values.country_code === 'string' && (isKnownCountryCode(values.country_code) || values.country_code === user.countryCode) ? values.country_code : undefined;
    const country = sent || user.countryCode || undefined;
    const documentType = typeof values.document_type === 'string' && values.document_type ? values.document_type : user.documentType;
    // only the fields sent are checked: a form may save a part (the fill-profile flow asks for some)
    // a birth date must be of the rule pack's minimum age (underAge, with the min_age the message names)
    const min = minAge(ctx.env);
    const errors = profileSaveErrors(saveProfileDefinitions(country, { storedCountryCode: user.countryCode, documentType }), values, { minAge: min });
    if (errors.birth_date?.includes('underAge')) throw new PlatformError('InvalidParameterException', { ...errors, min_age: min });
    if (Object.keys(errors).length) throw PlatformError.invalidParameters(errors);
    const update: Partial<typeof users.$inferInsert> = {};
    for (const [name, column] of Object.entries(PROFILE_COLUMNS)) {
      if (typeof values[name] === 'string') (update as Record<string, unknown>)[column] = (values[name] as string).trim() || null;
    }
    if (typeof values.sex === 'number') update.sex = values.sex;
    if (Object.keys(update).length) await ctx.db.update(users).set(update).where(eq(users.uid, user.uid));
    return 1;
  },

  // POST changefakename – nickname per §5 (at least 4 characters, no symbols) → 1
  changefakename: async (ctx) => {
    const user = requireUser(ctx);
    const check = validateFakename(ctx.params.fakename);
    if (!check.valid) throw PlatformError.invalidParameters({ fakename: [check.code ?? 'fakename'] });
    await ctx.db.update(users).set({ fakename: ctx.params.fakename.trim() }).where(eq(users.uid, user.uid));
    return 1;
  },

  // POST changelocale – one of the served locales → 1
  changelocale: async (ctx) => {
    const user = requireUser(ctx);
    const locale = servedLocale(ctx.params.locale);
    if (!locale || locale.toLowerCase() !== ctx.params.locale.toLowerCase()) throw PlatformError.invalidParameters({ locale: ['wrongField'] });
    await ctx.db.update(users).set({ locale }).where(eq(users.uid, user.uid));
    return 1;
  },

  // POST changeSubscription – contact (the player's e-mail or phone), subscription 1/0 → 1. The contact's channel as a
  // whole: off stops its marketing for both products; on keeps the products chosen for it, or opts both in.
  changeSubscription: async (ctx) => {
    const user = requireUser(ctx);
    const contact = ctx.params.contact.trim();
    const email = emailOf(user);
    if (email && email.toLowerCase() === contact.toLowerCase()) {
      await setChannelSubscription(ctx.db, user.uid, 'email', ctx.params.subscription);
      return 1;
    }
    if (user.phone && user.phone === contact.replace(/\D/g, '')) {
      await setChannelSubscription(ctx.db, user.uid, 'sms', ctx.params.subscription);
      return 1;
    }
    throw PlatformError.invalidParameters({ contact: ['wrongField'] });
  },

  // POST unsubscribe – uid, token, channel of an e-mail's link (no session needed) → 1
  unsubscribe: async (ctx) => {
    const ok = await unsubscribeByLink(ctx.db, ctx.params.uid, ctx.params.token, ctx.params.channel ?? 'email');
    if (!ok) throw PlatformError.invalidParameters({ token: ['invalid'] });
    return 1;
  },

  // POST signOutOtherSessions – every session but this one ends → 1
  signOutOtherSessions: async (ctx) => {
    const user = requireUser(ctx);
    // through sessions: their sockets close and their access tokens stop working
    await sessions.destroyOthersFor(ctx.db, user.uid, parseCookies(ctx.request.headers.cookie)[SESSION_COOKIE]);
    return 1;
  },

  // GET getNotificationSettings / POST setNotificationSettings – kinds of messages the player wants and the marketing
  // opt-ins per product and channel (services/marketing-consent): marketing kinds off without an opt-in, service
  // messages on by default; the e-mail and phone subscriptions follow the opt-ins of their channel
  getNotificationSettings: (ctx) => notificationsOf(requireUser(ctx)),
  setNotificationSettings: async (ctx) => {
    const user = requireUser(ctx);
    const settings = await updateNotificationSettings(ctx.db, user.uid, ctx.params);
    if (!settings) throw new PlatformError('AuthorizationException');
    return settings;
  },
});
