import { createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { paymentInstruments, paymentKeys, paymentTransactions } from '../../db/schema';
import { methodOf, type PaymentMethod, type Requisite } from './methods';

/**
 * Where a player's money may go back to (the cashier says "Withdrawals go back to a method you have
 * deposited with", the card method "To the card you deposited with"): a successful deposit
 * remembers its method and its card; a withdrawal must name a method and a card remembered so.
 * A card is never kept as its number: a fingerprint (HMAC-SHA256 of its digits under the
 * installation's key) recognises it, a mask (first six and last four digits) shows it.
 */

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The installation's card key: 32 random bytes made once (payment_keys), so every process and every restart fingerprints a card alike. */
function cardKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.insert(paymentKeys).values({ name: 'card_fingerprint', key: randomBytes(32).toString('base64') }).onConflictDoNothing();
      const [row] = await db.select({ key: paymentKeys.key }).from(paymentKeys).where(eq(paymentKeys.name, 'card_fingerprint')).limit(1);
      return Buffer.from(row!.key, 'base64');
    })();
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

const MASKED_CARD = /^\d{6}\.{3}\d{4}$/;

/** What is shown of a card number: its first six and last four digits (less of a short one, never all of it). */
export function cardMask(digits: string): string {
  if (digits.length >= 13) return `${digits.slice(0, 6)}...${digits.slice(-4)}`;
  const shown = Math.max(0, Math.min(4, digits.length - 8));
  return `...${shown ? digits.slice(-shown) : ''}`;
}

export type KeptCard = { fingerprint: string; mask: string };

/**
 * A card requisite as kept: a number (digits, spaces aside) → its fingerprint and mask; a masked
 * card (a card chosen by its mask) → its mask, fingerprinted as such; 'new' or anything else → null.
 */
export async function keptCard(db: Db, value: unknown): Promise<KeptCard | null> {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, '');
  const sign = async (data: string) => createHmac('sha256', await cardKey(db)).update(data).digest('hex');
  if (/^\d+$/.test(text)) return { fingerprint: await sign(text), mask: cardMask(text) };
  if (MASKED_CARD.test(text)) return { fingerprint: await sign(`mask:${text}`), mask: text };
  return null;
}

/** The key beside a card field holding its fingerprint in a payment row's requisites. */
const fingerprintKey = (field: string) => `${field}_fingerprint`;

/**
 * Requisites as a payment row keeps them: the method's own fields only, each card number
 * replaced by its mask with its fingerprint beside it; never the number. (The provider is given
 * the requisites as sent.)
 */
export async function keptRequisites(db: Db, list: readonly Requisite[], values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const kept: Record<string, unknown> = {};
  for (const field of list) {
    if (!(field.name in values)) continue;
    const card = field.kind === 'card' ? await keptCard(db, values[field.name]) : null;
    if (!card) {
      kept[field.name] = values[field.name];
      continue;
    }
    kept[field.name] = card.mask;
    kept[fingerprintKey(field.name)] = card.fingerprint;
  }
  return kept;
}

/** The cards of a row's kept requisites (their fields by the method's list). */
function cardsOf(list: readonly Requisite[], requisites: Record<string, unknown>): KeptCard[] {
  return list
    .filter((field) => field.kind === 'card')
    .flatMap((field) => {
      const fingerprint = requisites[fingerprintKey(field.name)];
      const mask = requisites[field.name];
      return typeof fingerprint === 'string' && typeof mask === 'string' ? [{ fingerprint, mask }] : [];
    });
}

/** Remembers that the player deposited with `method` (and with `card`): a withdrawal destination from now on. */
export async function rememberInstrument(db: Db, userId: number, method: string, card: KeptCard | null = null): Promise<void> {
  await db
    .insert(paymentInstruments)
    .values({ userId, method, fingerprint: card?.fingerprint ?? '', mask: card?.mask ?? null })
    .onConflictDoNothing();
}

