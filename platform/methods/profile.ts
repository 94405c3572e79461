import { and, eq, ne } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import { profileFieldErrors, validateFakename } from '@/lib/validation';
import { sessions as sessionsTable, users } from '../db/schema';
import { parseCookies } from '../http/cookies';
import { requireUser } from '../http/context';
import { emailOf } from '../services/contacts';
import { personalDataFields, findPhoneCountry } from '../services/countries';
import { notificationsOf, PROFILE_COLUMNS, unsubscribeByLink } from '../services/profile';
import { servedLocale } from '../services/registration';
import { hashToken } from '../services/secrets';
import { SESSION_COOKIE } from '../services/sessions';
import { defineMethods } from './define';

export const profileMethods = defineMethods('profile', {
  // POST saveProfileInfo – §3 profile fields checked per the country's definitions and §5 rules → 1
  saveProfileInfo: async (ctx) => {
    const user = requireUser(ctx);
    const values: Record<string, unknown> = Object.fromEntries(Object.entries(ctx.params).filter(([, v]) => v !== undefined));
    const country = (typeof values.country_code === 'string' && values.country_code) || user.countryCode || undefined;
    if (country && !findPhoneCountry(country) && values.country_code !== undefined) throw PlatformError.invalidParameters({ country_code: ['wrongField'] });
    // only the fields sent are checked: a form may save a part (the fill-profile flow asks for some)
    const defs = personalDataFields(country).filter((d) => d.sysname !== 'email' && d.sysname !== 'mobile');
    const errors = profileFieldErrors(defs, values, { partial: true });
    if (Object.keys(errors).length) throw PlatformError.invalidParameters(errors);
    const update: Partial<typeof users.$inferInsert> = {};
    for (const [name, column] of Object.entries(PROFILE_COLUMNS)) {
      if (typeof values[name] === 'string') (update as Record<string, unknown>)[column] = (values[name] as string).trim() || null;
    }
    if (typeof update.countryCode === 'string') update.countryCode = update.countryCode.toUpperCase();
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

  // POST changeSubscription – contact (the player's e-mail or phone), subscription 1/0 → 1
  changeSubscription: async (ctx) => {
    const user = requireUser(ctx);
    const contact = ctx.params.contact.trim();
    const email = emailOf(user);
    if (email && email.toLowerCase() === contact.toLowerCase()) {
      await ctx.db.update(users).set({ isSubscribed: ctx.params.subscription }).where(eq(users.uid, user.uid));
      return 1;
    }
    if (user.phone && user.phone === contact.replace(/\D/g, '')) {
      await ctx.db.update(users).set({ phoneSubscribed: ctx.params.subscription }).where(eq(users.uid, user.uid));
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
    const current = parseCookies(ctx.request.headers.cookie)[SESSION_COOKIE];
    await ctx.db
      .delete(sessionsTable)
      .where(and(eq(sessionsTable.userId, user.uid), ...(current ? [ne(sessionsTable.idHash, hashToken(current))] : [])));
    return 1;
  },

  // GET getNotificationSettings / POST setNotificationSettings – kinds of messages the player wants
  getNotificationSettings: (ctx) => notificationsOf(requireUser(ctx)),
  setNotificationSettings: async (ctx) => {
    const user = requireUser(ctx);
    const next = { ...user.notifications };
    for (const [k, v] of Object.entries(ctx.params)) if (typeof v === 'boolean') next[k] = v;
    await ctx.db.update(users).set({ notifications: next }).where(eq(users.uid, user.uid));
    return notificationsOf({ notifications: next });
  },
});
