import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Offer, PromotionType } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { games, offerClaims, offers, paymentTransactions, userEvents, users } from '../../db/schema';
import { localize, textIn, type LocalizedText } from '../localized';
import { toMinor } from '../money';
import { readAll } from '../../db/reads';
import type { UserRow } from '../sessions';
import type { WalletRow } from '../wallet/ledger';
import { fixedTermsOf } from './config';
import { awardBonus, awardFreeSpins, brokenCap, engineSettings } from './engine';

export const OFFERS_PAGE = 50;

export type OfferRow = typeof offers.$inferSelect;
type Field = 'trigger' | 'description' | 'promotions';
type Json = Record<string, unknown>;

/** What an offer grants (its `promotions` entries), as the engine reads them: one per PROMOTION_TYPES entry of the contract. */
export type Promotion =
  | { type: Exclude<PromotionType, 'freespins'>; amount: number | null; percent: number | null; max: number | null; wager: number | null; base: 'bonus' | 'deposit_bonus'; maxBet: number | null; maxCashout: number | null; validityDays: number | null; minOdds: number | null; minSelections: number | null }
  | { type: 'freespins'; count: number; game: string; bet: number; winWager: number; validityDays: number | null };

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : v && typeof v === 'object' && typeof (v as Json).amount === 'number' ? ((v as Json).amount as number) : null);

/** Reads an offer's promotions; entries of unknown types are left out. */
export function promotionsOf(row: Pick<OfferRow, 'promotions'>): Promotion[] {
  return row.promotions.flatMap((p): Promotion[] => {
    if (p.type === 'bonus' || p.type === 'betting_bonus')
      return [
        {
          type: p.type,
          amount: num(p.amount),
          percent: num(p.percent),
          max: num(p.max_amount),
          wager: num(p.wager),
          base: p.wager_base === 'deposit_bonus' ? 'deposit_bonus' : 'bonus',
          maxBet: num(p.max_bet),
          maxCashout: num(p.max_cashout),
          validityDays: num(p.validity_days),
          minOdds: num(p.min_odds),
          minSelections: num(p.min_selections),
        },
      ];
    if (p.type === 'freespins' && typeof p.game === 'string') return [{ type: 'freespins', count: num(p.count) ?? 0, game: p.game, bet: num(p.bet) ?? 0.2, winWager: num(p.win_wager) ?? 0, validityDays: num(p.validity_days) }];
    return [];
  });
}

const live = (now: Date) => and(eq(offers.isActive, true), or(isNull(offers.startAt), lte(offers.startAt, now)), or(isNull(offers.endAt), gt(offers.endAt, now)));

/** What a player's eligibility depends on beyond the offer itself, read once per list. */
export type Standing = { user: UserRow; claimed: Set<number>; deposits: number; events: Set<string>; caps: Record<string, number>; defaultWager: number };

export async function standingOf(db: Db, user: UserRow): Promise<Standing> {
  const [claims, [deposits], events, settings] = await readAll(db, [
    () => db.select({ offerId: offerClaims.offerId }).from(offerClaims).where(eq(offerClaims.userId, user.uid)),
    () => db.select({ n: sql<number>`count(*)::int` }).from(paymentTransactions).where(and(eq(paymentTransactions.userId, user.uid), eq(paymentTransactions.type, 'deposit'), eq(paymentTransactions.status, 'success'))),
    () => db.selectDistinct({ name: userEvents.name }).from(userEvents).where(eq(userEvents.userId, user.uid)),
    () => engineSettings(db),
  ]);
  return { user, claimed: new Set(claims.map((c) => c.offerId)), deposits: Number(deposits?.n ?? 0), events: new Set(events.map((e) => e.name)), caps: settings.wagering_caps, defaultWager: settings.default_wager };
}

