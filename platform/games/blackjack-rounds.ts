import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Money } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import { demoBalances, gameRounds, games, gameSeeds, users, wallets, wins } from '../db/schema';
import { runHere, type RunOnce } from '../jobs/lease';
import type { Bus } from '../realtime/bus';
import { checkBonusMaxBet, stakeFundable, withinMaxBet } from '../services/bonuses/wagering';
import { activeSeed, seedView, type SeedView } from '../services/game-seeds';
import { toMinor, toMoney } from '../services/money';
import { signedOutOf, type SignedOut } from '../services/protection/signout';
import { checkRound, fundRound, settleRound, type Funding, type RoundContext, type RoundEvent } from '../services/round-hooks';
import { assertSameRound, DEMO_AMOUNT, GAME_ROUND, playBalance, roundView, type GameRow, type Mode, type RoundRow, type RoundView } from '../services/rounds';
import { postWith, publishBalances, rowsOf, withWallet, type Movement, type WalletRow } from '../services/wallet/ledger';
import { allowedActions, BLACKJACK_ACTIONS, BLACKJACK_FLOATS, playBlackjack, publicHand, type BlackjackAction, type BlackjackOutcome } from './blackjack';
import { winOf } from './engines';
import { floats } from './fair';
import { parseStake } from './limits';

/**
 * Blackjack rounds: a hand stays open between the deal and its end, across requests
 * (docs/decisions/0020). The deal locks the stake through the ledger (`round:{id}:bet`) in the
 * transaction that writes the round row (win 0, the public hand in `outcome`, `phase: player`)
 * and takes the seed pair's nonce; each decision locks the row, checks the action index the client
 * sends (a replayed index answers the hand as it is: decisions are idempotent), replays the hand
 * from the seed pair, the nonce and the recorded decisions, and writes the next state. A double
 * debits a second stake (`round:{id}:double`). The hand's end credits the win (`round:{id}:win`)
 * and runs the settled round hooks in that transaction. While a hand is open its dealer hole card
 * is never stored nor sent, and the seed pair cannot be rotated (game-seeds).
 */

/** Real-money hook figures of a hand (minor units as strings), kept in its outcome until it ends. */
type StoredFunding = { main: string; bonus: string };
type StoredHand = BlackjackOutcome & { funding?: StoredFunding };

/** `signed_out` (NL): the hand brought a wager or loss limit to 100 % and every session of the player ended. */
export type HandResult = { round: RoundView; balance: Money; seed: SeedView; actions: BlackjackAction[]; freespins_left: 0; replayed: boolean; signed_out?: SignedOut };

type HandRequest = { owner: string; userId: number | null; currency?: string; game: GameRow; bus?: Bus };

const NOTABLE_MULTIPLE = 10n;
const NOTABLE_AMOUNT = 100;

/** An open hand's row is recognised by its outcome's phase. */
const openPhase = sql`${gameRounds.outcome}->>'phase' = 'player'`;

/** The owner's open hand in a game, if any. */
export async function openHand(db: Db, owner: string, gameId: number): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.owner, owner), eq(gameRounds.gameId, gameId), openPhase))
    .limit(1);
  return row;
}

/** The hand as the player may see it: without the stored funding, the hole card hidden while open. */
export function handView(row: RoundRow, game: Pick<GameRow, 'sysname'>, fair: { serverSeedHash: string; clientSeed: string }): RoundView {
  const { funding: _funding, ...hand } = row.outcome as StoredHand;
  void _funding;
  return { ...roundView(row, game, fair), outcome: publicHand(hand as BlackjackOutcome) };
}

/** A purse the hand's money moves on: the player's wallet (real or fun balance) or the guest's demo balance. */
type Purse = {
  tx: Db;
  currency: string;
  /**
   * Takes `amount` for the round (`part` bet or double), `total` being the hand's stake with it: real
   * money runs the round checks (the bonus maximum bet on the total) and answers where it came from.
   */
  charge(amount: bigint, total: bigint, roundId: bigint, part: 'bet' | 'double'): Promise<Funding>;
  /** Credits the hand's win, split back to bonus money in the proportion the stake came from it. */
  pay(win: bigint, roundId: bigint, funding: Funding): void;
  /** Posts the movements; a settled real hand runs the settled hooks. Answers the balance shown. */
  commit(settled: { roundId: bigint; stake: bigint; win: bigint; funding: Funding } | null): Promise<{ balance: bigint; wallet?: WalletRow; events: RoundEvent[] }>;
};