/** A credited deposit opens its method, and its card, to the player's withdrawals (in the credit's transaction). */
export async function rememberDeposit(tx: Db, row: { userId: number; method: string; requisites: Record<string, unknown> }): Promise<void> {
  const cards = cardsOf(methodOf({ method: row.method })?.deposit?.requisites ?? [], row.requisites ?? {});
  if (cards.length === 0) await rememberInstrument(tx, row.userId, row.method);
  for (const card of cards) await rememberInstrument(tx, row.userId, row.method, card);
}

/** The player deposited with `method` (using the card `number`): remembered as a credited deposit would be (the demo seed, tests). */
export async function rememberDepositMethod(db: Db, userId: number, method: string, number?: string): Promise<void> {
  await rememberInstrument(db, userId, method, number === undefined ? null : await keptCard(db, number));
}

/**
 * makewithdrawal: the method must be one the player has a successful deposit with
 * (InvalidParameter `method: ['method_not_deposited']`) and each card one of those deposits'
 * cards, by its number or its mask (`card_number: ['card_not_deposited']`; 'new' never is).
 */
export async function checkDestination(db: Db, userId: number, method: PaymentMethod, requisites: Record<string, unknown>): Promise<void> {
  const known = await db.select({ method: paymentInstruments.method, fingerprint: paymentInstruments.fingerprint, mask: paymentInstruments.mask }).from(paymentInstruments).where(eq(paymentInstruments.userId, userId));
  if (!known.some((row) => row.method === method.sysname)) throw PlatformError.invalidParameters({ method: ['method_not_deposited'] });
  const errors: Record<string, string[]> = {};
  for (const field of method.withdraw?.requisites ?? []) {
    if (field.kind !== 'card') continue;
    const value = requisites[field.name];
    const card = await keptCard(db, value);
    // a number is recognised by its fingerprint; a masked card (chosen by its mask) by the mask a deposited card shows
    const masked = typeof value === 'string' && MASKED_CARD.test(value.replace(/\s+/g, ''));
    const found = card !== null && known.some((row) => row.mask !== null && (masked ? row.mask === card.mask : row.fingerprint === card.fingerprint));
    if (!found) errors[field.name] = ['card_not_deposited'];
  }
  if (Object.keys(errors).length) throw PlatformError.invalidParameters(errors);
}

/** A name as compared: accents, case, punctuation and spacing aside ("Zoë O'Neil" is "zoe o neil"). */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether `holder` is the profile's name: first and last name (a middle name may be given too), either order. */
export function isProfileName(holder: unknown, profile: Record<string, unknown>): boolean {
  const part = (key: string) => (typeof profile[key] === 'string' ? nameKey(profile[key] as string) : '');
  const [first, middle, last] = [part('first_name'), part('middle_name'), part('last_name')];
  if (typeof holder !== 'string' || !first || !last) return false;
  const given = nameKey(holder);
  const names = [`${first} ${last}`, `${last} ${first}`, ...(middle ? [`${first} ${middle} ${last}`, `${last} ${first} ${middle}`] : [])];
  return names.includes(given);
}

const LEGACY_CARD: readonly Requisite[] = [{ name: 'card_number', kind: 'card', required: true }];

/**
 * At start: rows written before card fingerprints kept card numbers in their requisites. Each
 * number becomes its mask and fingerprint, and a successful deposit's card is remembered as a
 * withdrawal destination. Rows without a number are left alone, so running it again does nothing.
 */
export async function rememberLegacyCards(db: Db): Promise<number> {
  const rows = await db
    .select({ id: paymentTransactions.id, userId: paymentTransactions.userId, type: paymentTransactions.type, status: paymentTransactions.status, method: paymentTransactions.method, requisites: paymentTransactions.requisites })
    .from(paymentTransactions)
    .where(sql`${paymentTransactions.requisites}->>'card_number' ~ '^[0-9 ]+$'`);
  for (const row of rows) {
    const requisites = { ...row.requisites, ...(await keptRequisites(db, LEGACY_CARD, row.requisites)) };
    await db.transaction(async (tx) => {
      await tx.update(paymentTransactions).set({ requisites }).where(eq(paymentTransactions.id, row.id));
      if (row.type === 'deposit' && row.status === 'success') await rememberDeposit(tx, { ...row, requisites });
    });
  }
  return rows.length;
}