/** Why a player cannot take an offer now, or null when they can. */
export function refusalOf(row: OfferRow, standing: Standing | null): string | null {
  if (!standing) return null; // §6: visitors see deposit offers
  const { user } = standing;
  const params = row.trigger.params as Json;
  const { countries, currencies } = params as { countries?: unknown; currencies?: unknown };
  if (Array.isArray(countries) && countries.length && !countries.includes(user.countryCode)) return 'country';
  if (Array.isArray(currencies) && currencies.length && !currencies.includes(user.currency)) return 'currency';
  if (params.repeatable !== true && standing.claimed.has(row.id)) return 'already_claimed';
  if (params.first_deposit === true && standing.deposits > 0) return 'first_deposit_only';
  if (typeof params.requires_event === 'string' && !standing.events.has(params.requires_event)) return 'not_available';
  if (typeof params.after_deposits === 'number' && standing.deposits < params.after_deposits) return 'not_available';
  // the jurisdiction cap: a bonus whose wagering exceeds it is not offered there
  for (const p of promotionsOf(row)) {
    if (p.type === 'freespins') continue;
    const multiple = p.wager ?? standing.defaultWager;
    const ratio = p.base === 'deposit_bonus' && p.percent ? multiple * (1 + 100 / p.percent) : multiple;
    if (brokenCap({ wagering_caps: standing.caps }, user.countryCode, 100n, BigInt(Math.ceil(ratio * 100))) !== null) return 'jurisdiction_cap';
  }
  return null;
}

/** The engine settings an offer's terms depend on: whether bonus money is kept apart, the wagering of a bonus that names none. */
type TermsContext = { isolation: boolean; defaultWager: number };

const termsContext = async (db: Db, fields: readonly Field[] | undefined): Promise<TermsContext | null> => {
  if (!fields?.includes('promotions')) return null;
  const settings = await engineSettings(db);
  return { isolation: settings.isolation, defaultWager: settings.default_wager };
};

/**
 * An offer's promotions as answered, each with the engine's fixed terms that would hold the player's money to
 * the bonus it grants (`fixed_terms`, e.g. a withdrawal while it is active forfeits it): a bonus to wager, or free spins
 * whose winnings become one. The operator's own entries are kept as written.
 */
function promotionsWithTerms(row: OfferRow, context: TermsContext): OfferRow['promotions'] {
  return row.promotions.map((entry) => {
    const [p] = promotionsOf({ promotions: [entry] });
    if (!p) return entry;
    const wagering = p.type === 'freespins' ? p.winWager > 0 : (p.wager ?? context.defaultWager) > 0;
    return { ...entry, fixed_terms: fixedTermsOf({ wagering, isolation: context.isolation }) };
  });
}

function toOffer(row: OfferRow, fields: readonly Field[], standing: Standing | null, locale: string, terms: TermsContext | null = null): Offer {
  const wants = new Set(fields);
  return {
    id: row.id,
    sysname: row.sysname,
    ...(wants.has('trigger') && {
      trigger: { action: row.trigger.action, user_satisfies_params: refusalOf(row, standing) === null, params: row.trigger.params },
    }),
    ...(wants.has('description') && { description: localize(row.description, locale) }),
    ...(wants.has('promotions') && { promotions: terms ? promotionsWithTerms(row, terms) : row.promotions }),
  };
}

/** An offer that only some players see: behind an event or a number of deposits. */
const gated = (r: OfferRow) => typeof (r.trigger.params as Json).requires_event === 'string' || typeof (r.trigger.params as Json).after_deposits === 'number';

/** campaigns/getoffers: live offers by priority; gated offers show once the player reached them. */
export async function listOffers(db: Db, opts: { offset: number; fields?: Field[]; user: UserRow | null; locale?: string }): Promise<Offer[]> {
  const rows = await db.select().from(offers).where(live(new Date())).orderBy(asc(offers.priority), asc(offers.id)).limit(OFFERS_PAGE).offset(opts.offset);
  const standing = opts.user ? await standingOf(db, opts.user) : null;
  const terms = await termsContext(db, opts.fields);
  return rows.filter((r) => !gated(r) || (standing && refusalOf(r, standing) !== 'not_available')).map((row) => toOffer(row, opts.fields ?? [], standing, opts.locale ?? 'en-US', terms));
}

/**
 * Of these offers (by sysname), the ones open to the visitor now: live, and for a player meeting
 * their conditions (what campaigns/getoffers answers as user_satisfies_params: not a first-deposit
 * offer after a deposit, not over the jurisdiction's wagering cap, not claimed…); for a guest, the
 * ones campaigns/getoffers shows a guest (§6: not behind an event or a number of deposits).
 */
export async function openOffersNamed(db: Db, sysnames: readonly string[], user: UserRow | null): Promise<Set<string>> {
  if (sysnames.length === 0) return new Set();
  const rows = await db.select().from(offers).where(and(inArray(offers.sysname, [...sysnames]), live(new Date())));
  if (rows.length === 0) return new Set();
  const standing = user ? await standingOf(db, user) : null;
  return new Set(rows.filter((r) => (standing ? refusalOf(r, standing) === null : !gated(r))).map((r) => r.sysname));
}