function walletPurse(tx: Db, wallet: WalletRow, game: GameRow, userId: number, mode: Mode): Purse {
  const kind = mode === 'real' ? 'main' : 'fun';
  const movements: Movement[] = [];
  const context = (stake: bigint, at: WalletRow): RoundContext => ({ tx, userId, game, currency: wallet.currency, stake, isFreespin: false, freespinPack: null, wallet: at });
  return {
    tx,
    currency: wallet.currency,
    async charge(amount, total, roundId, part) {
      const reference = `round ${roundId}`;
      if (kind === 'fun') {
        if (wallet.balanceFun < amount) movements.push({ balance: 'fun', amount: toMinor(DEMO_AMOUNT, wallet.currency) - wallet.balanceFun, kind: 'demo_topup', reference, idempotencyKey: `round:${roundId}:${part}-topup` });
        movements.push({ balance: 'fun', amount: -amount, kind: 'bet', reference, idempotencyKey: `round:${roundId}:${part}` });
        return { main: 0n, bonus: 0n };
      }
      await checkRound(context(amount, wallet));
      if (total > amount) await checkBonusMaxBet(context(total, wallet));
      const funding = await fundRound(context(amount, wallet));
      if (funding.main > 0n) movements.push({ balance: 'main', amount: -funding.main, kind: 'bet', reference, idempotencyKey: `round:${roundId}:${part}` });
      if (funding.bonus > 0n) movements.push({ balance: 'bonus', amount: -funding.bonus, kind: 'bet', reference, idempotencyKey: `round:${roundId}:${part}-bonus` });
      return funding;
    },
    pay(win, roundId, funding) {
      if (win <= 0n) return;
      const stake = funding.main + funding.bonus;
      const toBonus = kind === 'main' && funding.bonus > 0n && stake > 0n ? (win * funding.bonus) / stake : 0n;
      const reference = `round ${roundId}`;
      if (win - toBonus > 0n) movements.push({ balance: kind, amount: win - toBonus, kind: 'win', reference, idempotencyKey: `round:${roundId}:win` });
      if (toBonus > 0n) movements.push({ balance: 'bonus', amount: toBonus, kind: 'win', reference, idempotencyKey: `round:${roundId}:win-bonus` });
    },
    async commit(settled) {
      const posted = await postWith(tx, wallet, movements, []);
      let after = posted;
      let events: RoundEvent[] = [];
      if (settled && kind === 'main') {
        ({ wallet: after, events } = await settleRound({ ...context(settled.stake, posted), roundId: settled.roundId, win: settled.win, funding: settled.funding }));
        if (settled.win > 0n && (settled.win >= settled.stake * NOTABLE_MULTIPLE || settled.win >= toMinor(NOTABLE_AMOUNT, wallet.currency))) {
          await tx.insert(wins).values({ userId, gameId: game.id, amount: settled.win, currency: wallet.currency });
        }
      }
      return { balance: kind === 'main' ? after.balanceMain : after.balanceFun, wallet: after, events };
    },
  };
}

async function guestPurse(tx: Db, owner: string): Promise<Purse> {
  await tx.insert(demoBalances).values({ owner, amount: toMinor(DEMO_AMOUNT, 'USD'), currency: 'USD' }).onConflictDoNothing();
  const [purse] = await tx.select().from(demoBalances).where(eq(demoBalances.owner, owner)).for('update');
  let amount = purse!.amount;
  const currency = purse!.currency;
  return {
    tx,
    currency,
    async charge(stake) {
      if (amount < stake) amount = toMinor(DEMO_AMOUNT, currency);
      amount -= stake;
      return { main: 0n, bonus: 0n };
    },
    pay(win) {
      amount += win;
    },
    async commit() {
      await tx.update(demoBalances).set({ amount, updatedAt: new Date() }).where(eq(demoBalances.owner, owner));
      return { balance: amount, events: [] };
    },
  };
}

