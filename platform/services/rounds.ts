import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Money } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import { builtPerShape, write, type Write } from '../db/built';
import type { Db } from '../db/client';
import { demoBalances, freespinPacks, gameRounds, games, gameSeeds, users, wallets, wins } from '../db/schema';
import { engineOf, engineOfOutcome, inputOfOutcome, parseTableBets, playOutcome, playsRounds, takesBets, winOf, type Outcome, type RoundInput } from '../games/engines';
import type { FairInputs } from '../games/fair';
import { parseStake, stakeOrNull } from '../games/limits';
import type { Bus } from '../realtime/bus';
import { feedJackpots, jackpotShares, potTermsQuery, winningPot, type JackpotHit, type PotTerms } from './jackpot-feed';
import { activeSeed, seedView, type SeedRow, type SeedView } from './game-seeds';
import { signedOutOf, type SignedOut } from './protection/signout';
import { checkRound, fundRound, quietRound, roundFactValues, roundFacts, roundWrites, settleRound, type RoundEvent } from './round-hooks';
import { keepFacts, probeAt } from './round-probe';
import { toMinor, toMoney } from './money';
import { liveSession, StaleSession } from './sessions';
import { postWith, publishBalances, rowsOf, withWallet, type Movement, type WalletRow } from './wallet/ledger';

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
  /** Roulette and baccarat: the bets (`[{ kind, value?, amount }]`, amounts in major units adding up to `bet`). */
  bets?: unknown;
  /** The nonce the player saw (high-low shows the card of the next nonce): a stale one is refused. */
  nonce?: number;
  /** The player's currency when the caller knows it (saves a look-up). */
  currency?: string;
  /**
   * The session the caller took the player from memory for (its id hash): checked with the wallet
   * lock, in the round's transaction (StaleSession when it no longer holds; nothing written).
   */
  rememberedSession?: string;
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

/**
 * `bonus_balance`: in real play, the active bonus's money the stake may also spend (null in demo).
 * `signed_out` (NL): the round brought a wager or loss limit to 100 % and every session of the player ended (protection/signout.ts).
 */
export type PlayResult = { round: RoundView; balance: Money; bonus_balance: Money | null; seed: SeedView; freespins_left: number; replayed: boolean; signed_out?: SignedOut };

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

/** The round engine's outcome, or InvalidParameter on `guess` / `bets` for a choice it refuses. */
function outcomeOf(fair: FairInputs, game: GameRow, req: PlayRequest, stake: bigint, currency: string): Outcome {
  const engine = engineOf(game);
  if (engine === 'high_low' && req.guess !== 'higher' && req.guess !== 'lower') throw PlatformError.invalidParameters({ guess: ['required'] });
  const input: RoundInput = { guess: req.guess, ...(takesBets(engine) && { bets: parseTableBets(engine, req.bets, stake, currency) }) };
  try {
    return playOutcome(fair, game, input);
  } catch (error) {
    if (error instanceof RangeError) throw PlatformError.invalidParameters({ guess: ['impossible'] });
    throw error;
  }
}

/**
 * The round's outcome from the owner's active seed pair (locked for the round's transaction by the
 * caller); a client that names a nonce must name the current one (a stale one is refused).
 */
function draw(seed: SeedRow, req: PlayRequest, stake: bigint, currency: string) {
  if (req.nonce !== undefined && req.nonce !== seed.nonce) throw PlatformError.invalidParameters({ nonce: ['stale'] });
  const fair: FairInputs = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce };
  const outcome = outcomeOf(fair, req.game, req, stake, currency);
  return { seed, fair, outcome, win: winOf(stake, outcome) };
}

/**
 * What a player's round reads, in one statement right behind the wallet's lock (the same
 * round-trip; it runs once the wallet is locked): the owner's active seed pair (locked), the round
 * already played under this idempotency key, the free-spin pack that pays it (real money; locked),
 * the terms of the pots it feeds, the id its row will take and the facts the domains' round hooks
 * read (real money; the protection state row locked). Built once per shape (real or demo, how many
 * tags the game has): each round only fills in its values (`stateValues`).
 */
