import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { builtOnce } from '../../db/built';
import { readAll } from '../../db/reads';
import { bonuses, freespinPacks, ledgerEntries, users, type BonusKind, type BonusTerms } from '../../db/schema';
import type { LocalizedText } from '../localized';
import { toMinor } from '../money';
import { readSetting } from '../settings';
import { post, rowsOf, withWallet, type Movement, type WalletRow } from '../wallet/ledger';
import type { BonusEngineSettings } from './config';

export type BonusRow = typeof bonuses.$inferSelect;

/** The wallet balance a kind of bonus lives on. */
export const balanceKindOf = (kind: BonusKind) => (kind === 'casino' ? 'bonus' : 'betting_bonus') as 'bonus' | 'betting_bonus';
const walletBalance = (wallet: WalletRow, kind: BonusKind) => (kind === 'casino' ? wallet.balanceBonus : wallet.balanceBettingBonus);

/** Ledger keys of a bonus's movements: each written once. */
export const bonusKey = {
  award: (id: number) => `bonus:${id}:award`,
  activate: (id: number, n: number) => `bonus:${id}:activate:${n}`,
  deactivate: (id: number, n: number) => `bonus:${id}:deactivate:${n}`,
  end: (id: number) => `bonus:${id}:end`,
  /** Forfeited at withdrawal `paymentId`, and given back when that withdrawal is cancelled: each once per withdrawal. */
  forfeit: (id: number, paymentId: number) => `bonus:${id}:forfeit:${paymentId}`,
  restore: (id: number, paymentId: number) => `bonus:${id}:restore:${paymentId}`,
  convert: (id: number) => `bonus:${id}:convert`,
  cash: (id: number) => `bonus:${id}:cash`,
};

export type AwardInput = {
  userId: number;
  currency: string;
  /** Minor units. */
  amount: bigint;
  wagerMultiplier: number;
  /** 'offer' | 'promo_code' | 'deposit' | 'tournament' | 'wheel' | 'loyalty' | 'freespins' | … */
  source: string;
  /** The name, per locale (`{ 'en-US': '…', 'pt-BR': '…' }`) or one for all: bonuses/get answers the request's locale. */
  title: LocalizedText;
  expiresAt?: Date | null;
  /** casino (default) or betting. */
  kind?: BonusKind;
  /** Deposit plus bonus wagering: the deposit's minor units. */
  wagerBase?: 'bonus' | 'deposit_bonus';
  deposit?: bigint;
  /** Overrides of the engine settings for this bonus (minor units for money). */
  maxBet?: bigint | null;
  maxCashout?: bigint | null;
  contributions?: Record<string, number>;
  gameContributions?: Record<string, number>;
  minOdds?: number;
  minSelections?: number;
  /** Title and text (each per locale or plain), kept with the terms; bonuses/get answers the request's locale. */
  description?: Record<string, unknown>;
  offerId?: number | null;
  paymentId?: number | null;
  /** The error_data field a jurisdiction-cap refusal is reported on (default `bonus`). */
  field?: string;
  /**
   * The money is on the wallet's bonus balance already (a wagered free-spin pack's win, posted by
   * its round): no award entry is written and the bonus starts active (the caller adds such money
   * to an active bonus instead: this refuses to run beside one). Money already won is not refused:
   * a requirement above the jurisdiction cap is lowered to the cap, zero wagering moves it to main.
   */
  credited?: boolean;
  now?: Date;
};

/** Requirement of a bonus: multiplier × bonus, or × (deposit + bonus). */
export function wagerRequirement(amount: bigint, multiplier: number, base: 'bonus' | 'deposit_bonus' = 'bonus', deposit = 0n): bigint {
  const basis = base === 'deposit_bonus' ? amount + deposit : amount;
  return (basis * BigInt(Math.round(multiplier * 100))) / 100n;
}

/**
 * The jurisdiction cap (e.g. GB: 10× the bonus funds): a requirement above cap × bonus is refused.
 * Answers the cap that is broken, or null.
 */
