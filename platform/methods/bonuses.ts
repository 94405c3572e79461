import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import { bonuses, offers, wallets, type BonusKind } from '../db/schema';
import { requireUser, type RequestContext } from '../http/context';
import {
  activateBonus,
  activatePromoCode,
  bonusView,
  checkPromoCode,
  deactivateBonus,
  expireDue,
  findCashbacks,
  findOffer,
  grantOffer,
  listFreespins,
  listOffers,
  liveOffer,
  payoutCashback,
  refusalOf,
  removeBonus,
  removeCashback,
  standingOf,
  type BonusRow,
} from '../services/bonuses';
import { publishBalances, withWallet, type WalletRow } from '../services/wallet/ledger';
import { defineMethods } from './define';

const RUNNING = ['active', 'available'] as const;
const FINISHED_SHOWN = 20;

/** The player's bonuses of a kind (running first, then the latest finished), due expiries applied first; texts in `locale`. */
async function listBonuses(db: Db, userId: number, currency: string, kind: BonusKind, status: 'running' | 'finished' | 'all', locale: string) {
  const wallet = await withWallet(db, userId, currency, (tx, locked) => expireDue(tx, locked));
  const mine = and(eq(bonuses.userId, userId), eq(bonuses.currency, currency), eq(bonuses.kind, kind));
  const running = status === 'finished' ? [] : await db.select().from(bonuses).where(and(mine, inArray(bonuses.status, [...RUNNING]))).orderBy(desc(bonuses.status), bonuses.id);
  const finished = status === 'running' ? [] : await db.select().from(bonuses).where(and(mine, notInArray(bonuses.status, [...RUNNING]))).orderBy(desc(bonuses.id)).limit(FINISHED_SHOWN);
  const onWallet = kind === 'casino' ? wallet.balanceBonus : wallet.balanceBettingBonus;
  return [...running, ...finished].map((b) => bonusView(b, onWallet, locale));
}

/** Answers a changed bonus (texts in the request's locale) and sends the new balances to the player's sockets. */
async function changed(ctx: RequestContext, change: { wallet: WalletRow; bonus: BonusRow }) {
  await publishBalances(ctx.bus, change.wallet.userId, change.wallet);
  const onWallet = change.bonus.kind === 'casino' ? change.wallet.balanceBonus : change.wallet.balanceBettingBonus;
  return { bonus: bonusView(change.bonus, onWallet, ctx.locale) };
}

/** After a grant: the player's balances (bonus credited) to their sockets. */
async function publishWallet(ctx: RequestContext, userId: number, currency: string) {
  const [wallet] = await ctx.db.select().from(wallets).where(and(eq(wallets.userId, userId), eq(wallets.currency, currency)));
  if (wallet) await publishBalances(ctx.bus, userId, wallet);
}