const stateStatement = builtPerShape((shape: string) => {
  const [real, tags] = [shape.startsWith('real'), Number(shape.split(':')[1])];
  const owner = sql.placeholder('owner');
  const userId = probeAt.userId;
  const gameId = probeAt.gameId;
  const tagList = Array.from({ length: tags }, (_, i) => sql.placeholder(`tag_${i}`));
  const pack = real
    ? sql`(select json_build_object('id', p.id, 'bet', p.bet::text, 'win_wager', p.win_wager_multiplier) from ${freespinPacks} p
        where p.user_id = ${userId} and p.game_id = ${gameId} and p.remaining_count > 0 and (p.expires_at is null or p.expires_at > now())
        order by p.id limit 1 for update)`
    : sql`null::json`;
  return sql`select s.id, s.owner, s.server_seed, s.server_seed_hash, s.client_seed, s.nonce, s.is_active,
      (extract(epoch from s.created_at) * 1000)::float8 as created_ms, (extract(epoch from s.revealed_at) * 1000)::float8 as revealed_ms,
      (select ${gameRounds.id}::text from ${gameRounds} where ${gameRounds.owner} = ${owner} and ${gameRounds.idempotencyKey} = ${sql.placeholder('idempotency_key')}) as done_id,
      ${pack} as pack,
      ${real ? potTermsQuery(probeAt.currency, tagList) : sql`null::json`} as pots,
      nextval('game_rounds_id_seq')::text as next_id,
      ${real ? roundFacts() : sql`null::json`} as facts
    from ${gameSeeds} s where s.owner = ${owner} and s.is_active for update`;
});

type StateRow = {
  id: number;
  owner: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  is_active: boolean;
  created_ms: number;
  revealed_ms: number | null;
  done_id: string | null;
  pack: { id: number; bet: string; win_wager: number } | null;
  pots: PotTerms[] | null;
  next_id: string;
  facts: Record<string, unknown> | null;
};

/** The state statement of a round, ready for `together` (it starts when awaited). */
function stateQuery(tx: Db, req: PlayRequest, userId: number, currency: string) {
  const real = req.mode === 'real';
  const values: Record<string, unknown> = { owner: req.owner, idempotency_key: req.idempotencyKey };
  if (real) {
    Object.assign(values, roundFactValues({ userId, game: req.game, currency }));
    req.game.tags.forEach((tag, i) => (values[`tag_${i}`] = tag));
  }
  return stateStatement(`${req.mode}:${real ? req.game.tags.length : 0}`)(tx, values);
}

/** The round's state from `stateQuery`'s answer; creates the seed pair (and reads again) on the owner's first round. */
async function roundState(tx: Db, req: PlayRequest, userId: number, currency: string, answer: unknown) {
  let [state] = rowsOf<StateRow>(answer);
  if (!state) {
    await activeSeed(tx, req.owner);
    [state] = rowsOf<StateRow>(await stateQuery(tx, req, userId, currency));
  }
  const { pack, pots, facts } = state!;
  const seed: SeedRow = {
    id: state!.id,
    owner: state!.owner,
    serverSeed: state!.server_seed,
    serverSeedHash: state!.server_seed_hash,
    clientSeed: state!.client_seed,
    nonce: state!.nonce,
    isActive: state!.is_active,
    createdAt: new Date(state!.created_ms),
    revealedAt: state!.revealed_ms === null ? null : new Date(state!.revealed_ms),
  };
  if (req.mode === 'real') keepFacts(tx, facts);
  return {
    seed,
    doneId: state!.done_id === null ? null : BigInt(state!.done_id),
    pack: pack && { id: pack.id, bet: BigInt(pack.bet), winWagerMultiplier: pack.win_wager ?? 0 },
    pots: pots ?? [],
    id: BigInt(state!.next_id),
  };
}

function validKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || !/^[\w:.-]{8,100}$/.test(key)) throw PlatformError.invalidParameters({ idempotency_key: ['invalid'] });
}

/** What a round request asked for, to tell a retry from another request under the same key. */
export type RoundAsk = { game: Pick<GameRow, 'id'>; mode: Mode; bet: unknown; guess?: unknown; bets?: unknown; nonce?: number };

/** The table bets as `parseTableBets` reads them, or null for bets it refuses. */
function tableBetsOrNull(engine: 'roulette' | 'baccarat', raw: unknown, stake: bigint, currency: string) {
  try {
    return parseTableBets(engine, raw, stake, currency);
  } catch (error) {
    if (error instanceof PlatformError) return null;
    throw error;
  }
}

/**
 * An idempotency key is its owner's for one request: the round already played under it answers
 * again only when the request is the same (same game and mode; the same stake, unless a free spin
 * paid it at its pack's bet; the same guess, table bets and nonce). Anything else under the key is
 * refused (`idempotency_key: ['reused']`), never answered with another round (or another game's).
 */
export function assertSameRound(row: RoundRow, ask: RoundAsk): void {
  const reused = () => PlatformError.invalidParameters({ idempotency_key: ['reused'] });
  if (row.gameId !== ask.game.id || row.mode !== ask.mode) throw reused();
  if (ask.nonce !== undefined && ask.nonce !== row.nonce) throw reused();
  const engine = engineOfOutcome(row.outcome);
  const stored = inputOfOutcome(row.outcome);
  // a doubled blackjack hand's bet holds both stakes; the deal asked for one
  const dealt = engine === 'blackjack' && (row.outcome as { doubled?: unknown }).doubled === true ? row.bet / 2n : row.bet;
  if (row.freespinPackId === null && stakeOrNull(ask.bet, row.currency) !== dealt) throw reused();
  if (engine === 'high_low' && ask.guess !== stored.guess) throw reused();
  if (engine === 'roulette' || engine === 'baccarat') {
    const bets = tableBetsOrNull(engine, ask.bets, row.bet, row.currency);
    if (!bets || JSON.stringify(bets) !== JSON.stringify(stored.bets ?? [])) throw reused();
  }
}

type Played = { freespinsLeft?: number; row: RoundRow; seed: SeedView; seedHash: string; clientSeed: string; balance: bigint; bonus?: bigint; currency: string; wallet?: WalletRow; replayed: boolean; jackpot: JackpotHit | null; events?: RoundEvent[] };

/**
 * Plays one round. Real mode: the stake (main balance) is debited and the win credited through
 * the ledger (`round:{id}:bet`, `round:{id}:win`, `round:{id}:jackpot`) in one transaction with the
 * round row, the seed's nonce, free-spin and jackpot updates; a free-spin pack of the game, when
 * there is one, pays the stake instead. Demo mode plays on the player's fun balance (topped up
 * through the ledger when it runs short) or the guest's demo balance. The same request again
 * under the same idempotency key answers the first round and writes nothing; another request
 * (another game, stake or choice) under it is `idempotency_key: ['reused']` (assertSameRound).
 * After commit: `account.balance_updated` and `game.round` on the bus for a player.
 */
