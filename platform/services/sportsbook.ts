import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { INT4_MAX, type Money } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import { sportBets, sportEvents, users } from '../db/schema';
import { parseStake, stakeOrNull } from '../games/limits';
import type { Bus } from '../realtime/bus';
import { checkSportBet, fundSportBet, wagerSportBet } from './bonuses/wagering';
import { toMoney } from './money';
import { afterBet, checkBet } from './protection/enforcement';
import type { SignedOut } from './protection/signout';
import { eventsRecorded } from '../messaging/events';
import { insufficientFunds, post, publishBalances, recordBalances, withWallet } from './wallet/ledger';

export type SportPick = 'home' | 'draw' | 'away';
export type EventRow = typeof sportEvents.$inferSelect;
export type BetRow = typeof sportBets.$inferSelect;
export const MAX_SELECTIONS = 10;

export type EventView = {
  id: number;
  sport: string;
  league: string;
  home: string;
  away: string;
  starts_at: string;
  odds: { home: number; draw: number | null; away: number };
  status: 'open' | 'settled';
  result: SportPick | null;
};
export type BetView = {
  id: number;
  stake: Money;
  odds: number;
  potential_win: Money;
  payout: Money;
  status: 'open' | 'won' | 'lost';
  selections: Array<{ event_id: number; pick: SportPick; odds: number; label: string; result: SportPick | null }>;
  created_at: string;
};

export const eventView = (e: EventRow): EventView => ({
  id: e.id,
  sport: e.sport,
  league: e.league,
  home: e.home,
  away: e.away,
  starts_at: e.startsAt.toISOString(),
  odds: { home: e.oddsHome / 100, draw: e.oddsDraw === null ? null : e.oddsDraw / 100, away: e.oddsAway / 100 },
  status: e.status,
  result: e.result,
});

const oddsOf = (e: EventRow, pick: SportPick): number | null => (pick === 'home' ? e.oddsHome : pick === 'away' ? e.oddsAway : e.oddsDraw);

/** Events open for betting (kick-off ahead), soonest first. */
export async function openEvents(db: Db, now = new Date()): Promise<EventView[]> {
  const rows = await db.select().from(sportEvents).where(and(eq(sportEvents.status, 'open'), gt(sportEvents.startsAt, now))).orderBy(asc(sportEvents.startsAt), asc(sportEvents.id)).limit(50);
  return rows.map(eventView);
}

/** The player's bets, newest first, with each selection's event label and result. */
export async function myBets(db: Db, userId: number, limit = 20): Promise<BetView[]> {
  const bets = await db.select().from(sportBets).where(eq(sportBets.userId, userId)).orderBy(desc(sportBets.id)).limit(limit);
  const ids = [...new Set(bets.flatMap((b) => b.selections.map((s) => s.event_id)))];
  const events = ids.length ? await db.select().from(sportEvents).where(inArray(sportEvents.id, ids)) : [];
  const byId = new Map(events.map((e) => [e.id, e]));
  return bets.map((b) => betView(b, byId));
}

function betView(b: BetRow, events: Map<number, EventRow>): BetView {
  return {
    id: b.id,
    stake: toMoney(b.stake, b.currency),
    odds: b.odds / 100,
    potential_win: toMoney((b.stake * BigInt(b.odds)) / 100n, b.currency),
    payout: toMoney(b.payout, b.currency),
    status: b.status,
    selections: b.selections.map((s) => {
      const e = events.get(s.event_id);
      return { event_id: s.event_id, pick: s.pick, odds: s.odds / 100, label: e ? `${e.home} – ${e.away}` : `#${s.event_id}`, result: e?.result ?? null };
    }),
    created_at: b.createdAt.toISOString(),
  };
}

/** Combined decimal odds ×100 of the selections, rounded down. */
export function combinedOdds(odds: number[]): number {
  const product = odds.reduce((acc, o) => (acc * BigInt(o)) / 100n, 100n);
  return Number(product);
}

/**
 * Places a bet slip: one selection (single) or several on different events (accumulator), each
 * on an event that has not kicked off, at the odds stored now. The stake leaves the main balance
 * through the ledger (`sportbet:{id}:stake`, kind bet) in the transaction that writes the bet; the
 * same slip again under the same idempotency key answers the first bet and writes nothing, another
 * stake or other picks under it are `idempotency_key: ['reused']`. While a betting bonus is wagered,
 * a stake above its maximum bet is refused (`stake: ['bonus_max_bet']`).
 */
