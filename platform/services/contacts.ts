import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { contact as contactSchema } from '@/lib/contract';
import type { Db } from '../db/client';
import type { RequestContext } from '../http/context';
import { users } from '../db/schema';
import { CODE_TTL_MS, codes, resendIn } from './codes';
import { inLocale } from './localized';
import { enqueueMessage } from './outbox';
import { unsubscribeLinks } from './profile';
import type { UserRow } from './sessions';
import { EMBEDDED_LOCALES } from '@/lib/i18n/locales';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The site's origin for links in messages (e-mails leave the site: a link in one must not follow
 * whatever Host a request sent): SITE_URL; without it, the request's origin when it names this
 * machine (localhost, a loopback address, the HOST the server listens on), else
 * `http://localhost:{PORT}`. A deployment sets SITE_URL.
 */
export function siteOrigin(ctx: Pick<RequestContext, 'env' | 'request'>): string {
  if (ctx.env.SITE_URL) return new URL(ctx.env.SITE_URL).origin;
  const { hostname, protocol, host } = ctx.request;
  const own = LOOPBACK.has(hostname) || (ctx.env.HOST !== '0.0.0.0' && ctx.env.HOST !== '::' && hostname === ctx.env.HOST);
  return own ? `${protocol}://${host}` : `http://localhost:${ctx.env.PORT}`;
}

export type Contact = z.infer<typeof contactSchema>;

/** The address confirmation codes go to and are checked against: the e-mail, else a login that is one. */
export function emailOf(user: Pick<UserRow, 'email' | 'login'>): string | null {
  if (user.email) return user.email;
  return user.login.includes('@') ? user.login : null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `contact` is this player's e-mail address (case-insensitive). */
export const isOwnEmail = (user: Pick<UserRow, 'email' | 'login'>, contact: string) => {
  const email = emailOf(user);
  return email !== null && same(email, contact);
};

/**
 * The confirmation link's path (the site's /confirmation page calls confirmContact with both), in
 * the player's locale: prefixed unless it is the site's default, so the page opens in their language.
 */
export const confirmationPath = (email: string, code: string, locale: string = EMBEDDED_LOCALES.defaultLocale) =>
  `${locale === EMBEDDED_LOCALES.defaultLocale || !EMBEDDED_LOCALES.locales.some((l) => l.code === locale) ? '' : `/${locale}`}/confirmation?${new URLSearchParams({ contact: email, code }).toString()}`;

/** The confirmation e-mail in the player's locale (en-US for any other). */
const CONFIRMATION_MAIL: Record<string, { subject: string; body: (link: string, minutes: number) => string; news: (page: string) => string }> = {
  'en-US': {
    subject: 'Confirm your e-mail address',
    body: (link, minutes) => `Open this link to confirm your e-mail address: ${link}\nIt is good for ${minutes} minutes. If you did not sign up, ignore this message.`,
    news: (page) => `You receive our news because you asked for it. To stop it, open: ${page}`,
  },
  'pt-BR': {
    subject: 'Confirme seu endereço de e-mail',
    body: (link, minutes) => `Abra este link para confirmar seu endereço de e-mail: ${link}\nEle vale por ${minutes} minutos. Se você não se cadastrou, ignore esta mensagem.`,
    news: (page) => `Você recebe nossas novidades porque pediu. Para pará-las, abra: ${page}`,
  },
  'es-ES': {
    subject: 'Confirma tu dirección de correo electrónico',
    body: (link, minutes) => `Abre este enlace para confirmar tu dirección de correo electrónico: ${link}\nEs válido durante ${minutes} minutos. Si no te has registrado, ignora este mensaje.`,
    news: (page) => `Recibes nuestras novedades porque lo pediste. Para dejar de recibirlas, abre: ${page}`,
  },
  ar: {
    subject: 'أكّد عنوان بريدك الإلكتروني',
    body: (link, minutes) => `افتح هذا الرابط لتأكيد عنوان بريدك الإلكتروني: ${link}\nيبقى صالحًا لمدة ${minutes} دقيقة. إذا لم تقم بالتسجيل، فتجاهل هذه الرسالة.`,
    news: (page) => `تصلك أخبارنا لأنك طلبتها. لإيقافها، افتح: ${page}`,
  },
};

/** The §3 Contacts of a player: the e-mail (with its confirmed state) and the phone. */
export function contactsOf(user: UserRow): Contact[] {
  const list: Contact[] = [];
  const email = emailOf(user);
  if (email) list.push({ type: 'email', contact: email, is_confirmed: user.emailConfirmedAt !== null, is_subscribed: user.isSubscribed });
  if (user.phone) {
    list.push({ type: 'phone', contact: user.phone, is_confirmed: user.phoneConfirmedAt !== null, is_subscribed: user.phoneSubscribed, ...(user.phoneCountryCode && { phone_country_code: user.phoneCountryCode }) });
  }
  return list;
}

export type SendOutcome = { sent: true } | { sent: false; wait: number };

/**
 * Issues an e-mail confirmation code and puts the link into the outbox, unless one went out less
 * than the resend time ago (`wait` seconds left; `force`: a new address, sent anyway). The caller kicks the mailer.
 */
export async function sendEmailConfirmation(db: Db, user: UserRow, origin: string, options: { force?: boolean; now?: Date } = {}): Promise<SendOutcome> {
  const now = options.now ?? new Date();
  const email = emailOf(user);
  if (!email) throw new Error('no e-mail to confirm');
  const current = await codes.current(db, user.uid, 'email_confirm');
  const wait = current && current.expiresAt > now ? resendIn(current, now.getTime()) : 0;
  if (wait > 0 && !options.force) return { sent: false, wait };
  const code = await codes.issue(db, user.uid, 'email_confirm', { email: email.toLowerCase() }, now);
  const link = `${origin}${confirmationPath(email, code, user.locale)}`;
  const mail = inLocale(CONFIRMATION_MAIL, user.locale);
  // a subscribed player's e-mail carries the way out: a link to the unsubscribe page and the one-click headers
  const unsubscribe = user.isSubscribed ? await unsubscribeLinks(db, user, origin) : undefined;
  await enqueueMessage(db, {
    to: email,
    channel: 'email',
    template: 'email_confirmation',
    code,
    subject: mail.subject,
    body: mail.body(link, CODE_TTL_MS / 60_000) + (unsubscribe ? `\n\n${mail.news(unsubscribe.page)}` : ''),
    ...(unsubscribe && { headers: unsubscribe.headers }),
  });
  return { sent: true };
}

export type ConfirmOutcome = { ok: true } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Checks the code of a confirmation link against the player whose e-mail is `contact`; a right
 * code (for that very address) marks the e-mail confirmed. An unknown address answers `invalid`.
 */
export async function confirmEmail(db: Db, contact: string, code: string, now = new Date()): Promise<ConfirmOutcome> {
  const key = contact.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(coalesce(${users.email}, ${users.login})) = ${key}`)
    .limit(1);
  if (!user || !isOwnEmail(user, key)) return { ok: false, reason: 'invalid' };
  const outcome = await codes.check(db, user.uid, 'email_confirm', code, now);
  if (!outcome.ok) return outcome;
  if (outcome.row.payload.email !== key) return { ok: false, reason: 'expired' }; // the address changed since
  await db.update(users).set({ emailConfirmedAt: now }).where(eq(users.uid, user.uid));
  return { ok: true };
}