export async function playRound(db: Db, req: PlayRequest): Promise<PlayResult> {
  validKey(req.idempotencyKey);
  if (!playsRounds(req.game)) throw PlatformError.invalidParameters({ game: ['not_playable'] });
  if (req.mode === 'real' && !req.userId) throw new PlatformError('AuthorizationException');
  if (req.mode === 'demo' && !req.game.hasDemo) throw PlatformError.invalidParameters({ mode: ['no_demo'] });

  const played = req.userId ? await playAsPlayer(db, req, req.userId) : await playAsGuest(db, req);
  const { row } = played;
  const round = roundView(row, req.game, { serverSeedHash: played.seedHash, clientSeed: played.clientSeed });
  if (played.jackpot) round.outcome = { ...round.outcome, jackpot: { sysname: played.jackpot.sysname, amount: toMoney(played.jackpot.amount, played.jackpot.currency) } };
  if (!played.replayed && req.userId && req.bus) {
    if (played.wallet) await publishBalances(req.bus, req.userId, played.wallet);
    for (const { event, payload } of played.events ?? []) await req.bus.publish(req.userId, event, payload).catch(() => undefined);
    await req.bus
      .publish(req.userId, GAME_ROUND, { round_id: round.id, game: req.game.sysname, mode: row.mode, bet: round.bet, win: round.win, currency: row.currency, is_freespin: round.is_freespin })
      .catch(() => undefined);
  }
  const left = played.freespinsLeft ?? (req.userId && req.mode === 'real' ? await freespinsLeft(db, req.userId, req.game.id) : 0);
  // real play spends the active bonus's money too (the spend order): the game shows both
  const bonus = req.mode === 'real' && played.bonus !== undefined ? toMoney(played.bonus, played.currency) : null;
  const signedOut = signedOutOf(played.events);
  return { round, balance: toMoney(played.balance, played.currency), bonus_balance: bonus, seed: played.seed, freespins_left: left, replayed: played.replayed, ...(signedOut && { signed_out: signedOut }) };
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
  const guard = req.rememberedSession === undefined ? undefined : { ...liveSession(req.rememberedSession, userId, currency), failed: () => new StaleSession(req.rememberedSession!) };
  return withWallet(db, userId, currency, async (tx, wallet, stateRows) => {
    const state = await roundState(tx, req, userId, currency, stateRows);
    if (state.doneId !== null) {
      const [done] = await tx.select().from(gameRounds).where(eq(gameRounds.id, state.doneId));
      assertSameRound(done!, req);
      const seed = await seedOf(tx, done!.seedId);
      return { row: done!, seed: seedView(state.seed), seedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, balance: kind === 'main' ? wallet.balanceMain : wallet.balanceFun, bonus: wallet.balanceBonus, currency, replayed: true, jackpot: null };
    }
    const { pack, id } = state;
    const stake = pack ? pack.bet : parseStake(req.bet, currency);
    const movements: Movement[] = [];
    const demoAmount = toMinor(DEMO_AMOUNT, currency);
    const topUp = kind === 'fun' && wallet.balanceFun < stake ? demoAmount - wallet.balanceFun : 0n;
    const hooked = req.mode === 'real' ? { tx, userId, game: req.game, currency, stake, isFreespin: Boolean(pack), freespinPack: pack, wallet } : null;
    if (hooked) await checkRound(hooked, true);
    // which balances pay the stake (real and bonus money, per the bonus engine's spend order)
    const funding = hooked ? await fundRound(hooked) : { main: 0n, bonus: 0n };

    const { seed, fair, outcome, win } = draw(state.seed, req, stake, currency);
    if (topUp > 0n) movements.push({ balance: 'fun', amount: topUp, kind: 'demo_topup', reference: `round ${id}`, idempotencyKey: `round:${id}:topup` });
    const reference = `round ${id}`;
    // the bonus-paid share of the stake wins bonus money (a wagered free-spin pack: all of it)
    const winBonus = funding.winToBonus ? win : funding.bonus > 0n ? (win * funding.bonus) / stake : 0n;
    if (kind === 'fun') movements.push({ balance: 'fun', amount: -stake, kind: 'bet', reference, idempotencyKey: `round:${id}:bet` });
    if (funding.main > 0n) movements.push({ balance: 'main', amount: -funding.main, kind: 'bet', reference, idempotencyKey: `round:${id}:bet` });
    if (funding.bonus > 0n) movements.push({ balance: 'bonus', amount: -funding.bonus, kind: 'bet', reference, idempotencyKey: `round:${id}:bet-bonus` });
    if (win - winBonus > 0n) movements.push({ balance: kind, amount: win - winBonus, kind: 'win', reference, idempotencyKey: `round:${id}:win` });
    if (winBonus > 0n) movements.push({ balance: 'bonus', amount: winBonus, kind: 'win', reference, idempotencyKey: `round:${id}:win-bonus` });
    // the round's other writes go out with its ledger entries, in one statement (see postWith)
    const writes: Write[] = [];
    let jackpot: JackpotHit | null = null;
    if (req.mode === 'real' && !pack) {
      // the pots are locked and read again only for a round their terms say may win (rare)
      if (winningPot(state.pots, fair)) jackpot = await feedJackpots(tx, { id, userId, gameId: req.game.id, tags: req.game.tags, currency, stake, fair });
      else writes.push(...compact([jackpotShares(state.pots, stake)]));
      if (jackpot && jackpot.amount > 0n) movements.push({ balance: 'main', amount: jackpot.amount, kind: 'jackpot', reference: `round ${id} ${jackpot.sysname}`, idempotencyKey: `round:${id}:jackpot` });
    }
    const row: RoundRow = {
      id,
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
      outcome: (jackpot ? { ...outcome, jackpot: { sysname: jackpot.sysname, amount: jackpot.amount.toString() } } : outcome) as unknown as Record<string, unknown>,
      freespinPackId: pack?.id ?? null,
      idempotencyKey: req.idempotencyKey,
      createdAt: new Date(),
    };
    writes.push(roundInsert(row), write('seed_nonce', seedNonce, { seed_nonce_id: seed.id, seed_nonce_next: seed.nonce + 1 }));
    if (hooked) writes.push(...roundWrites(hooked));
    if (pack) writes.push(write('pack_spin', packSpin, { pack_spin_id: pack.id }));
    if (req.mode === 'real' && win > 0n && (win >= stake * NOTABLE_MULTIPLE || win >= toMinor(NOTABLE_AMOUNT, currency))) {
      writes.push(write('notable_win', notableWin, { notable_user_id: userId, notable_game_id: req.game.id, notable_amount: win.toString(), notable_currency: currency }));
    }
    // the write is the transaction's last statement unless a pack's spins are counted after it or a
    // domain's settled hook has work: then the COMMIT goes out with it (one round-trip less, and the
    // wallet row is unlocked as soon as it is written)
    const last = !pack && (!hooked || quietRound(hooked));
    const posted = await postWith(tx, wallet, movements, writes, { commit: last });
    const { wallet: after, events } = hooked ? await settleRound({ ...hooked, wallet: posted, roundId: id, win, funding }) : { wallet: posted, events: [] };
    // no pack found: none left; a pack used: count what remains (still in the transaction)
    const freespins = pack ? await freespinsLeft(tx, userId, req.game.id) : 0;
    return { row, seed: seedView({ ...seed, nonce: seed.nonce + 1 }), seedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, balance: kind === 'main' ? after.balanceMain : after.balanceFun, bonus: after.balanceBonus, currency, wallet: after, replayed: false, jackpot, freespinsLeft: freespins, events };
  }, guard, (tx: Db) => stateQuery(tx, req, userId, currency));
}