export function brokenCap(settings: Pick<BonusEngineSettings, 'wagering_caps'>, country: string | null | undefined, amount: bigint, required: bigint): number | null {
  const cap = country ? settings.wagering_caps[country.toUpperCase()] : undefined;
  if (cap === undefined || amount <= 0n) return null;
  return required * 100n > amount * BigInt(Math.round(cap * 100)) ? cap : null;
}

/**
 * The requirement of `amount` already won and wagered `multiplier` times (a free spin's win added to
 * the active bonus), lowered to the player's jurisdiction cap: won money is never refused.
 */
export async function wonRequirement(tx: Db, userId: number, amount: bigint, multiplier: number): Promise<bigint> {
  const required = wagerRequirement(amount, multiplier);
  const [settings, [user]] = await readAll(tx, [() => engineSettings(tx), () => tx.select({ country: users.countryCode }).from(users).where(eq(users.uid, userId))] as const);
  const cap = brokenCap(settings, user?.country, amount, required);
  return cap === null ? required : wagerRequirement(amount, cap);
}

/** The engine settings and the isolation flag, read once per award. */
export async function engineSettings(db: Db): Promise<BonusEngineSettings & { isolation: boolean }> {
  const [engine, info] = await readAll(db, [() => readSetting(db, 'bonus_engine'), () => readSetting(db, 'general_info')] as const);
  return { ...engine, isolation: Boolean(info.is_bonus_isolation_enabled) };
}

/** Terms of a new bonus: the award's own values over the engine settings. */
function termsOf(input: AwardInput, settings: BonusEngineSettings & { isolation: boolean }): BonusTerms {
  const maxBet = input.maxBet !== undefined ? input.maxBet : settings.max_bet[input.currency] !== undefined ? toMinor(settings.max_bet[input.currency]!, input.currency) : null;
  return {
    wager_multiplier: input.wagerMultiplier,
    wager_base: input.wagerBase ?? 'bonus',
    deposit: (input.deposit ?? 0n).toString(),
    contributions: input.contributions ?? settings.contributions,
    game_contributions: input.gameContributions ?? settings.game_contributions,
    max_bet: maxBet === null ? null : maxBet.toString(),
    max_cashout: input.maxCashout ? input.maxCashout.toString() : null,
    ...(input.minOdds !== undefined && { min_odds: input.minOdds }),
    ...(input.minSelections !== undefined && { min_selections: input.minSelections }),
    description: input.description ?? {},
    spend_order: settings.spend_order,
    isolation: settings.isolation,
  };
}

/** Locks the user's wallet in `currency` inside the caller's transaction (a savepoint when `tx` is one). */
const locked = <T>(tx: Db, userId: number, currency: string, fn: (tx: Db, wallet: WalletRow) => Promise<T>) => withWallet(tx, userId, currency, fn);

/**
 * Awards a bonus with a snapshot of its terms. Zero wagering pays straight to real money. With
 * no active bonus of its kind it starts at once (its money credited to the bonus balance through
 * the ledger); otherwise it waits as `available` with its money held until the player activates
 * it. A requirement above the player's jurisdiction cap is refused (InvalidParameter on `field`).
 * Runs in the caller's transaction; the balance event is the caller's to publish after commit.
 */