/** campaigns/getOffer: one live offer, or null. */
export async function findOffer(db: Db, id: number, opts: { fields?: Field[]; user: UserRow | null; locale?: string }): Promise<Offer | null> {
  const row = await liveOffer(db, id);
  return row ? toOffer(row, opts.fields ?? [], opts.user ? await standingOf(db, opts.user) : null, opts.locale ?? 'en-US', await termsContext(db, opts.fields)) : null;
}

export async function liveOffer(db: Db, id: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(and(eq(offers.id, id), live(new Date()))).limit(1);
  return row;
}

export type Grant = { offerId: number; bonusIds: number[]; packIds: number[]; wallet: WalletRow | null };

/**
 * Grants an offer's promotions to a player in the caller's transaction, once per claim key (a
 * unique row: parallel activations grant once; a repeat answers null). A deposit's bonus is its
 * percent of the deposit up to the maximum, or the fixed amount. A refusal (the jurisdiction cap)
 * throws InvalidParameter on `field` and the claim rolls back with it.
 */
export async function grantOffer(
  tx: Db,
  input: { userId: number; currency: string; offer: OfferRow; source: string; deposit?: { amount: bigint; paymentId: number }; field?: string; now?: Date },
): Promise<Grant | null> {
  const { offer } = input;
  const repeatable = (offer.trigger.params as Json).repeatable === true;
  const claimKey = repeatable && input.deposit ? `offer:${offer.id}:payment:${input.deposit.paymentId}` : `offer:${offer.id}:user:${input.userId}`;
  const claimed = await tx.insert(offerClaims).values({ userId: input.userId, offerId: offer.id, claimKey, paymentId: input.deposit?.paymentId ?? null }).onConflictDoNothing().returning({ id: offerClaims.id });
  if (claimed.length === 0) return null;
  const now = input.now ?? new Date();
  const settings = await engineSettings(tx);
  const grant: Grant = { offerId: offer.id, bonusIds: [], packIds: [], wallet: null };
  // texts may be per locale: the bonus keeps its title and terms, a free-spins pack its description, as given (bonuses/get and freespins/get answer the request's locale)
  const title: LocalizedText = textIn(offer.description.title) ? (offer.description.title as LocalizedText) : offer.sysname;
  for (const p of promotionsOf(offer)) {
    const validity = p.validityDays ?? settings.validity_days;
    const expiresAt = new Date(now.getTime() + validity * 86_400_000);
    if (p.type === 'freespins') {
      const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.sysname, p.game)).limit(1);
      if (!game || p.count < 1) continue;
      const { packId } = await awardFreeSpins(tx, { userId: input.userId, gameId: game.id, count: p.count, bet: toMinor(p.bet, input.currency), currency: input.currency, source: input.source, expiresAt, winWagerMultiplier: p.winWager, description: { title: offer.description.title ?? title, text: offer.description.text ?? '' } });
      grant.packIds.push(packId);
      continue;
    }
    let amount = p.percent !== null && input.deposit ? (input.deposit.amount * BigInt(Math.round(p.percent * 100))) / 10_000n : p.amount !== null ? toMinor(p.amount, input.currency) : 0n;
    if (p.max !== null && amount > toMinor(p.max, input.currency)) amount = toMinor(p.max, input.currency);
    if (amount <= 0n) continue;
    const awarded = await awardBonus(tx, {
      userId: input.userId,
      currency: input.currency,
      amount,
      wagerMultiplier: p.wager ?? settings.default_wager,
      wagerBase: p.base,
      deposit: input.deposit?.amount ?? 0n,
      source: input.source,
      title,
      expiresAt,
      kind: p.type === 'betting_bonus' ? 'betting' : 'casino',
      ...(p.maxBet !== null && { maxBet: toMinor(p.maxBet, input.currency) }),
      ...(p.maxCashout !== null && { maxCashout: toMinor(p.maxCashout, input.currency) }),
      ...(p.minOdds !== null && { minOdds: Math.round(p.minOdds * 100) }),
      ...(p.minSelections !== null && { minSelections: p.minSelections }),
      description: offer.description,
      offerId: offer.id,
      paymentId: input.deposit?.paymentId ?? null,
      field: input.field,
      now,
    });
    grant.bonusIds.push(awarded.bonusId);
    grant.wallet = awarded.wallet;
  }
  return grant;
}