/** Runs `fn` in a transaction on the hand's purse: the player's wallet locked, or the guest's demo balance. */
async function withPurse<T>(db: Db, req: HandRequest, mode: Mode, fn: (purse: Purse) => Promise<T>): Promise<T> {
  if (req.userId) {
    const currency = req.currency ?? (await db.select({ currency: users.currency }).from(users).where(eq(users.uid, req.userId)))[0]?.currency;
    if (!currency) throw new PlatformError('AuthorizationException');
    return withWallet(db, req.userId, currency, (tx, wallet) => fn(walletPurse(tx, wallet, req.game, req.userId!, mode)));
  }
  if (mode !== 'demo') throw new PlatformError('AuthorizationException');
  return db.transaction(async (tx) => fn(await guestPurse(tx, req.owner)));
}

/** What a hand's purse holds after a step: the player's wallet, or the guest's demo balance. */
type Holding = { wallet?: WalletRow; balance: bigint };

/** What the owner's purse holds now for a hand of `row`'s mode and currency (read outside any transaction). */
async function holdingOf(db: Db, req: Pick<HandRequest, 'owner' | 'userId'>, row: RoundRow): Promise<Holding> {
  if (req.userId) {
    const [wallet] = await db.select().from(wallets).where(and(eq(wallets.userId, req.userId), eq(wallets.currency, row.currency)));
    return { wallet, balance: wallet ? (row.mode === 'real' ? wallet.balanceMain : wallet.balanceFun) : 0n };
  }
  const [purse] = await db.select({ amount: demoBalances.amount }).from(demoBalances).where(eq(demoBalances.owner, req.owner));
  return { balance: purse?.amount ?? toMinor(DEMO_AMOUNT, row.currency) };
}

/**
 * The actions an open hand offers: double only when the purse can pay a second stake as the
 * double's charge would. Real money: main money, or with the active casino bonus's under its terms
 * (stakeFundable), and the doubled stake within that bonus's maximum bet. Demo: the fun or demo
 * balance, topped up to DEMO_AMOUNT when short.
 */
export async function handActions(db: Db, req: Pick<HandRequest, 'owner' | 'userId'>, row: RoundRow, holding?: Holding): Promise<BlackjackAction[]> {
  const hand = row.outcome as StoredHand;
  if (!allowedActions(hand).includes('double')) return allowedActions(hand);
  const stake = row.bet;
  const have = holding ?? (await holdingOf(db, req, row));
  const covered =
    row.mode === 'demo'
      ? have.balance >= stake || toMinor(DEMO_AMOUNT, row.currency) >= stake
      : have.wallet !== undefined && (await stakeFundable(db, have.wallet, stake)) && (await withinMaxBet(db, have.wallet, stake * 2n));
  return allowedActions(hand, covered);
}

const fundingOf = (stored: StoredFunding | undefined): Funding => ({ main: BigInt(stored?.main ?? '0'), bonus: BigInt(stored?.bonus ?? '0') });
const storedFunding = (f: Funding): StoredFunding => ({ main: f.main.toString(), bonus: f.bonus.toString() });

type Step = { row: RoundRow; seedHash: string; clientSeed: string; seed: SeedView; balance: bigint; currency: string; wallet?: WalletRow; events: RoundEvent[]; replayed: boolean };

async function finish(db: Db, req: HandRequest, step: Step): Promise<HandResult> {
  const hand = step.row.outcome as StoredHand;
  const signedOut = signedOutOf(step.events);
  if (!step.replayed && req.userId && req.bus) {
    if (step.wallet) await publishBalances(req.bus, req.userId, step.wallet);
    for (const { event, payload } of step.events) await req.bus.publish(req.userId, event, payload).catch(() => undefined);
    if (hand.phase === 'done') {
      const view = roundView(step.row, req.game, { serverSeedHash: step.seedHash, clientSeed: step.clientSeed });
      await req.bus
        .publish(req.userId, GAME_ROUND, { round_id: view.id, game: req.game.sysname, mode: step.row.mode, bet: view.bet, win: view.win, currency: step.row.currency, is_freespin: false })
        .catch(() => undefined);
    }
  }
  return {
    round: handView(step.row, req.game, { serverSeedHash: step.seedHash, clientSeed: step.clientSeed }),
    balance: toMoney(step.balance, step.currency),
    seed: step.seed,
    actions: await handActions(db, req, step.row, { wallet: step.wallet, balance: step.balance }),
    freespins_left: 0,
    replayed: step.replayed,
    ...(signedOut && { signed_out: signedOut }),
  };
}