export async function awardBonus(tx: Db, input: AwardInput): Promise<{ bonusId: number; status: BonusRow['status']; wallet: WalletRow }> {
  if (input.amount <= 0n) throw PlatformError.invalidParameters({ [input.field ?? 'amount']: ['invalid'] });
  if (!(input.wagerMultiplier >= 0)) throw PlatformError.invalidParameters({ [input.field ?? 'wager']: ['invalid'] });
  const kind = input.kind ?? 'casino';
  const now = input.now ?? new Date();
  const [settings, [user]] = await readAll(tx, [() => engineSettings(tx), () => tx.select({ country: users.countryCode }).from(users).where(eq(users.uid, input.userId))] as const);
  if (!user) throw new PlatformError('AuthorizationException');
  let required = wagerRequirement(input.amount, input.wagerMultiplier, input.wagerBase, input.deposit);
  let wagerMultiplier = input.wagerMultiplier;
  const cap = brokenCap(settings, user.country, input.amount, required);
  if (cap !== null) {
    if (!input.credited) throw PlatformError.invalidParameters({ [input.field ?? 'bonus']: ['jurisdiction_cap'] });
    // money already won: wagered no more than the cap allows (a credited award is on the bonus alone)
    required = wagerRequirement(input.amount, cap);
    wagerMultiplier = cap;
  }
  const expiresAt = input.expiresAt === undefined ? new Date(now.getTime() + settings.validity_days * 86_400_000) : input.expiresAt;
  const terms = termsOf({ ...input, wagerMultiplier }, settings);

  return locked(tx, input.userId, input.currency, async (t, wallet) => {
    const base = { userId: input.userId, currency: input.currency, kind, source: input.source, title: input.title, offerId: input.offerId ?? null, paymentId: input.paymentId ?? null, amount: input.amount, wagerRequired: required, terms, expiresAt, createdAt: now };
    if (input.credited) return awardCredited(t, wallet, input, base, required, now);
    if (required === 0n) {
      // zero wagering: real money at once
      const [row] = await t.insert(bonuses).values({ ...base, status: 'completed', converted: input.amount, activatedAt: now, finishedAt: now }).returning({ id: bonuses.id });
      const after = await post(t, wallet, [{ balance: 'main', amount: input.amount, kind: 'bonus_cash', reference: `bonus ${row!.id}`, idempotencyKey: bonusKey.cash(row!.id) }]);
      return { bonusId: row!.id, status: 'completed' as const, wallet: after };
    }
    const [active] = await t.select({ id: bonuses.id }).from(bonuses).where(and(eq(bonuses.userId, input.userId), eq(bonuses.currency, input.currency), eq(bonuses.kind, kind), eq(bonuses.status, 'active'))).limit(1);
    if (active) {
      const [row] = await t.insert(bonuses).values({ ...base, status: 'available', held: input.amount }).returning({ id: bonuses.id });
      return { bonusId: row!.id, status: 'available' as const, wallet };
    }
    const [row] = await t.insert(bonuses).values({ ...base, status: 'active', activatedAt: now }).returning({ id: bonuses.id });
    const after = await post(t, wallet, [{ balance: balanceKindOf(kind), amount: input.amount, kind: 'bonus_award', reference: `bonus ${row!.id}`, idempotencyKey: bonusKey.award(row!.id) }]);
    return { bonusId: row!.id, status: 'active' as const, wallet: after };
  });
}

/**
 * `awardBonus` of money already on the wallet's bonus balance (`credited`): the bonus row with its
 * terms, active, and no award entry; with zero wagering the money moves from the bonus balance to
 * main at once. Refuses (an internal error: the round rolls back) beside an active bonus of its kind,
 * whose money the bonus balance holds too.
 */
async function awardCredited(
  t: Db,
  wallet: WalletRow,
  input: AwardInput,
  base: Omit<typeof bonuses.$inferInsert, 'status'>,
  required: bigint,
  now: Date,
): Promise<{ bonusId: number; status: BonusRow['status']; wallet: WalletRow }> {
  const kind = input.kind ?? 'casino';
  if (walletBalance(wallet, kind) < input.amount) throw new Error(`credited bonus of ${input.amount} is not on the ${balanceKindOf(kind)} balance`);
  const [active] = await t.select({ id: bonuses.id }).from(bonuses).where(and(eq(bonuses.userId, input.userId), eq(bonuses.currency, input.currency), eq(bonuses.kind, kind), eq(bonuses.status, 'active'))).limit(1);
  if (active) throw new Error(`credited bonus beside active bonus ${active.id}`);
  if (required === 0n) {
    const [row] = await t.insert(bonuses).values({ ...base, status: 'completed', converted: input.amount, activatedAt: now, finishedAt: now }).returning({ id: bonuses.id });
    const reference = `bonus ${row!.id}`;
    const after = await post(t, wallet, [
      { balance: balanceKindOf(kind), amount: -input.amount, kind: 'bonus_cash', reference, idempotencyKey: `${bonusKey.cash(row!.id)}:${balanceKindOf(kind)}` },
      { balance: 'main', amount: input.amount, kind: 'bonus_cash', reference, idempotencyKey: bonusKey.cash(row!.id) },
    ]);
    return { bonusId: row!.id, status: 'completed', wallet: after };
  }
  const [row] = await t.insert(bonuses).values({ ...base, status: 'active', activatedAt: now }).returning({ id: bonuses.id });
  return { bonusId: row!.id, status: 'active', wallet };
}

