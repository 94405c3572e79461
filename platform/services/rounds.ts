import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Money } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import { demoBalances, freespinPacks, gameRounds, games, gameSeeds, users, wallets, wins } from '../db/schema';
import { engineOf, playOutcome, winOf, type Outcome, type RoundInput } from '../games/engines';
import type { FairInputs } from '../games/fair';
import { parseStake } from '../games/limits';
import type { Bus } from '../realtime/bus';
import { feedJackpots, type JackpotHit } from './jackpot-feed';
import { activeSeed, seedView, type SeedView } from './game-seeds';
import { toMinor, toMoney } from './money';
import { insufficientFunds, post, publishBalances, withWallet, type Movement, type WalletRow } from './wallet/ledger';

export type GameRow = typeof games.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;
export type Mode = 'real' | 'demo';

/** The fun balance a player or guest starts from and is topped up to when it runs dry (major units). */
export const DEMO_AMOUNT = 1000;
/** The bus event every round raises for its player (tournaments, loyalty). */
export const GAME_ROUND = 'game.round';
/** A win is notable (a row in `wins`, the leaderboards' source) from this multiple of the stake… */
const NOTABLE_MULTIPLE = 10n;
/** …or from this amount in major units. */
const NOTABLE_AMOUNT = 100;

export type PlayRequest = {
  /** `u:{uid}` for a player, `s:{sha256 of the guest cookie}` for a guest. */
  owner: string;
  userId?: number | null;
  game: GameRow;
  mode: Mode;
  /** Stake in major units (ignored for a free spin, which plays at its pack's bet). */
  bet: unknown;
  idempotencyKey: string;
  /** The high-low guess. */
  guess?: RoundInput['guess'];
  /** The nonce the player saw (high-low shows the card of the next nonce): a stale one is refused. */
  nonce?: number;
  /** The player's currency when the caller knows it (saves a look-up). */
  currency?: string;
  bus?: Bus;
};

export type RoundView = {
  id: string;
  game: string;
  mode: Mode;
  bet: Money;
  win: Money;
  is_freespin: boolean;
  outcome: Outcome & { jackpot?: { sysname: string; amount: Money } };
  fair: { server_seed_hash: string; client_seed: string; nonce: number };
  created_at: string;
};

export type PlayResult = { round: RoundView; balance: Money; seed: SeedView; freespins_left: number; replayed: boolean };

/** The fair-play owner of a player's rounds. */
export const ownerOfUser = (uid: number) => `u:${uid}`;

/** A round as the game document and the fairness page show it. */
export function roundView(row: RoundRow, game: Pick<GameRow, 'sysname'>, fair: { serverSeedHash: string; clientSeed: string }): RoundView {
  return {
    id: row.id.toString(),
    game: game.sysname,
    mode: row.mode,
    bet: toMoney(row.bet, row.currency),
    win: toMoney(row.win, row.currency),
    is_freespin: row.freespinPackId !== null,
    outcome: row.outcome as RoundView['outcome'],
    fair: { server_seed_hash: fair.serverSeedHash, client_seed: fair.clientSeed, nonce: row.nonce },
    created_at: row.createdAt.toISOString(),
  };
}

/** The player's unexpired packs of the game with spins left, oldest first. */
function packsQuery(db: Db, userId: number, gameId: number) {
  return db
    .select()
    .from(freespinPacks)
    .where(and(eq(freespinPacks.userId, userId), eq(freespinPacks.gameId, gameId), gt(freespinPacks.remainingCount, 0), or(isNull(freespinPacks.expiresAt), gt(freespinPacks.expiresAt, sql`now()`))))
    .orderBy(asc(freespinPacks.id));
}

/** Free spins left for the player in the game (all packs). */
export async function freespinsLeft(db: Db, userId: number, gameId: number): Promise<number> {
  const packs = await packsQuery(db, userId, gameId);
  return packs.reduce((sum, p) => sum + p.remainingCount, 0);
}

async function userCurrency(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ currency: users.currency }).from(users).where(eq(users.uid, userId));
  if (!row) throw new PlatformError('AuthorizationException');
  return row.currency;
}

/** The round engine's outcome, or InvalidParameter on `guess` for a choice it refuses. */
function outcomeOf(fair: FairInputs, game: GameRow, input: RoundInput): Outcome {
  if (engineOf(game.type) === 'high_low' && input.guess !== 'higher' && input.guess !== 'lower') throw PlatformError.invalidParameters({ guess: ['required'] });
  try {
    return playOutcome(fair, game, input);
  } catch (error) {
    if (error instanceof RangeError) throw PlatformError.invalidParameters({ guess: ['impossible'] });
    throw error;
  }
}

/**
 * The round's outcome from the owner's active seed pair, locked for the round's transaction; a client
 * that names a nonce must name the current one (a stale one is refused).
 */