export const bonusMethods = defineMethods('bonuses', {
  // GET campaigns/getoffers – live offers; trigger (with user_satisfies_params for this player), description, promotions on request
  'campaigns/getoffers': ({ db, user, params, locale }) => listOffers(db, { offset: params.offset, fields: params.fields, user, locale }),

  // GET campaigns/getOffer – one live offer by id
  'campaigns/getOffer': async ({ db, user, params, locale }) => {
    const offer = await findOffer(db, params.offer_id, { fields: params.fields, user, locale });
    if (!offer) throw PlatformError.invalidParameters({ offer_id: ['not_found'] });
    return offer;
  },

  // POST campaigns/checkPromocode – 1 when the code names a live offer (not yet used by the signed-in player); else error_data.promo_code
  'campaigns/checkPromocode': async ({ db, user, params, limits, request }) => {
    await limits.hit('promo', request.ip, user?.login ?? null);
    const check = await checkPromoCode(db, params.promo_code, user?.uid);
    if (!check.ok) throw PlatformError.invalidParameters({ promo_code: [check.reason] });
    return 1;
  },

  // POST campaigns/activateOffer – promo_code: the promo-code offer granted to the signed-in player, once
  'campaigns/activateOffer': async (ctx) => {
    const user = requireUser(ctx);
    await ctx.limits.hit('promo', ctx.request.ip, user.login);
    const check = await checkPromoCode(ctx.db, ctx.params.promo_code, user.uid);
    if (!check.ok) throw PlatformError.invalidParameters({ promo_code: [check.reason] });
    const [row] = await ctx.db.select().from(offers).where(eq(offers.id, check.offerId));
    const refusal = refusalOf(row!, await standingOf(ctx.db, user));
    if (refusal && refusal !== 'already_claimed') throw PlatformError.invalidParameters({ promo_code: [refusal === 'jurisdiction_cap' ? 'jurisdiction_cap' : 'INVALID'] });
    const before = await ctx.db.select({ id: bonuses.id }).from(bonuses).where(and(eq(bonuses.userId, user.uid), eq(bonuses.offerId, check.offerId)));
    const granted = await ctx.db.transaction((tx) => activatePromoCode(tx, user.uid, check.offerId, check.code, user.currency));
    if (!granted) throw PlatformError.invalidParameters({ promo_code: ['ALREADY_ACTIVATED'] });
    await publishWallet(ctx, user.uid, user.currency);
    const after = await ctx.db.select({ id: bonuses.id }).from(bonuses).where(and(eq(bonuses.userId, user.uid), eq(bonuses.offerId, check.offerId)));
    const offer = (await findOffer(ctx.db, check.offerId, { fields: ctx.params.fields, user, locale: ctx.locale }))!;
    return { offer, bonus_ids: after.filter((b) => !before.some((x) => x.id === b.id)).map((b) => b.id), freespin_pack_ids: [] };
  },

  // POST campaigns/takepromotions – offer_id of an offer taken on request (trigger action take): granted once
  'campaigns/takepromotions': async (ctx) => {
    const user = requireUser(ctx);
    const row = await liveOffer(ctx.db, ctx.params.offer_id);
    if (!row) throw PlatformError.invalidParameters({ offer_id: ['not_found'] });
    if (row.trigger.action === 'deposit') throw PlatformError.invalidParameters({ offer_id: ['deposit_required'] });
    if (row.trigger.action === 'promo_code') throw PlatformError.invalidParameters({ offer_id: ['promo_code_required'] });
    const refusal = refusalOf(row, await standingOf(ctx.db, user));
    if (refusal) throw PlatformError.invalidParameters({ offer_id: [refusal] });
    const grant = await ctx.db.transaction((tx) => grantOffer(tx, { userId: user.uid, currency: user.currency, offer: row, source: 'offer', field: 'offer_id' }));
    if (!grant) throw PlatformError.invalidParameters({ offer_id: ['already_claimed'] });
    await publishWallet(ctx, user.uid, user.currency);
    const offer = (await findOffer(ctx.db, row.id, { fields: ['trigger', 'description', 'promotions'], user, locale: ctx.locale }))!;
    return { offer, bonus_ids: grant.bonusIds, freespin_pack_ids: grant.packIds };
  },

  // GET bonuses/get – the player's casino bonuses with terms and wagering progress (status running | finished | all)
  'bonuses/get': (ctx) => {
    const user = requireUser(ctx);
    return listBonuses(ctx.db, user.uid, user.currency, 'casino', ctx.params.status, ctx.locale);
  },
  // POST bonuses/activate – bonus_id: an available bonus starts (one active at a time)
  'bonuses/activate': async (ctx) => changed(ctx, await activateBonus(ctx.db, requireUser(ctx).uid, ctx.params.bonus_id, 'casino')),
  // POST bonuses/deactivate – bonus_id: the active bonus pauses, its money held on it
  'bonuses/deactivate': async (ctx) => changed(ctx, await deactivateBonus(ctx.db, requireUser(ctx).uid, ctx.params.bonus_id, 'casino')),
  // POST bonuses/remove – bonus_id: the bonus and only its money go
  'bonuses/remove': async (ctx) => changed(ctx, await removeBonus(ctx.db, requireUser(ctx).uid, ctx.params.bonus_id, 'casino')),

  // GET BettingBonuses/get – the player's betting bonuses (min odds, min selections) with progress
  'BettingBonuses/get': (ctx) => {
    const user = requireUser(ctx);
    return listBonuses(ctx.db, user.uid, user.currency, 'betting', ctx.params.status, ctx.locale);
  },
  'BettingBonuses/activate': async (ctx) => changed(ctx, await activateBonus(ctx.db, requireUser(ctx).uid, ctx.params.bonus_id, 'betting')),
  'BettingBonuses/remove': async (ctx) => changed(ctx, await removeBonus(ctx.db, requireUser(ctx).uid, ctx.params.bonus_id, 'betting')),

  // GET cashbacks/get – the signed-in player's cashbacks: count, sort (id, created_at, end_date, receiving_expired_at), order, statuses
  'cashbacks/get': (ctx) => findCashbacks(ctx.db, requireUser(ctx).uid, ctx.params, ctx.locale),
  // POST cashbacks/payout – cashback_id: an active cashback paid to the main balance, once
  'cashbacks/payout': async (ctx) => {
    const user = requireUser(ctx);
    const { wallet } = await payoutCashback(ctx.db, user.uid, ctx.params.cashback_id);
    if (wallet) await publishBalances(ctx.bus, user.uid, wallet);
    return 1;
  },
  // POST cashbacks/remove – cashback_id: an active cashback dropped
  'cashbacks/remove': async (ctx) => {
    await removeCashback(ctx.db, requireUser(ctx).uid, ctx.params.cashback_id);
    return 1;
  },

  // GET freespins/get – the player's free-spin packs by status (active by default), description when asked in fields
  'freespins/get': (ctx) => listFreespins(ctx.db, requireUser(ctx).uid, { count: ctx.params.count, locale: ctx.locale, status: ctx.params.status, fields: ctx.params.fields }),
});