export async function placeBet(
  db: Db,
  input: { userId: number; selections: unknown; stake: unknown; idempotencyKey: unknown; bus?: Bus; now?: Date },
): Promise<{ bet: BetView; balance: Money; replayed: boolean; signed_out?: SignedOut }> {
  const key = input.idempotencyKey;
  if (typeof key !== 'string' || !/^[\w:.-]{8,100}$/.test(key)) throw PlatformError.invalidParameters({ idempotency_key: ['invalid'] });
  const raw = input.selections;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_SELECTIONS) throw PlatformError.invalidParameters({ selections: ['invalid'] });
  const picks = raw.map((s: unknown) => {
    const v = (s ?? {}) as Record<string, unknown>;
    const eventId = Number(v.event_id);
    if (!Number.isInteger(eventId) || eventId < 1 || eventId > INT4_MAX || !['home', 'draw', 'away'].includes(v.pick as string)) throw PlatformError.invalidParameters({ selections: ['invalid'] });
    return { eventId, pick: v.pick as SportPick };
  });
  if (new Set(picks.map((p) => p.eventId)).size !== picks.length) throw PlatformError.invalidParameters({ selections: ['same_event'] });
  const [user] = await db.select({ currency: users.currency }).from(users).where(eq(users.uid, input.userId));
  if (!user) throw new PlatformError('AuthorizationException');
  const currency = user.currency;
  const now = input.now ?? new Date();

  const result = await withWallet(db, input.userId, currency, async (tx, wallet) => {
    const [done] = await tx.select().from(sportBets).where(and(eq(sportBets.userId, input.userId), eq(sportBets.idempotencyKey, key)));
    if (done) {
      // the key answers again only for the same slip: another stake or other picks under it are refused
      const asked = picks.map((p) => `${p.eventId}:${p.pick}`).sort();
      const placed = done.selections.map((p) => `${p.event_id}:${p.pick}`).sort();
      if (done.currency !== currency || stakeOrNull(input.stake, currency) !== done.stake || asked.join() !== placed.join()) throw PlatformError.invalidParameters({ idempotency_key: ['reused'] });
      return { bet: done, wallet, replayed: true, signedOut: null };
    }
    const stake = parseStake(input.stake, currency, 'stake');
    const events = await tx.select().from(sportEvents).where(inArray(sportEvents.id, picks.map((p) => p.eventId)));
    const byId = new Map(events.map((e) => [e.id, e]));
    const selections = picks.map((p) => {
      const e = byId.get(p.eventId);
      if (!e || e.status !== 'open' || e.startsAt <= now) throw PlatformError.invalidParameters({ selections: ['closed'] });
      const odds = oddsOf(e, p.pick);
      if (odds === null) throw PlatformError.invalidParameters({ selections: ['invalid'] });
      return { event_id: e.id, pick: p.pick, odds };
    });
    await checkBet(tx, input.userId, currency, stake);
    await checkSportBet(tx, wallet, stake, now);
    const odds = combinedOdds(selections.map((s) => s.odds));
    // main money first; the rest from an active betting bonus when the slip meets its conditions
    const funding = await fundSportBet(tx, wallet, stake, { odds, selections: selections.length });
    if (!funding) throw insufficientFunds();
    const [bet] = await tx.insert(sportBets).values({ userId: input.userId, currency, stake, odds, selections, bonusStake: funding.bonus, idempotencyKey: key }).returning();
    const reference = `sport bet ${bet!.id}`;
    const after = await post(tx, wallet, [
      ...(funding.main > 0n ? [{ balance: 'main' as const, amount: -funding.main, kind: 'bet', reference, idempotencyKey: `sportbet:${bet!.id}:stake` }] : []),
      ...(funding.bonus > 0n ? [{ balance: 'betting_bonus' as const, amount: -funding.bonus, kind: 'bet', reference, idempotencyKey: `sportbet:${bet!.id}:stake-bonus` }] : []),
    ]);
    // NL: the bet that brings a wager or loss limit to 100 % signs the player out
    const signedOut = await afterBet(tx, input.userId, currency);
    return { bet: bet!, wallet: after, replayed: false, signedOut };
  });
  if (!result.replayed && input.bus) await publishBalances(input.bus, input.userId, result.wallet);
  const events = await db.select().from(sportEvents).where(inArray(sportEvents.id, result.bet.selections.map((s) => s.event_id)));
  const { signedOut } = result;
  return { bet: betView(result.bet, new Map(events.map((e) => [e.id, e]))), balance: toMoney(result.wallet.balanceMain, currency), replayed: result.replayed, ...(signedOut && { signed_out: signedOut }) };
}

/**
 * A result drawn with the CSPRNG, each outcome weighted by its implied probability (1 / odds,
 * normalised): a 1.50 favourite wins about twice as often as a 3.00 outsider.
 */
