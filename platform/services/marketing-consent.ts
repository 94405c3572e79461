import { eq } from 'drizzle-orm';
import { MARKETING_CHANNELS, MARKETING_CONSENTS, MARKETING_KINDS, MARKETING_PRODUCTS, marketingConsentKey, NOTIFICATION_KINDS, type MarketingConsent } from '@/lib/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from './sessions';

// Marketing consent (UK SR 5.1.12: opt-in per product and per channel, at registration). Each choice is kept in
// users.notifications as `marketing_{product}_{channel}`, beside the kinds of messages of the notification page. The
// channel columns stay what they were, and what the contacts, getInfo's is_subscribed and the unsubscribe links read:
// is_subscribed (e-mail) and phone_subscribed (SMS) are on while a product is on for their channel. A channel turned
// off by its column (an unsubscribe link, a self-exclusion) turns off both products on it. A choice never stored (a
// player from before the opt-ins) is the channel's column: a player subscribed to news keeps e-mail consent for both
// products, and no more.

export type Channel = (typeof MARKETING_CHANNELS)[number];
export type Consents = Record<MarketingConsent, boolean>;
type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationSettings = Record<NotificationKind, boolean> & Consents;

type Stored = Pick<UserRow, 'notifications' | 'isSubscribed' | 'phoneSubscribed'>;
/** What a change of consent writes. */
type Columns = Pick<UserRow, 'notifications' | 'isSubscribed' | 'phoneSubscribed'>;

const MARKETING: ReadonlySet<string> = new Set(MARKETING_KINDS);
const subscribedTo = (user: Pick<Stored, 'isSubscribed' | 'phoneSubscribed'>, channel: Channel) => (channel === 'email' ? user.isSubscribed : user.phoneSubscribed);

/** No consent at all. */
export const NO_CONSENT: Consents = Object.fromEntries(MARKETING_CONSENTS.map((k) => [k, false])) as Consents;

/** The consents in force: a product by a channel is on when chosen (or never chosen, see above) and its channel is on. */
export function consentsOf(user: Stored): Consents {
  const out = { ...NO_CONSENT };
  for (const channel of MARKETING_CHANNELS) {
    for (const product of MARKETING_PRODUCTS) {
      const key = marketingConsentKey(product, channel);
      out[key] = subscribedTo(user, channel) && user.notifications[key] !== false;
    }
  }
  return out;
}

const anyConsent = (consents: Consents) => MARKETING_CONSENTS.some((k) => consents[k]);

/**
 * The notification settings of the page: the consents, the marketing kinds (bonus offers, tournament news) on only
 * with some consent and unless turned off, the service messages (payments, security, limits) on unless turned off.
 */
export function notificationSettingsOf(user: Stored): NotificationSettings {
  const consents = consentsOf(user);
  const marketing = anyConsent(consents);
  const kinds = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, (!MARKETING.has(k) || marketing) && user.notifications[k] !== false])) as Record<NotificationKind, boolean>;
  return { ...kinds, ...consents };
}

/** The columns for these consents: each stored, each channel subscribed while a product is on for it. */
export function consentColumns(consents: Consents, notifications: Record<string, boolean> = {}): Columns {
  const on = (channel: Channel) => MARKETING_PRODUCTS.some((product) => consents[marketingConsentKey(product, channel)]);
  return { notifications: { ...notifications, ...consents }, isSubscribed: on('email'), phoneSubscribed: on('sms') };
}

/**
 * The consents of a registration: the opt-ins sent, and the older single `notify` as e-mail for both products (a
 * caller that sends both gets both).
 */
export function registrationConsents(sent: Partial<Consents>, notify: boolean | undefined): Consents {
  const out = { ...NO_CONSENT };
  for (const key of MARKETING_CONSENTS) out[key] = sent[key] === true;
  if (notify) for (const product of MARKETING_PRODUCTS) out[marketingConsentKey(product, 'email')] = true;
  return out;
}

/** Changes a player's stored settings in a transaction (the row locked), from what they are now. */
async function change(db: Db, uid: number, next: (user: Stored) => Columns): Promise<NotificationSettings | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ notifications: users.notifications, isSubscribed: users.isSubscribed, phoneSubscribed: users.phoneSubscribed })
      .from(users)
      .where(eq(users.uid, uid))
      .for('update');
    if (!user) return null;
    const columns = next(user);
    await tx.update(users).set(columns).where(eq(users.uid, uid));
    return notificationSettingsOf(columns);
  });
}

/**
 * setNotificationSettings: the consents and kinds sent (each optional: unchanged when absent). The channel
 * subscriptions follow the consents.
 */
export async function updateNotificationSettings(db: Db, uid: number, sent: Partial<Record<NotificationKind | MarketingConsent, boolean>>): Promise<NotificationSettings | null> {
  return change(db, uid, (user) => {
    const consents = consentsOf(user);
    for (const key of MARKETING_CONSENTS) if (typeof sent[key] === 'boolean') consents[key] = sent[key];
    const kinds: Record<string, boolean> = {};
    for (const key of NOTIFICATION_KINDS) if (typeof sent[key] === 'boolean') kinds[key] = sent[key];
    return consentColumns(consents, { ...user.notifications, ...kinds });
  });
}

/**
 * A channel turned on or off as a whole (the switch per contact, an unsubscribe link): off stops it for both
 * products; on keeps the products chosen for it, or opts both in when none is.
 */
export async function setChannelSubscription(db: Db, uid: number, channel: Channel, on: boolean): Promise<void> {
  await change(db, uid, (user) => {
    const consents = consentsOf(user);
    const keys = MARKETING_PRODUCTS.map((product) => marketingConsentKey(product, channel));
    // the products chosen for the channel, even while it is off (its column off: an unsubscribe, a break)
    const chosen = keys.filter((k) => user.notifications[k] !== false);
    for (const key of keys) consents[key] = on && (chosen.length === 0 || chosen.includes(key));
    return consentColumns(consents, user.notifications);
  });
}