export type FreeSpinsInput = {
  userId: number;
  gameId: number;
  count: number;
  /** Stake of each spin, minor units. */
  bet: bigint;
  currency: string;
  source: string;
  expiresAt?: Date | null;
  /** 0 (default): wins are real money; above 0 they become bonus money wagered this many times. */
  winWagerMultiplier?: number;
  description?: Record<string, unknown>;
};

/** A pack of free spins on a built-in game: rounds at a fixed stake that debit nothing. */
export async function awardFreeSpins(tx: Db, input: FreeSpinsInput): Promise<{ packId: number }> {
  if (!Number.isInteger(input.count) || input.count < 1) throw PlatformError.invalidParameters({ count: ['invalid'] });
  if (input.bet <= 0n) throw PlatformError.invalidParameters({ bet: ['invalid'] });
  const [row] = await tx
    .insert(freespinPacks)
    .values({
      userId: input.userId,
      gameId: input.gameId,
      totalCount: input.count,
      remainingCount: input.count,
      bet: input.bet,
      currency: input.currency,
      source: input.source,
      winWagerMultiplier: input.winWagerMultiplier ?? 0,
      description: input.description ?? {},
      expiresAt: input.expiresAt ?? null,
    })
    .returning({ id: freespinPacks.id });
  return { packId: row!.id };
}

/** The player's bonus by id, or AccessDenied when it is someone else's, InvalidParameter when there is none. */
async function ownBonus(tx: Db, userId: number, bonusId: number, kind: BonusKind): Promise<BonusRow> {
  const [row] = await tx.select().from(bonuses).where(eq(bonuses.id, bonusId)).for('update');
  if (!row || row.kind !== kind) throw PlatformError.invalidParameters({ bonus_id: ['not_found'] });
  if (row.userId !== userId) throw new PlatformError('AccessDeniedException');
  return row;
}

const end = (status: BonusRow['status'], now: Date) => ({ status, finishedAt: now, held: 0n });

/**
 * Ends a bonus (expired, removed, forfeited, depleted): an active one's money leaves the bonus
 * balance through the ledger; an available one's held money simply goes. `keep`: money on the
 * balance that is not this bonus's (a free spin's win the round just posted there), which stays.
 * Answers the wallet.
 */
export function endBonus(tx: Db, wallet: WalletRow, row: BonusRow, status: 'expired' | 'removed' | 'forfeited' | 'depleted', now = new Date(), keep = 0n): Promise<WalletRow> {
  return endWith(tx, wallet, row, status, now, keep, bonusKey.end(row.id));
}

/** `endBonus` with the ledger key of its movement: a forfeiture at a withdrawal has one per withdrawal, since cancelling it gives the bonus back. */
async function endWith(tx: Db, wallet: WalletRow, row: BonusRow, status: 'expired' | 'removed' | 'forfeited' | 'depleted', now: Date, keep: bigint, key: string): Promise<WalletRow> {
  let after = wallet;
  if (row.status === 'active') {
    const left = walletBalance(wallet, row.kind) - keep;
    if (left > 0n) after = await post(tx, wallet, [{ balance: balanceKindOf(row.kind), amount: -left, kind: `bonus_${status}`, reference: `bonus ${row.id}`, idempotencyKey: key }]);
  }
  await tx.update(bonuses).set(end(status, now)).where(eq(bonuses.id, row.id));
  return after;
}

/** Ends the bonuses of a wallet whose validity passed (call with the wallet locked). */
export async function expireDue(tx: Db, wallet: WalletRow, now = new Date()): Promise<WalletRow> {
  const due = await tx
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.userId, wallet.userId), eq(bonuses.currency, wallet.currency), inArray(bonuses.status, ['active', 'available']), sql`${bonuses.expiresAt} <= ${now.toISOString()}::timestamptz`));
  let after = wallet;
  for (const row of due) after = await endBonus(tx, after, row, 'expired', now);
  return after;
}

