import { PlatformError } from '@/lib/errors';
import { playBaccarat, BACCARAT_FLOATS, BACCARAT_SIDES, type BaccaratBet, type BaccaratOutcome } from './baccarat';
import { playBlackjack, BLACKJACK_FLOATS, type BlackjackAction, type BlackjackOutcome } from './blackjack';
import { floats, type FairInputs } from './fair';
import { deal, HIGHLOW_FLOATS, type Guess, type HighLowOutcome } from './highlow';
import { parseStake } from './limits';
import { spinRoulette, validSpot, ROULETTE_FLOATS, type RouletteBet, type RouletteOutcome } from './roulette';
import { spin, SLOT_FLOATS, type SlotOutcome } from './slot';
import { canonicalJson } from '../db/canonical-json';

/** `none`: no built-in engine plays a game of this kind; the title is not playable (docs/decisions/0020). */
export type EngineKind = 'slot' | 'high_low' | 'roulette' | 'baccarat' | 'blackjack' | 'sportsbook' | 'none';
export type Outcome = SlotOutcome | HighLowOutcome | RouletteOutcome | BaccaratOutcome | BlackjackOutcome;
/** A table bet as the engines take it: a spot and its amount in minor units. */
export type TableBet = { kind: string; value?: number; amount: string };
/** What the player chose for the round: the guess of high-low, the bets of roulette and baccarat, the decisions of blackjack. */
export type RoundInput = { guess?: Guess; bets?: TableBet[]; actions?: BlackjackAction[] };
/** What names a game's engine: its catalogue type and, for table and live titles, its name. */
export type GameKind = { type: string; name: string };

/**
 * The engine of a table or live title, by its name: roulette (single zero), blackjack, baccarat
 * (Punto Banco). Variants whose rules differ from the engine's stay `none`: American roulette
 * (double zero), French roulette (la partage), "Lightning" titles (random multipliers) and
 * multi-hand blackjack. Poker, sic bo, game shows and the rest have no engine.
 */
export function tableEngineOf(name: string): EngineKind {
  const n = name.toLowerCase();
  if (/lightning|american|french|multihand|multi-hand/.test(n)) return 'none';
  if (n.includes('roulette')) return 'roulette';
  if (n.includes('blackjack')) return 'blackjack';
  if (n.includes('baccarat') || n.includes('punto banco')) return 'baccarat';
  return 'none';
}

/**
 * What the table engines return to basic play, in basis points: fixed by their rules (the
 * catalogue shows it for their titles). Roulette 36/37; baccarat's banker bet 98.94 % (player
 * 98.76 %, tie 85.64 %); blackjack about 98.9 % under these rules (S17, 3:2, double on any two
 * cards, no split), measured over 400,000 hands of basic strategy.
 */
export const ENGINE_RTP: Partial<Record<EngineKind, number>> = { roulette: 9730, baccarat: 9894, blackjack: 9890 };

/**
 * The engine that plays a catalogue game: slot-like, card high-low, the sportsbook, and for table
 * (`casino`) and live titles the engine of their kind by name, or `none` (not playable rather than
 * another game under their name: docs/decisions/0020).
 */
export function engineOf(game: GameKind): EngineKind {
  if (game.type === 'betting') return 'sportsbook';
  if (game.type === 'high_low') return 'high_low';
  if (game.type === 'casino' || game.type === 'live') return tableEngineOf(game.name);
  return 'slot';
}

/** Whether a game plays one-action rounds through `playRound` (blackjack's rounds take several requests; the sportsbook takes bets). */
export const playsRounds = (game: GameKind): boolean => ['slot', 'high_low', 'roulette', 'baccarat'].includes(engineOf(game));

/** Whether the engine's rounds carry a list of bets (the stake is their sum). */
export const takesBets = (engine: EngineKind): engine is 'roulette' | 'baccarat' => engine === 'roulette' || engine === 'baccarat';

const MAX_BETS = 50;

/**
 * The bets of a roulette or baccarat round from the request: `[{ kind, value?, amount }]` with
 * amounts in major units, each within the currency's stake limits, adding up to the round's stake.
 * InvalidParameter on `bets`: `required`, `invalid` (a spot that does not exist), `min`, `max`,
 * `total` (the amounts do not add up to the stake).
 */
