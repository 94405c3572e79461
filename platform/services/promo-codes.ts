import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { offers, promoActivations } from '../db/schema';

/** Why a promo code is refused (error_data.promo_code): unknown, ended or inactive, already used by this player. */
export type PromoRefusal = 'INVALID' | 'EXPIRED' | 'ALREADY_ACTIVATED';
export type PromoCheck = { ok: true; offerId: number; code: string } | { ok: false; reason: PromoRefusal };

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
  const live = offer.isActive && (!offer.startAt || offer.startAt <= now) && (!offer.endAt || offer.endAt > now);
  if (!live) return { ok: false, reason: 'EXPIRED' };
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

/** Records a player's activation of an offer's promo code (once). */
export async function activatePromoCode(db: Db, userId: number, offerId: number, code: string): Promise<void> {
  await db.insert(promoActivations).values({ userId, offerId, promoCode: code }).onConflictDoNothing();
}