/** The deposit an offer may come with: checks at makedeposit (InvalidParameter on campaign_offer_id). */
export async function checkDepositOffer(db: Db, user: UserRow, offerId: number, deposit: { amount: bigint; method: string }): Promise<OfferRow> {
  const row = await liveOffer(db, offerId);
  if (!row || row.trigger.action !== 'deposit') throw PlatformError.invalidParameters({ campaign_offer_id: ['not_found'] });
  const refusal = depositRefusal(row, deposit) ?? refusalOf(row, await standingOf(db, user));
  if (refusal) throw PlatformError.invalidParameters({ campaign_offer_id: [refusal] });
  return row;
}

/** A deposit that does not meet the offer's own terms (method excluded, below the minimum). */
export function depositRefusal(row: OfferRow, deposit: { amount: bigint; method: string; currency?: string }): string | null {
  const params = row.trigger.params as Json & { exclude_methods: string[] };
  if (params.exclude_methods.includes(deposit.method)) return 'method_excluded';
  const min = num(params.min_deposit);
  if (min !== null && deposit.amount < toMinor(min, deposit.currency ?? 'USD')) return 'below_min_deposit';
  return null;
}

/**
 * At a deposit's success (wallet locked, credit posted): the offer the player chose is granted
 * when it still applies; a deposit that no longer qualifies is credited without it.
 */
export async function grantDepositOffer(tx: Db, payment: { id: number; userId: number; amount: bigint; currency: string; method: string; campaignOfferId: number | null }): Promise<WalletRow | null> {
  if (!payment.campaignOfferId) return null;
  const row = await liveOffer(tx, payment.campaignOfferId);
  if (!row || row.trigger.action !== 'deposit' || depositRefusal(row, payment)) return null;
  const [user] = await tx.select().from(users).where(eq(users.uid, payment.userId));
  if (!user) return null;
  const standing = await standingOf(tx, user);
  // this deposit already counts as made: a first-deposit offer still applies to it
  const refusal = refusalOf(row, { ...standing, deposits: Math.max(0, standing.deposits - 1) });
  if (refusal) return null;
  try {
    const grant = await tx.transaction((inner) => grantOffer(inner, { userId: payment.userId, currency: payment.currency, offer: row, source: 'deposit', deposit: { amount: payment.amount, paymentId: payment.id } }));
    return grant?.wallet ?? null;
  } catch (error) {
    if (error instanceof PlatformError) return null; // refused by the engine (a cap): the deposit stands without it
    throw error;
  }
}

export const OFFER_AVAILABLE = 'campaign.offer.available';
export const OFFER_DEACTIVATED = 'campaign.offer.deactivated';

/**
 * After a successful deposit (committed): the offers it unlocked (params.after_deposits reached)
 * are announced with campaign.offer.available, and the offer it used with campaign.offer.deactivated.
 */
export async function announceAfterDeposit(db: Db, bus: { publish(userId: number | null, event: string, payload?: unknown): Promise<void> }, payment: { userId: number; campaignOfferId: number | null }): Promise<void> {
  try {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(paymentTransactions).where(and(eq(paymentTransactions.userId, payment.userId), eq(paymentTransactions.type, 'deposit'), eq(paymentTransactions.status, 'success')));
    const count = Number(row?.n ?? 0);
    const rows = await db.select({ id: offers.id, trigger: offers.trigger }).from(offers).where(live(new Date()));
    for (const r of rows) if ((r.trigger.params as Json).after_deposits === count) await bus.publish(payment.userId, OFFER_AVAILABLE, { offer_id: r.id });
    if (payment.campaignOfferId) await bus.publish(payment.userId, OFFER_DEACTIVATED, { offer_id: payment.campaignOfferId });
  } catch {
    // announcements are a nicety: the offers list answers the same
  }
}

/** Offers that a player's event makes available (trigger params.requires_event): their ids. */
export async function offersUnlockedBy(db: Db, eventName: string): Promise<number[]> {
  const rows = await db.select({ id: offers.id, trigger: offers.trigger }).from(offers).where(live(new Date()));
  return rows.filter((r) => (r.trigger.params as Json).requires_event === eventName).map((r) => r.id);
}