export function parseTableBets(engine: 'roulette' | 'baccarat', raw: unknown, stake: bigint, currency: string): TableBet[] {
  if (!Array.isArray(raw) || raw.length === 0) throw PlatformError.invalidParameters({ bets: ['required'] });
  if (raw.length > MAX_BETS) throw PlatformError.invalidParameters({ bets: ['invalid'] });
  let sum = 0n;
  const bets = raw.map((item: unknown) => {
    const bet = (item ?? {}) as Record<string, unknown>;
    const ok = engine === 'roulette' ? validSpot(bet.kind, bet.value ?? undefined) : (BACCARAT_SIDES as readonly unknown[]).includes(bet.kind) && bet.value === undefined;
    if (!ok) throw PlatformError.invalidParameters({ bets: ['invalid'] });
    const amount = parseStake(bet.amount, currency, 'bets');
    sum += amount;
    return { kind: bet.kind as string, ...(typeof bet.value === 'number' && { value: bet.value }), amount: amount.toString() };
  });
  if (sum !== stake) throw PlatformError.invalidParameters({ bets: ['total'] });
  return bets;
}

/**
 * A round's outcome from its fair-play inputs: a pure function of (server seed, client seed,
 * nonce, game, the player's choices). The rounds services play with it and the fairness page
 * recomputes with it.
 */
export function playOutcome(inputs: FairInputs, game: { type: string; name: string; rtp: number }, input: RoundInput, engine: EngineKind = engineOf(game)): Outcome {
  if (engine === 'high_low') return deal(floats(inputs, HIGHLOW_FLOATS), input.guess ?? 'higher', game.rtp);
  if (engine === 'slot') return spin(floats(inputs, SLOT_FLOATS), game.rtp);
  if (engine === 'roulette') return spinRoulette(floats(inputs, ROULETTE_FLOATS), (input.bets ?? []) as RouletteBet[]);
  if (engine === 'baccarat') return playBaccarat(floats(inputs, BACCARAT_FLOATS), (input.bets ?? []) as BaccaratBet[]);
  if (engine === 'blackjack') return playBlackjack(floats(inputs, BLACKJACK_FLOATS), input.actions ?? []);
  throw new TypeError(`no rounds for engine ${engine}`);
}

/** The engine a stored outcome names (rounds are recomputed by the engine that played them). */
export function engineOfOutcome(stored: unknown): EngineKind | undefined {
  const engine = (stored as { engine?: unknown } | null)?.engine;
  return typeof engine === 'string' && ['slot', 'high_low', 'roulette', 'baccarat', 'blackjack'].includes(engine) ? (engine as EngineKind) : undefined;
}

/** The player's choices a stored outcome recorded, to recompute it. */
export function inputOfOutcome(stored: unknown): RoundInput {
  const o = (stored ?? {}) as Record<string, unknown>;
  const bets = Array.isArray(o.bets) ? (o.bets as Array<Record<string, unknown>>).map((b) => ({ kind: String(b.kind), ...(typeof b.value === 'number' && { value: b.value }), amount: String(b.amount) })) : undefined;
  const actions = Array.isArray(o.actions) ? (o.actions as BlackjackAction[]) : undefined;
  return { guess: o.guess === 'lower' ? 'lower' : 'higher', bets, actions };
}

/** stake × multiplier, rounded down to a minor unit. */
export function winOf(stake: bigint, outcome: Outcome): bigint {
  return (stake * BigInt(outcome.multiplier.num)) / BigInt(outcome.multiplier.den);
}

/** True when a stored outcome and a recomputed one agree on everything the engine decided. */
export function sameOutcome(stored: unknown, recomputed: Outcome): boolean {
  return canonicalJson(pick(stored)) === canonicalJson(pick(recomputed));
}

function pick(o: unknown) {
  const v = (o ?? {}) as Record<string, unknown>;
  switch (v.engine) {
    case 'slot':
      return [v.engine, v.reels, v.wins, v.multiplier];
    case 'roulette':
      return [v.engine, v.pocket, v.bets, v.multiplier];
    case 'baccarat':
      return [v.engine, v.player, v.banker, v.winner, v.bets, v.multiplier];
    case 'blackjack':
      return [v.engine, v.player, v.dealer, v.actions, v.doubled, v.result, v.multiplier];
    default:
      return [v.engine, v.shown, v.next, v.guess, v.won, v.multiplier];
  }
}