// the read behind every balance: it must stay one indexed look-up (bonuses_user_idx) when nothing is due
const dueCurrencies = builtOnce(
  () => sql`select distinct currency from ${bonuses}
    where user_id = ${sql.placeholder('user_id')} and status in ('active', 'available') and expires_at <= ${sql.placeholder('now')}::timestamptz`,
);

/**
 * Applies the due expiries of a player's wallets before their balances are read (getInfo,
 * getBalance), so money of a bonus past its end is never shown: one indexed read when nothing is
 * due; only a wallet with such a bonus is locked. Answers the wallets that changed.
 */
export async function expireDueFor(db: Db, userId: number, now = new Date()): Promise<WalletRow[]> {
  const due = rowsOf<{ currency: string }>(await dueCurrencies(db, { user_id: userId, now: now.toISOString() }));
  const changed: WalletRow[] = [];
  for (const { currency } of due) changed.push(await withWallet(db, userId, currency, (tx, locked) => expireDue(tx, locked, now)));
  return changed;
}

type Change = { wallet: WalletRow; bonus: BonusRow };

/** Runs `fn` on the player's own bonus with the wallet locked and due expiries applied. */
async function onOwnBonus(db: Db, userId: number, bonusId: number, kind: BonusKind, fn: (tx: Db, wallet: WalletRow, bonus: BonusRow) => Promise<WalletRow>): Promise<Change> {
  const [found] = await db.select({ userId: bonuses.userId, currency: bonuses.currency }).from(bonuses).where(eq(bonuses.id, bonusId)).limit(1);
  if (!found) throw PlatformError.invalidParameters({ bonus_id: ['not_found'] });
  if (found.userId !== userId) throw new PlatformError('AccessDeniedException');
  return withWallet(db, userId, found.currency, async (tx, locked) => {
    const wallet = await expireDue(tx, locked);
    const bonus = await ownBonus(tx, userId, bonusId, kind);
    const after = await fn(tx, wallet, bonus);
    const [fresh] = await tx.select().from(bonuses).where(eq(bonuses.id, bonusId));
    return { wallet: after, bonus: fresh! };
  });
}

/** bonuses/activate: an available bonus starts (its money onto the bonus balance); one active per kind. */
export function activateBonus(db: Db, userId: number, bonusId: number, kind: BonusKind = 'casino', now = new Date()): Promise<Change> {
  return onOwnBonus(db, userId, bonusId, kind, async (tx, wallet, bonus) => {
    if (bonus.status === 'active') return wallet; // already: a double click credits once
    if (bonus.status !== 'available') throw PlatformError.invalidParameters({ bonus_id: [bonus.status === 'expired' ? 'expired' : 'not_available'] });
    const [other] = await tx.select({ id: bonuses.id }).from(bonuses).where(and(eq(bonuses.userId, userId), eq(bonuses.currency, bonus.currency), eq(bonuses.kind, kind), eq(bonuses.status, 'active'))).limit(1);
    if (other) throw PlatformError.invalidParameters({ bonus_id: ['another_active'] });
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries).where(sql`${ledgerEntries.idempotencyKey} like ${`bonus:${bonus.id}:activate:%`}`);
    const after = await post(tx, wallet, [{ balance: balanceKindOf(kind), amount: bonus.held, kind: 'bonus_activate', reference: `bonus ${bonus.id}`, idempotencyKey: bonusKey.activate(bonus.id, Number(n)) }]);
    await tx.update(bonuses).set({ status: 'active', held: 0n, activatedAt: now }).where(eq(bonuses.id, bonus.id));
    return after;
  });
}

/** bonuses/deactivate: the active bonus pauses; its money (winnings included) is held on it again. */
export function deactivateBonus(db: Db, userId: number, bonusId: number, kind: BonusKind = 'casino'): Promise<Change> {
  return onOwnBonus(db, userId, bonusId, kind, async (tx, wallet, bonus) => {
    if (bonus.status === 'available') return wallet;
    if (bonus.status !== 'active') throw PlatformError.invalidParameters({ bonus_id: ['not_active'] });
    const money = walletBalance(wallet, kind);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries).where(sql`${ledgerEntries.idempotencyKey} like ${`bonus:${bonus.id}:deactivate:%`}`);
    const after = money > 0n ? await post(tx, wallet, [{ balance: balanceKindOf(kind), amount: -money, kind: 'bonus_deactivate', reference: `bonus ${bonus.id}`, idempotencyKey: bonusKey.deactivate(bonus.id, Number(n)) }]) : wallet;
    await tx.update(bonuses).set({ status: 'available', held: money }).where(eq(bonuses.id, bonus.id));
    return after;
  });
}