/** The stored outcome of a hand: the whole hand once over; while open, the public hand and the funding. */
function stored(hand: BlackjackOutcome, funding: Funding): Record<string, unknown> {
  return { ...(hand.phase === 'done' ? hand : publicHand(hand)), funding: storedFunding(funding) } as unknown as Record<string, unknown>;
}

/**
 * Deals a hand: the stake in major units (`bet`), locked through the ledger; a natural (either
 * side) ends the hand at once. The same deal again under its idempotency key answers the hand it
 * dealt; another request under the key is `idempotency_key: ['reused']`. A second hand
 * in the same game while one is open is refused (`round: ['open']`).
 */
export async function dealHand(db: Db, req: HandRequest & { mode: Mode; bet: unknown; idempotencyKey: unknown }): Promise<HandResult> {
  const key = req.idempotencyKey;
  if (typeof key !== 'string' || !/^[\w:.-]{8,100}$/.test(key)) throw PlatformError.invalidParameters({ idempotency_key: ['invalid'] });
  if (req.mode === 'real' && !req.userId) throw new PlatformError('AuthorizationException');
  if (req.mode === 'demo' && !req.game.hasDemo) throw PlatformError.invalidParameters({ mode: ['no_demo'] });
  const step = await withPurse(db, req, req.mode, async (purse): Promise<Step> => {
    const { tx } = purse;
    const seed = await activeSeed(tx, req.owner, { lock: true });
    const [done] = await tx.select().from(gameRounds).where(and(eq(gameRounds.owner, req.owner), eq(gameRounds.idempotencyKey, key)));
    if (done) {
      assertSameRound(done, req);
      const [pair] = await tx.select().from(gameSeeds).where(eq(gameSeeds.id, done.seedId));
      return { row: done, seedHash: pair!.serverSeedHash, clientSeed: pair!.clientSeed, seed: seedView(seed), balance: 0n, currency: done.currency, events: [], replayed: true };
    }
    if (await openHand(tx, req.owner, req.game.id)) throw PlatformError.invalidParameters({ round: ['open'] });
    const stake = parseStake(req.bet, purse.currency);
    const hand = playBlackjack(floats({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce }, BLACKJACK_FLOATS), []);
    const roundId = BigInt(rowsOf<{ id: string }>(await tx.execute(sql`select nextval('game_rounds_id_seq')::text as id`))[0]!.id);
    const funding = await purse.charge(stake, stake, roundId, 'bet');
    const win = hand.phase === 'done' ? winOf(stake, hand) : 0n;
    purse.pay(win, roundId, funding);
    const [row] = await tx
      .insert(gameRounds)
      .overridingSystemValue()
      .values({ id: roundId, userId: req.userId, owner: req.owner, gameId: req.game.id, mode: req.mode, currency: purse.currency, bet: stake, win, balance: req.mode === 'real' ? 'main' : 'fun', seedId: seed.id, nonce: seed.nonce, outcome: stored(hand, funding), idempotencyKey: key })
      .returning();
    const [next] = await tx.update(gameSeeds).set({ nonce: seed.nonce + 1 }).where(eq(gameSeeds.id, seed.id)).returning();
    const money = await purse.commit(hand.phase === 'done' ? { roundId, stake, win, funding } : null);
    return { row: row!, seedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, seed: seedView(next!), currency: purse.currency, ...money, replayed: false };
  });
  if (step.replayed) return answerAgain(db, req, step.row);
  return finish(db, req, step);
}

