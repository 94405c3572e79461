import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_KINDS } from '@/lib/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from './sessions';

/** §3 profile fields saveProfileInfo writes, by API name → column. */
export const PROFILE_COLUMNS = {
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name: 'lastName',
  birth_date: 'birthDate',
  country: 'country',
  country_code: 'countryCode',
  region: 'region',
  home_town: 'homeTown',
  address: 'address',
  postcode: 'postcode',
  document_type: 'documentType',
  document_number: 'documentNumber',
} as const satisfies Record<string, keyof UserRow>;

/** The §3 profile of a player as getprofileinfo answers it (empty fields left out). */
export function profileOf(user: UserRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(PROFILE_COLUMNS)) {
    const value = user[column];
    if (typeof value === 'string' && value) out[name] = value;
  }
  if (user.sex) out.sex = user.sex;
  if (user.documentType && user.documentNumber) out.document = { type: user.documentType, number: user.documentNumber };
  return out;
}

/** The player's notification settings: every kind on unless turned off. */
export function notificationsOf(user: Pick<UserRow, 'notifications'>): Record<(typeof NOTIFICATION_KINDS)[number], boolean> {
  return Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, user.notifications[k] !== false])) as Record<(typeof NOTIFICATION_KINDS)[number], boolean>;
}

/** The query of the player's unsubscribe link (`/unsubscribe?…`), its secret made on first use. */
export async function unsubscribeQuery(db: Db, user: UserRow, channel: 'email' | 'phone' = 'email'): Promise<string> {
  let token = user.unsubscribeToken;
  if (!token) {
    token = randomBytes(24).toString('base64url');
    await db.update(users).set({ unsubscribeToken: token }).where(eq(users.uid, user.uid));
  }
  return new URLSearchParams({ uid: String(user.uid), token, channel }).toString();
}

export type UnsubscribeLinks = {
  /** The page an e-mail's body links to: it says what will happen and asks for a click (a GET changes nothing). */
  page: string;
  /** RFC 2369 / 8058 headers: the one-click address takes `POST List-Unsubscribe=One-Click` (a GET there is refused). */
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
};

/** The player's unsubscribe links for a marketing-bearing e-mail sent from `origin`. */
export async function unsubscribeLinks(db: Db, user: UserRow, origin: string, channel: 'email' | 'phone' = 'email'): Promise<UnsubscribeLinks> {
  const query = await unsubscribeQuery(db, user, channel);
  return {
    page: `${origin}/unsubscribe?${query}`,
    headers: { 'List-Unsubscribe': `<${origin}/api/unsubscribe?${query}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Checks an unsubscribe link and stops marketing to its channel; false when the link is not the player's. */
export async function unsubscribeByLink(db: Db, uid: number, token: string, channel: 'email' | 'phone'): Promise<boolean> {
  const [user] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  if (!user?.unsubscribeToken) return false;
  const [a, b] = [Buffer.from(user.unsubscribeToken), Buffer.from(token)];
  if (a.length !== b.length || !timingSafeEqual(a, b)) return false;
  await db.update(users).set(channel === 'email' ? { isSubscribed: false } : { phoneSubscribed: false }).where(eq(users.uid, uid));
  return true;
}
