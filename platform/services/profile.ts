import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ProfileFieldDefinition } from '@/lib/validation';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { PHONE_COUNTRIES, personalDataFields } from './countries';
import { notificationSettingsOf, setChannelSubscription, type NotificationSettings } from './marketing-consent';
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

/** Every field saveProfileInfo writes: the text columns and sex. Any other key (e-mail, login, mobile, phone country, currency, nickname…) has its own method. */
const WRITABLE: ReadonlySet<string> = new Set([...Object.keys(PROFILE_COLUMNS), 'sex']);

/** The country codes a player may choose (the country select of the forms, getContactPhoneSettings). */
const COUNTRY_CODES: readonly string[] = PHONE_COUNTRIES.map((c) => c.country_code);

/** A country code of the country select (US, not +1 or a phone code). */
export const isKnownCountryCode = (code: string): boolean => COUNTRY_CODES.includes(code);

/**
 * The documents the countries ask for (§3: only type cpf is used), each type with the definition of
 * its number: where the rules of a document come from when the player's country does not ask for one.
 */
let documentKinds: ReadonlyMap<string, ProfileFieldDefinition> | undefined;
function documentNumberByType(): ReadonlyMap<string, ProfileFieldDefinition> {
  if (documentKinds) return documentKinds;
  const kinds = new Map<string, ProfileFieldDefinition>();
  for (const { country_code } of PHONE_COUNTRIES) {
    const defs = personalDataFields(country_code);
    const type = defs.find((d) => d.sysname === 'document_type');
    const number = defs.find((d) => d.sysname === 'document_number');
    if (!type || !number) continue;
    for (const t of type.options?.list ?? []) if (!kinds.has(String(t))) kinds.set(String(t), number);
  }
  return (documentKinds = kinds);
}

const hidden = (sysname: string, type: string, options: ProfileFieldDefinition['options']): ProfileFieldDefinition => ({
  sysname,
  type,
  options,
  params: { is_required: false, is_visible: false },
});

/**
 * The definitions saveProfileInfo checks a request by (lib/validation `profileSaveErrors`): the
 * country's §3 definitions (getPersonalDataFields) minus the contacts, the country select's codes as
 * the list of country_code (and the player's own stored code, which registration accepted), and a
 * hidden, optional definition for each written field the country does not ask for — `country` is a
 * known country's code or its name (what the settings form sends), the document the spec lists
 * (§3: type cpf) with the number pattern of its type — so every field a request carries has its
 * §5 rule, shown on the form or not. Keys without a definition here are not written by a save.
 */
export function saveProfileDefinitions(country: string | undefined, { storedCountryCode, documentType }: { storedCountryCode?: string | null; documentType?: string | null } = {}): ProfileFieldDefinition[] {
  const codes = storedCountryCode && /^[A-Z]{2}$/.test(storedCountryCode) && !COUNTRY_CODES.includes(storedCountryCode) ? [...COUNTRY_CODES, storedCountryCode] : COUNTRY_CODES;
  const defs: ProfileFieldDefinition[] = personalDataFields(country)
    .filter((d) => WRITABLE.has(d.sysname))
    .map((d) => (d.sysname === 'country_code' ? { ...d, options: { ...d.options, list: [...codes] } } : d));
  const has = (sysname: string) => defs.some((d) => d.sysname === sysname);
  if (!has('country')) defs.push(hidden('country', 'select', { list: [...COUNTRY_CODES, ...PHONE_COUNTRIES.map((c) => c.name)] }));
  const documents = documentNumberByType();
  const types = [...documents.keys()];
  if (types.length && !has('document_type')) defs.push(hidden('document_type', 'select', { list: types }));
  if (types.length && !has('document_number')) {
    // the number's pattern is its type's: the sent or stored type, else the first the countries list
    const number = documents.get(documentType && documents.has(documentType) ? documentType : types[0]!);
    defs.push(hidden('document_number', 'input', number?.options));
  }
  return defs;
}

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

/**
 * The player's notification settings (getNotificationSettings): the marketing opt-ins per product and channel, the
 * marketing kinds (bonus offers, tournament news) off unless the player opted in, the service messages on unless
 * turned off (./marketing-consent).
 */
export function notificationsOf(user: Pick<UserRow, 'notifications' | 'isSubscribed' | 'phoneSubscribed'>): NotificationSettings {
  return notificationSettingsOf(user);
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

/** Checks an unsubscribe link and stops marketing to its channel, for both products; false when the link is not the player's. */
export async function unsubscribeByLink(db: Db, uid: number, token: string, channel: 'email' | 'phone'): Promise<boolean> {
  const [user] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  if (!user?.unsubscribeToken) return false;
  const [a, b] = [Buffer.from(user.unsubscribeToken), Buffer.from(token)];
  if (a.length !== b.length || !timingSafeEqual(a, b)) return false;
  await setChannelSubscription(db, uid, channel === 'email' ? 'email' : 'sms', false);
  return true;
}