const compact = <T>(items: Array<T | null>): T[] => items.filter((item): item is T => item !== null);

// the round's writes that go out with its ledger entries (postWith), built once: placeholders named after each CTE
const seedNonce = () => sql`seed_nonce as (update ${gameSeeds} set nonce = ${sql.placeholder('seed_nonce_next')} where id = ${sql.placeholder('seed_nonce_id')})`;
const packSpin = () => sql`pack_spin as (update ${freespinPacks} set remaining_count = remaining_count - 1 where id = ${sql.placeholder('pack_spin_id')})`;
const notableWin = () =>
  sql`notable_win as (insert into ${wins} (user_id, game_id, amount, currency)
    values (${sql.placeholder('notable_user_id')}, ${sql.placeholder('notable_game_id')}, ${sql.placeholder('notable_amount')}::bigint, ${sql.placeholder('notable_currency')}))`;
const ROUND_COLUMNS = ['id', 'user_id', 'owner', 'game_id', 'mode', 'currency', 'bet', 'win', 'balance', 'seed_id', 'nonce', 'outcome', 'freespin_pack_id', 'idempotency_key', 'created_at'] as const;
const ROUND_CASTS: Partial<Record<(typeof ROUND_COLUMNS)[number], string>> = { id: '::bigint', bet: '::bigint', win: '::bigint', outcome: '::jsonb', created_at: '::timestamptz' };
const roundRow = () =>
  sql`round_row as (insert into ${gameRounds} (${sql.raw(ROUND_COLUMNS.join(', '))})
    overriding system value values (${sql.join(
      ROUND_COLUMNS.map((c) => sql`${sql.placeholder(`round_${c}`)}${sql.raw(ROUND_CASTS[c] ?? '')}`),
      sql`, `,
    )}))`;