/** bonuses/remove: the player gives the bonus up; only its money goes, never their own. */
export function removeBonus(db: Db, userId: number, bonusId: number, kind: BonusKind = 'casino'): Promise<Change> {
  return onOwnBonus(db, userId, bonusId, kind, async (tx, wallet, bonus) => {
    if (bonus.status === 'removed') return wallet;
    if (bonus.status !== 'active' && bonus.status !== 'available') throw PlatformError.invalidParameters({ bonus_id: ['finished'] });
    return endBonus(tx, wallet, bonus, 'removed');
  });
}

/** The running (active or available) bonuses of a wallet, oldest first. */
export function runningBonuses(tx: Db, userId: number, currency: string) {
  return tx
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.userId, userId), eq(bonuses.currency, currency), inArray(bonuses.status, ['active', 'available'])))
    .orderBy(asc(bonuses.id));
}

/**
 * At a withdrawal (wallet locked), before anything is written for it: with bonus isolation off, the
 * active bonuses (their money on the wallet's bonus balance, their wagering holding the player's
 * money to the bonus terms) must be burnt first. Without `burn` it refuses with WithdrawalDeclined
 * (reason active_bonus, the bonus ids): the site asks the player (the burn-bonuses confirm) and
 * sends again with `burn`. Answers the wallet with due expiries applied and the bonuses that
 * `burnForWithdrawal` is to forfeit. A bonus only available (not activated: its money held on it,
 * outside the wallet) holds nothing of the player's: it never blocks a withdrawal and stays. With
 * isolation on, the bonus stays too.
 */
export async function bonusesBlockingWithdrawal(tx: Db, wallet: WalletRow, burn: boolean, isolation: boolean): Promise<{ wallet: WalletRow; blocking: BonusRow[] }> {
  if (isolation) return { wallet, blocking: [] };
  const checked = await expireDue(tx, wallet);
  const blocking = (await runningBonuses(tx, checked.userId, checked.currency)).filter((bonus) => bonus.status === 'active');
  if (blocking.length > 0 && !burn) throw new PlatformError('WithdrawalDeclinedException', { reason: 'active_bonus', bonus_ids: blocking.map((b) => b.id) });
  return { wallet: checked, blocking };
}

/**
 * Forfeits the `blocking` bonuses for withdrawal `paymentId` in its transaction: only their money
 * goes, under a key naming the withdrawal, so cancelling it can give them back
 * (`restoreForWithdrawal`). Answers the wallet.
 */
export async function burnForWithdrawal(tx: Db, wallet: WalletRow, blocking: readonly BonusRow[], paymentId: number, now = new Date()): Promise<WalletRow> {
  let after = wallet;
  for (const row of blocking) after = await endWith(tx, after, row, 'forfeited', now, 0n, bonusKey.forfeit(row.id, paymentId));
  return after;
}

/**
 * A cancelled withdrawal undoes its forfeiture (wallet locked, in the cancel's transaction): each
 * bonus it forfeited and that has not expired meanwhile comes back with its money and wagering
 * progress. It is active again (its money back on the bonus balance through the ledger) unless
 * another bonus of its kind became active meanwhile; then it waits as available with its money
 * held on it. Answers the wallet.
 */
export async function restoreForWithdrawal(tx: Db, wallet: WalletRow, paymentId: number, now = new Date()): Promise<WalletRow> {
  const forfeited = await tx.select().from(bonuses).where(and(eq(bonuses.userId, wallet.userId), eq(bonuses.currency, wallet.currency), eq(bonuses.status, 'forfeited')));
  if (forfeited.length === 0) return wallet;
  const taken = await forfeitedAmounts(tx, forfeited, paymentId);
  let after = wallet;
  for (const bonus of forfeited) {
    const amount = taken.get(bonus.id);
    if (amount === undefined || (bonus.expiresAt && bonus.expiresAt <= now)) continue;
    after = await restoreBonus(tx, after, bonus, amount, paymentId);
  }
  return after;
}