async function draw(tx: Db, req: PlayRequest, stake: bigint) {
  const seed = await activeSeed(tx, req.owner, { lock: true });
  if (req.nonce !== undefined && req.nonce !== seed.nonce) throw PlatformError.invalidParameters({ nonce: ['stale'] });
  const fair: FairInputs = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce };
  const outcome = outcomeOf(fair, req.game, { guess: req.guess });
  return { seed, fair, outcome, win: winOf(stake, outcome) };
}

function validKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || !/^[\w:.-]{8,100}$/.test(key)) throw PlatformError.invalidParameters({ idempotency_key: ['invalid'] });
}

type Played = { freespinsLeft?: number; row: RoundRow; seed: SeedView; seedHash: string; clientSeed: string; balance: bigint; currency: string; wallet?: WalletRow; replayed: boolean; jackpot: JackpotHit | null };

/**
 * Plays one round. Real mode: the stake (main balance) is debited and the win credited through
 * the ledger (`round:{id}:bet`, `round:{id}:win`, `round:{id}:jackpot`) in one transaction with the
 * round row, the seed's nonce, free-spin and jackpot updates; a free-spin pack of the game, when
 * there is one, pays the stake instead. Demo mode plays on the player's fun balance (topped up
 * through the ledger when it runs short) or the guest's demo balance. The same idempotency key
 * again answers the first round and writes nothing. After commit: `account.balance_updated` and
 * `game.round` on the bus for a player.
 */
export async function playRound(db: Db, req: PlayRequest): Promise<PlayResult> {
  validKey(req.idempotencyKey);
  if (engineOf(req.game.type) === 'sportsbook') throw PlatformError.invalidParameters({ game: ['not_playable'] });
  if (req.mode === 'real' && !req.userId) throw new PlatformError('AuthorizationException');
  if (req.mode === 'demo' && !req.game.hasDemo) throw PlatformError.invalidParameters({ mode: ['no_demo'] });

  const played = req.userId ? await playAsPlayer(db, req, req.userId) : await playAsGuest(db, req);
  const { row } = played;
  const round = roundView(row, req.game, { serverSeedHash: played.seedHash, clientSeed: played.clientSeed });
  if (played.jackpot) round.outcome = { ...round.outcome, jackpot: { sysname: played.jackpot.sysname, amount: toMoney(played.jackpot.amount, played.jackpot.currency) } };
  if (!played.replayed && req.userId && req.bus) {
    if (played.wallet) await publishBalances(req.bus, req.userId, played.wallet);
    await req.bus
      .publish(req.userId, GAME_ROUND, { round_id: round.id, game: req.game.sysname, mode: row.mode, bet: round.bet, win: round.win, currency: row.currency, is_freespin: round.is_freespin })
      .catch(() => undefined);
  }
  const left = played.freespinsLeft ?? (req.userId && req.mode === 'real' ? await freespinsLeft(db, req.userId, req.game.id) : 0);
  return { round, balance: toMoney(played.balance, played.currency), seed: played.seed, freespins_left: left, replayed: played.replayed };
}

async function existing(tx: Db, owner: string, key: string) {
  const [row] = await tx.select().from(gameRounds).where(and(eq(gameRounds.owner, owner), eq(gameRounds.idempotencyKey, key)));
  return row;
}

async function seedOf(tx: Db, seedId: number) {
  const [seed] = await tx.select().from(gameSeeds).where(eq(gameSeeds.id, seedId));
  return seed!;
}