/** The round's row as a data-modifying CTE, with the id `roundState` drew from the sequence. */
function roundInsert(r: RoundRow): Write {
  return write('round_row', roundRow, {
    round_id: r.id.toString(),
    round_user_id: r.userId,
    round_owner: r.owner,
    round_game_id: r.gameId,
    round_mode: r.mode,
    round_currency: r.currency,
    round_bet: r.bet.toString(),
    round_win: r.win.toString(),
    round_balance: r.balance,
    round_seed_id: r.seedId,
    round_nonce: r.nonce,
    round_outcome: JSON.stringify(r.outcome),
    round_freespin_pack_id: r.freespinPackId,
    round_idempotency_key: r.idempotencyKey,
    round_created_at: r.createdAt.toISOString(),
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
      assertSameRound(done, req);
      const seed = await seedOf(tx, done.seedId);
      const active = await activeSeed(tx, req.owner);
      return { row: done, seed: seedView(active), seedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, balance: purse!.amount, currency, replayed: true, jackpot: null };
    }
    const stake = parseStake(req.bet, currency);
    const start = purse!.amount < stake ? toMinor(DEMO_AMOUNT, currency) : purse!.amount;
    const { seed, outcome, win } = draw(await activeSeed(tx, req.owner, { lock: true }), req, stake, currency);
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
/**
 * What a player's play shows: the balance of the mode, and in real play the bonus money a stake
 * may also spend (null in demo and for guests). One wallet read.
 */
export async function playBalances(db: Db, owner: { userId?: number | null; key: string }, mode: Mode): Promise<{ balance: Money; bonus_balance: Money | null }> {
  if (owner.userId) {
    const currency = await userCurrency(db, owner.userId);
    const [wallet] = await db.select().from(wallets).where(and(eq(wallets.userId, owner.userId), eq(wallets.currency, currency)));
    const minor = wallet ? (mode === 'real' ? wallet.balanceMain : wallet.balanceFun) : 0n;
    return {
      balance: toMoney(mode === 'demo' && minor === 0n ? toMinor(DEMO_AMOUNT, currency) : minor, currency),
      bonus_balance: mode === 'real' ? toMoney(wallet?.balanceBonus ?? 0n, currency) : null,
    };
  }
  const [purse] = await db.select().from(demoBalances).where(eq(demoBalances.owner, owner.key));
  return { balance: toMoney(purse?.amount ?? toMinor(DEMO_AMOUNT, 'USD'), purse?.currency ?? 'USD'), bonus_balance: null };
}

export async function playBalance(db: Db, owner: { userId?: number | null; key: string }, mode: Mode): Promise<Money> {
  return (await playBalances(db, owner, mode)).balance;
}