/** A replayed request answers the hand as it is now, with the current balance. */
async function answerAgain(db: Db, req: HandRequest, row: RoundRow): Promise<HandResult> {
  const [current] = await db.select().from(gameRounds).where(eq(gameRounds.id, row.id));
  const [pair] = await db.select().from(gameSeeds).where(eq(gameSeeds.id, row.seedId));
  const active = await activeSeed(db, req.owner);
  const balance = await playBalance(db, { userId: req.userId, key: req.owner }, current!.mode);
  return {
    round: handView(current!, req.game, { serverSeedHash: pair!.serverSeedHash, clientSeed: pair!.clientSeed }),
    balance,
    seed: seedView(active),
    actions: await handActions(db, req, current!),
    freespins_left: 0,
    replayed: true,
  };
}

/**
 * A decision on an open hand: `action` hit, stand or double and `index`, the number of decisions
 * the client has seen (the next decision's position). A lower index answers the hand as it is
 * (the decision was taken already); a higher one is `index: ['stale']`; a hand that is over
 * answers `round: ['settled']`; a decision the hand does not allow is `action: ['not_allowed']`.
 */
export async function actOnHand(db: Db, req: HandRequest & { roundId: unknown; action: unknown; index: unknown }): Promise<HandResult> {
  const raw = typeof req.roundId === 'number' ? String(req.roundId) : req.roundId;
  if (typeof raw !== 'string' || !/^\d{1,18}$/.test(raw)) throw PlatformError.invalidParameters({ round_id: ['invalid'] });
  if (typeof req.action !== 'string' || !(BLACKJACK_ACTIONS as readonly string[]).includes(req.action)) throw PlatformError.invalidParameters({ action: ['invalid'] });
  if (!Number.isInteger(req.index) || (req.index as number) < 0) throw PlatformError.invalidParameters({ index: ['invalid'] });
  const action = req.action as BlackjackAction;
  const index = req.index as number;
  const roundId = BigInt(raw);
  const [peek] = await db.select({ mode: gameRounds.mode }).from(gameRounds).where(and(eq(gameRounds.id, roundId), eq(gameRounds.owner, req.owner), eq(gameRounds.gameId, req.game.id)));
  if (!peek) throw PlatformError.invalidParameters({ round_id: ['unknown'] });
  const step = await withPurse(db, req, peek.mode, async (purse): Promise<Step | null> => {
    const { tx } = purse;
    const [row] = await tx.select().from(gameRounds).where(eq(gameRounds.id, roundId)).for('update');
    const current = row!.outcome as StoredHand;
    if (index < current.actions.length) return null;
    if (current.phase === 'done') throw PlatformError.invalidParameters({ round: ['settled'] });
    if (index > current.actions.length) throw PlatformError.invalidParameters({ index: ['stale'] });
    const [pair] = await tx.select().from(gameSeeds).where(eq(gameSeeds.id, row!.seedId));
    let hand: BlackjackOutcome;
    try {
      hand = playBlackjack(floats({ serverSeed: pair!.serverSeed, clientSeed: pair!.clientSeed, nonce: row!.nonce }, BLACKJACK_FLOATS), [...current.actions, action]);
    } catch (error) {
      if (error instanceof RangeError) throw PlatformError.invalidParameters({ action: ['not_allowed'] });
      throw error;
    }
    let funding = fundingOf(current.funding);
    let stake = row!.bet;
    if (action === 'double') {
      const more = await purse.charge(row!.bet, row!.bet * 2n, roundId, 'double');
      funding = { main: funding.main + more.main, bonus: funding.bonus + more.bonus };
      stake += row!.bet;
    }
    const win = hand.phase === 'done' ? winOf(stake, hand) : 0n;
    purse.pay(win, roundId, funding);
    const [updated] = await tx.update(gameRounds).set({ bet: stake, win, outcome: stored(hand, funding) }).where(eq(gameRounds.id, roundId)).returning();
    const money = await purse.commit(hand.phase === 'done' ? { roundId, stake, win, funding } : null);
    const active = await activeSeed(tx, req.owner);
    return { row: updated!, seedHash: pair!.serverSeedHash, clientSeed: pair!.clientSeed, seed: seedView(active), currency: purse.currency, ...money, replayed: false };
  });
  if (!step) {
    const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, roundId));
    return answerAgain(db, req, row!);
  }
  return finish(db, req, step);
}