export function drawResult(e: Pick<EventRow, 'oddsHome' | 'oddsDraw' | 'oddsAway'>, random: (max: number) => number = randomInt): SportPick {
  const SCALE = 1_000_000;
  const weights: Array<[SportPick, number]> = [
    ['home', Math.round(SCALE / e.oddsHome)],
    ...(e.oddsDraw === null ? [] : ([['draw', Math.round(SCALE / e.oddsDraw)]] as Array<[SportPick, number]>)),
    ['away', Math.round(SCALE / e.oddsAway)],
  ];
  let at = random(weights.reduce((sum, [, w]) => sum + w, 0));
  for (const [pick, w] of weights) {
    at -= w;
    if (at < 0) return pick;
  }
  return 'away';
}

/**
 * Settles events whose match is over (kick-off + `matchMs` passed) with a drawn result, or one
 * event with a given result (the dev route), then every open bet they decide: a bet with a lost
 * leg is lost, one whose legs all won is won and paid stake × odds through the ledger
 * (`sportbet:{id}:win`, kind win). Safe to run from several processes: an event or a bet changes
 * status once. Answers how many events and bets it settled.
 */
export async function settleSportsbook(
  db: Db,
  options: { bus?: Bus; now?: Date; matchMs: number; eventId?: number; result?: SportPick },
): Promise<{ events: number; bets: number }> {
  const now = options.now ?? new Date();
  const due = options.eventId
    ? await db.select().from(sportEvents).where(and(eq(sportEvents.id, options.eventId), eq(sportEvents.status, 'open')))
    : await db.select().from(sportEvents).where(and(eq(sportEvents.status, 'open'), lte(sportEvents.startsAt, new Date(now.getTime() - options.matchMs))));
  let events = 0;
  for (const e of due) {
    const result = options.result && (options.result !== 'draw' || e.oddsDraw !== null) ? options.result : drawResult(e);
    const done = await db.update(sportEvents).set({ status: 'settled', result, settledAt: now }).where(and(eq(sportEvents.id, e.id), eq(sportEvents.status, 'open'))).returning({ id: sportEvents.id });
    events += done.length;
  }
  const open = await db.select().from(sportBets).where(eq(sportBets.status, 'open'));
  if (open.length === 0) return { events, bets: 0 };
  const ids = [...new Set(open.flatMap((b) => b.selections.map((s) => s.event_id)))];
  const decided = new Map((await db.select().from(sportEvents).where(and(inArray(sportEvents.id, ids), eq(sportEvents.status, 'settled')))).map((e) => [e.id, e.result]));
  let bets = 0;
  for (const bet of open) {
    const results = bet.selections.map((s) => decided.get(s.event_id));
    const lost = bet.selections.some((s, i) => results[i] !== undefined && results[i] !== s.pick);
    const won = !lost && results.every((r) => r !== undefined);
    if (!lost && !won) continue;
    const payout = won ? (bet.stake * BigInt(bet.odds)) / 100n : 0n;
    const paid = await withWallet(db, bet.userId, bet.currency, async (tx, wallet) => {
      const [row] = await tx.update(sportBets).set({ status: won ? 'won' : 'lost', payout, settledAt: now }).where(and(eq(sportBets.id, bet.id), eq(sportBets.status, 'open'))).returning({ id: sportBets.id });
      if (!row) return null;
      // the bonus-paid share of the payout stays betting-bonus money until its wagering completes
      const toBonus = bet.stake > 0n ? (payout * bet.bonusStake) / bet.stake : 0n;
      const reference = `sport bet ${bet.id}`;
      const paidOut = await post(tx, wallet, [
        ...(payout - toBonus > 0n ? [{ balance: 'main' as const, amount: payout - toBonus, kind: 'win', reference, idempotencyKey: `sportbet:${bet.id}:win` }] : []),
        ...(toBonus > 0n ? [{ balance: 'betting_bonus' as const, amount: toBonus, kind: 'win', reference, idempotencyKey: `sportbet:${bet.id}:win-bonus` }] : []),
      ]);
      const wagered = await wagerSportBet(tx, paidOut, { stake: bet.stake, odds: bet.odds, selections: bet.selections.length }, now);
      if (options.bus) await recordBalances(tx, bet.userId, wagered); // the push survives this process (the event outbox)
      return wagered;
    });
    if (!paid) continue;
    bets += 1;
  }
  if (bets > 0) eventsRecorded();
  return { events, bets };
}

/** How many events kick off later than `after` and are still open. */
export async function upcomingCount(db: Db, after: Date): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sportEvents).where(and(eq(sportEvents.status, 'open'), gt(sportEvents.startsAt, after)));
  return Number(row?.n ?? 0);
}