async function playAsPlayer(db: Db, req: PlayRequest, userId: number): Promise<Played> {
  const currency = req.currency ?? (await userCurrency(db, userId));
  const kind = req.mode === 'real' ? 'main' : 'fun';
  return withWallet(db, userId, currency, async (tx, wallet) => {
    const done = await existing(tx, req.owner, req.idempotencyKey);
    if (done) {
      const seed = await seedOf(tx, done.seedId);
      const active = await activeSeed(tx, req.owner);
      return { row: done, seed: seedView(active), seedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, balance: kind === 'main' ? wallet.balanceMain : wallet.balanceFun, currency, replayed: true, jackpot: null };
    }
    const [pack] = req.mode === 'real' ? await packsQuery(tx, userId, req.game.id).limit(1).for('update') : [];
    const stake = pack ? pack.bet : parseStake(req.bet, currency);
    const movements: Movement[] = [];
    const demoAmount = toMinor(DEMO_AMOUNT, currency);
    if (!pack && kind === 'main' && wallet.balanceMain < stake) throw insufficientFunds();
    const topUp = kind === 'fun' && wallet.balanceFun < stake ? demoAmount - wallet.balanceFun : 0n;

    const { seed, fair, outcome, win } = await draw(tx, req, stake);
    const [row] = await tx
      .insert(gameRounds)
      .values({
        userId,
        owner: req.owner,
        gameId: req.game.id,
        mode: req.mode,
        currency,
        bet: stake,
        win,
        balance: pack ? 'none' : kind,
        seedId: seed.id,
        nonce: seed.nonce,
        outcome: outcome as unknown as Record<string, unknown>,
        freespinPackId: pack?.id ?? null,
        idempotencyKey: req.idempotencyKey,
      })
      .returning();
    const id = row!.id;
      const [next] = await tx.update(gameSeeds).set({ nonce: seed.nonce + 1 }).where(eq(gameSeeds.id, seed.id)).returning();
    if (pack) await tx.update(freespinPacks).set({ remainingCount: sql`${freespinPacks.remainingCount} - 1` }).where(eq(freespinPacks.id, pack.id));

    if (topUp > 0n) movements.push({ balance: 'fun', amount: topUp, kind: 'demo_topup', reference: `round ${id}`, idempotencyKey: `round:${id}:topup` });
    if (!pack) movements.push({ balance: kind, amount: -stake, kind: 'bet', reference: `round ${id}`, idempotencyKey: `round:${id}:bet` });
    if (win > 0n) movements.push({ balance: kind, amount: win, kind: 'win', reference: `round ${id}`, idempotencyKey: `round:${id}:win` });
    let jackpot: JackpotHit | null = null;
    if (req.mode === 'real' && !pack) {
      jackpot = await feedJackpots(tx, { id, userId, gameId: req.game.id, tags: req.game.tags, currency, stake, fair });
      if (jackpot && jackpot.amount > 0n) movements.push({ balance: 'main', amount: jackpot.amount, kind: 'jackpot', reference: `round ${id} ${jackpot.sysname}`, idempotencyKey: `round:${id}:jackpot` });
      if (jackpot) await tx.update(gameRounds).set({ outcome: { ...outcome, jackpot: { sysname: jackpot.sysname, amount: jackpot.amount.toString() } } }).where(eq(gameRounds.id, id));
    }
    const after = await post(tx, wallet, movements);
    if (req.mode === 'real' && win > 0n && (win >= stake * NOTABLE_MULTIPLE || win >= toMinor(NOTABLE_AMOUNT, currency))) {
      await tx.insert(wins).values({ userId, gameId: req.game.id, amount: win, currency });
    }
    // no pack found: none left; a pack used: count what remains (still in the transaction)
    const freespins = pack ? await freespinsLeft(tx, userId, req.game.id) : 0;
    return { row: row!, seed: seedView(next!), seedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, balance: kind === 'main' ? after.balanceMain : after.balanceFun, currency, wallet: after, replayed: false, jackpot, freespinsLeft: freespins };
  });
}

async function playAsGuest(db: Db, req: PlayRequest): Promise<Played> {
  if (req.mode !== 'demo') throw new PlatformError('AuthorizationException');
  return db.transaction(async (tx) => {
    await tx.insert(demoBalances).values({ owner: req.owner, amount: toMinor(DEMO_AMOUNT, 'USD'), currency: 'USD' }).onConflictDoNothing();
    const [purse] = await tx.select().from(demoBalances).where(eq(demoBalances.owner, req.owner)).for('update');
    const currency = purse!.currency;
    const done = await existing(tx, req.owner, req.idempotencyKey);
    if (done) {
      const seed = await seedOf(tx, done.seedId);
      const active = await activeSeed(tx, req.owner);
      return { row: done, seed: seedView(active), seedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, balance: purse!.amount, currency, replayed: true, jackpot: null };
    }
    const stake = parseStake(req.bet, currency);
    const start = purse!.amount < stake ? toMinor(DEMO_AMOUNT, currency) : purse!.amount;
    const { seed, outcome, win } = await draw(tx, req, stake);
    const [row] = await tx
      .insert(gameRounds)
      .values({ userId: null, owner: req.owner, gameId: req.game.id, mode: 'demo', currency, bet: stake, win, balance: 'fun', seedId: seed.id, nonce: seed.nonce, outcome: outcome as unknown as Record<string, unknown>, idempotencyKey: req.idempotencyKey })
      .returning();
      const [next] = await tx.update(gameSeeds).set({ nonce: seed.nonce + 1 }).where(eq(gameSeeds.id, seed.id)).returning();
    const balance = start - stake + win;
    await tx.update(demoBalances).set({ amount: balance, updatedAt: new Date() }).where(eq(demoBalances.owner, req.owner));
    return { row: row!, seed: seedView(next!), seedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, balance, currency, replayed: false, jackpot: null };
  });
}

/** The balance a game shows: main (real), the wallet's fun balance (demo player) or the guest's demo balance. */
export async function playBalance(db: Db, owner: { userId?: number | null; key: string }, mode: Mode): Promise<Money> {
  if (owner.userId) {
    const currency = await userCurrency(db, owner.userId);
    const [wallet] = await db.select().from(wallets).where(and(eq(wallets.userId, owner.userId), eq(wallets.currency, currency)));
    const minor = wallet ? (mode === 'real' ? wallet.balanceMain : wallet.balanceFun) : 0n;
    return toMoney(mode === 'demo' && minor === 0n ? toMinor(DEMO_AMOUNT, currency) : minor, currency);
  }
  const [purse] = await db.select().from(demoBalances).where(eq(demoBalances.owner, owner.key));
  return toMoney(purse?.amount ?? toMinor(DEMO_AMOUNT, 'USD'), purse?.currency ?? 'USD');
}