/**
 * Abandoned hands: a hand still open `seconds` after its deal is stood for its player, as the
 * player's own "stand" would (the dealer plays out, the win is credited through the ledger, the
 * settled hooks run, and the fairness page replays the recorded stand), so no stake stays locked.
 * Each sweep reads the rounds by primary key from a low-water mark: the oldest hand still open, or
 * the highest id seen one sweep earlier (a deal in flight then has committed since), so it never
 * rescans the settled history. Answers the number of hands stood.
 */
type SweepState = { low: bigint; seenMax: bigint | null };
const sweeps = new WeakMap<Db, SweepState>();

export async function settleAbandonedHands(
  db: Db,
  opts: { seconds: number; now?: () => number; bus?: Bus; log?: { warn(o: object, m: string): void } },
): Promise<number> {
  if (opts.seconds <= 0) return 0;
  const state = sweeps.get(db) ?? { low: 0n, seenMax: null };
  sweeps.set(db, state);
  const cutoff = (opts.now ?? Date.now)() - opts.seconds * 1000;
  const [top] = await db.select({ max: sql<string | null>`max(${gameRounds.id})::text` }).from(gameRounds);
  const open = await db
    .select({ id: gameRounds.id, owner: gameRounds.owner, userId: gameRounds.userId, gameId: gameRounds.gameId, createdAt: gameRounds.createdAt, outcome: gameRounds.outcome })
    .from(gameRounds)
    .where(and(gte(gameRounds.id, state.low), openPhase))
    .orderBy(asc(gameRounds.id));
  let stood = 0;
  let stillOpen: bigint | null = null;
  const gamesById = new Map<number, GameRow | undefined>();
  for (const hand of open) {
    if (hand.createdAt.getTime() > cutoff) {
      stillOpen ??= hand.id;
      continue;
    }
    try {
      if (!gamesById.has(hand.gameId)) gamesById.set(hand.gameId, (await db.select().from(games).where(eq(games.id, hand.gameId)))[0]);
      const game = gamesById.get(hand.gameId);
      if (!game) throw new Error(`game ${hand.gameId} is gone`);
      const index = (hand.outcome as StoredHand).actions.length;
      const result = await actOnHand(db, { owner: hand.owner, userId: hand.userId, game, bus: opts.bus, roundId: hand.id.toString(), action: 'stand', index });
      if (result.round.outcome && (result.round.outcome as BlackjackOutcome).phase === 'done') stood += 1;
      else stillOpen ??= hand.id; // the player acted meanwhile and the hand goes on: the next sweep sees it
    } catch (err) {
      stillOpen ??= hand.id;
      opts.log?.warn({ err, round: hand.id.toString() }, 'abandoned blackjack hand not settled');
    }
  }
  // every id up to the previous sweep's maximum was committed (or never will be) before this scan
  const known = state.seenMax === null ? state.low : state.seenMax + 1n;
  state.low = stillOpen !== null && stillOpen < known ? stillOpen : known;
  state.seenMax = top?.max ? BigInt(top.max) : null;
  return stood;
}

/** Runs `settleAbandonedHands` every `everyMs` (not at start: the first sweep reads every round once, away from start-up); answers its stop function. */
export function startAbandonedHandSweeper(deps: { db: Db; bus: Bus; seconds: number; log: { warn(o: object, m: string): void }; once?: RunOnce }, everyMs = 5 * 60_000): () => void {
  if (deps.seconds <= 0) return () => undefined;
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    void (deps.once ?? runHere)('blackjack-sweep', everyMs * 3, () => settleAbandonedHands(deps.db, { seconds: deps.seconds, bus: deps.bus, log: deps.log }))
      .catch((err: unknown) => deps.log.warn({ err }, 'abandoned blackjack hands sweep failed'))
      .finally(() => (running = false));
  };
  const timer = setInterval(run, everyMs).unref();
  return () => clearInterval(timer);
}
