import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offers, promoActivations, users } from '../../db/schema';
import { grantOffer } from './offers';

/** Why a promo code is refused (error_data.promo_code): unknown, ended or inactive, not started yet, already used by this player. */
export type PromoRefusal = 'INVALID' | 'EXPIRED' | 'NOT_STARTED' | 'ALREADY_ACTIVATED';
export type PromoCheck = { ok: true; offerId: number; code: string } | { ok: false; reason: PromoRefusal };

/** Why an offer's code cannot be used at `now`: switched off or ended (EXPIRED), or not started yet; null when live. */
function timingRefusal(offer: Pick<typeof offers.$inferSelect, 'isActive' | 'startAt' | 'endAt'>, now: Date): PromoRefusal | null {
  if (!offer.isActive || (offer.endAt && offer.endAt <= now)) return 'EXPIRED';
  if (offer.startAt && offer.startAt > now) return 'NOT_STARTED';
  return null;
}

/** Looks a promo code up among offers (case-insensitive, trimmed); with a user, one they have not used. */
export async function checkPromoCode(db: Db, raw: string, userId?: number, now = new Date()): Promise<PromoCheck> {
  const code = raw.trim();
  if (!code) return { ok: false, reason: 'INVALID' };
  const [offer] = await db
    .select()
    .from(offers)
    .where(sql`lower(${offers.promoCode}) = ${code.toLowerCase()}`)
    .orderBy(sql`${offers.isActive} desc`, offers.priority)
    .limit(1);
  if (!offer) return { ok: false, reason: 'INVALID' };
  const timing = timingRefusal(offer, now);
  if (timing) return { ok: false, reason: timing };
  if (userId !== undefined) {
    const [used] = await db
      .select({ id: promoActivations.id })
      .from(promoActivations)
      .where(and(eq(promoActivations.userId, userId), eq(promoActivations.offerId, offer.id)))
      .limit(1);
    if (used) return { ok: false, reason: 'ALREADY_ACTIVATED' };
  }
  return { ok: true, offerId: offer.id, code: offer.promoCode ?? code };
}

/**
 * A player's activation of an offer's promo code (once): the activation row and the offer's
 * promotions granted, in the caller's transaction. A second activation (or a parallel one) grants
 * nothing and answers false; a refusal of the engine (the jurisdiction cap) throws on promo_code.
 */
export async function activatePromoCode(tx: Db, userId: number, offerId: number, code: string, currency?: string): Promise<boolean> {
  const rows = await tx.insert(promoActivations).values({ userId, offerId, promoCode: code }).onConflictDoNothing().returning({ id: promoActivations.id });
  if (rows.length === 0) return false;
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).limit(1);
  const [user] = currency ? [{ currency }] : await tx.select({ currency: users.currency }).from(users).where(eq(users.uid, userId));
  if (!offer || !user) return false;
  const grant = await grantOffer(tx, { userId, currency: user.currency, offer, source: 'promo_code', field: 'promo_code' });
  return grant !== null;
}