/** What withdrawal `paymentId` took from each of these bonuses, by bonus id (none: not forfeited by it, or with no money left). */
async function forfeitedAmounts(tx: Db, forfeited: readonly BonusRow[], paymentId: number): Promise<Map<number, bigint>> {
  const byKey = new Map(forfeited.map((b) => [bonusKey.forfeit(b.id, paymentId), b.id]));
  const entries = await tx.select({ key: ledgerEntries.idempotencyKey, amount: ledgerEntries.amount }).from(ledgerEntries).where(inArray(ledgerEntries.idempotencyKey, [...byKey.keys()]));
  return new Map(entries.map((e) => [byKey.get(e.key!)!, -e.amount]));
}

async function restoreBonus(tx: Db, wallet: WalletRow, bonus: BonusRow, amount: bigint, paymentId: number): Promise<WalletRow> {
  const [other] = await tx.select({ id: bonuses.id }).from(bonuses).where(and(eq(bonuses.userId, bonus.userId), eq(bonuses.currency, bonus.currency), eq(bonuses.kind, bonus.kind), eq(bonuses.status, 'active'))).limit(1);
  if (other) {
    await tx.update(bonuses).set({ status: 'available', held: amount, finishedAt: null }).where(eq(bonuses.id, bonus.id));
    return wallet;
  }
  const after = await post(tx, wallet, [{ balance: balanceKindOf(bonus.kind), amount, kind: 'bonus_restored', reference: `bonus ${bonus.id}`, idempotencyKey: bonusKey.restore(bonus.id, paymentId) }]);
  await tx.update(bonuses).set({ status: 'active', held: 0n, finishedAt: null }).where(eq(bonuses.id, bonus.id));
  return after;
}

/** Movements converting the active bonus's money to real money (capped at its max cash-out; the rest forfeited). */
export function conversionMovements(bonus: BonusRow, money: bigint): { movements: Movement[]; converted: bigint } {
  const cap = bonus.terms.max_cashout ? BigInt(bonus.terms.max_cashout) : null;
  const converted = cap !== null && money > cap ? cap : money;
  const balance = balanceKindOf(bonus.kind);
  const reference = `bonus ${bonus.id}`;
  const movements: Movement[] = [];
  if (money > 0n) movements.push({ balance, amount: -money, kind: 'bonus_convert', reference, idempotencyKey: bonusKey.convert(bonus.id) });
  if (converted > 0n) movements.push({ balance: 'main', amount: converted, kind: 'bonus_convert', reference, idempotencyKey: `${bonusKey.convert(bonus.id)}:main` });
  return { movements, converted };
}

/**
 * Adds wagering to the active bonus; when the requirement is met its money turns real through
 * the ledger (status completed). Answers the wallet and the bonus as it ends up.
 */
export async function addWagering(tx: Db, wallet: WalletRow, bonus: BonusRow, add: bigint, now = new Date()): Promise<{ wallet: WalletRow; bonus: BonusRow }> {
  const wagered = bonus.wagered + add > bonus.wagerRequired ? bonus.wagerRequired : bonus.wagered + add;
  if (wagered >= bonus.wagerRequired) {
    const { movements, converted } = conversionMovements(bonus, walletBalance(wallet, bonus.kind));
    const after = await post(tx, wallet, movements);
    const done = { wagered, status: 'completed' as const, converted, finishedAt: now };
    await tx.update(bonuses).set(done).where(eq(bonuses.id, bonus.id));
    return { wallet: after, bonus: { ...bonus, ...done } };
  }
  if (walletBalance(wallet, bonus.kind) === 0n) {
    const done = { wagered, status: 'depleted' as const, finishedAt: now };
    await tx.update(bonuses).set(done).where(eq(bonuses.id, bonus.id));
    return { wallet, bonus: { ...bonus, ...done } };
  }
  if (add > 0n) await tx.update(bonuses).set({ wagered }).where(eq(bonuses.id, bonus.id));
  return { wallet, bonus: { ...bonus, wagered } };
}
