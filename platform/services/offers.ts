import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Offer } from '@/lib/contract';
import type { Db } from '../db/client';
import { offers } from '../db/schema';
import type { UserRow } from './sessions';

export const OFFERS_PAGE = 50;

type Row = typeof offers.$inferSelect;
type Field = 'trigger' | 'description' | 'promotions';

const live = (now: Date) =>
  and(eq(offers.isActive, true), or(isNull(offers.startAt), lte(offers.startAt, now)), or(isNull(offers.endAt), gt(offers.endAt, now)));

/**
 * Whether a user meets an offer's conditions (§6: deposit offers show to visitors or to users who
 * meet them). Conditions the trigger may carry: `countries` and `currencies` lists.
 */
export function satisfies(trigger: Row['trigger'], user: UserRow | null): boolean {
  if (!user) return true;
  const { countries, currencies } = trigger.params as { countries?: unknown; currencies?: unknown };
  if (Array.isArray(countries) && countries.length && !countries.includes(user.countryCode)) return false;
  if (Array.isArray(currencies) && currencies.length && !currencies.includes(user.currency)) return false;
  return true;
}

function toOffer(row: Row, fields: readonly Field[], user: UserRow | null): Offer {
  const wants = new Set(fields);
  return {
    id: row.id,
    sysname: row.sysname,
    ...(wants.has('trigger') && {
      trigger: { action: row.trigger.action, user_satisfies_params: satisfies(row.trigger, user), params: row.trigger.params },
    }),
    ...(wants.has('description') && { description: row.description }),
    ...(wants.has('promotions') && { promotions: row.promotions }),
  };
}

/** campaigns/getoffers: live offers by priority. */
export async function listOffers(db: Db, opts: { offset: number; fields?: Field[]; user: UserRow | null }): Promise<Offer[]> {
  const rows = await db.select().from(offers).where(live(new Date())).orderBy(asc(offers.priority), asc(offers.id)).limit(OFFERS_PAGE).offset(opts.offset);
  return rows.map((row) => toOffer(row, opts.fields ?? [], opts.user));
}

/** campaigns/getOffer: one live offer, or null. */
export async function findOffer(db: Db, id: number, opts: { fields?: Field[]; user: UserRow | null }): Promise<Offer | null> {
  const [row] = await db.select().from(offers).where(and(eq(offers.id, id), live(new Date()))).limit(1);
  return row ? toOffer(row, opts.fields ?? [], opts.user) : null;
}
