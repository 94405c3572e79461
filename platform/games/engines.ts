import { floats, type FairInputs } from './fair';
import { deal, HIGHLOW_FLOATS, type Guess, type HighLowOutcome } from './highlow';
import { spin, SLOT_FLOATS, type SlotOutcome } from './slot';

export type EngineKind = 'slot' | 'high_low' | 'sportsbook';
export type Outcome = SlotOutcome | HighLowOutcome;
/** What the player chose for the round (the guess of high-low). */
export type RoundInput = { guess?: Guess };

/** The engine that plays a catalogue type: slot-like, card high-low or the sportsbook. */
export function engineOf(type: string): EngineKind {
  if (type === 'betting') return 'sportsbook';
  if (type === 'high_low' || type === 'casino' || type === 'live') return 'high_low';
  return 'slot';
}

/**
 * A round's outcome from its fair-play inputs: a pure function of (server seed, client seed,
 * nonce, game, the player's choice). The rounds service plays with it and the fairness page
 * recomputes with it.
 */
export function playOutcome(inputs: FairInputs, game: { type: string; rtp: number }, input: RoundInput): Outcome {
  const engine = engineOf(game.type);
  if (engine === 'high_low') return deal(floats(inputs, HIGHLOW_FLOATS), input.guess ?? 'higher', game.rtp);
  if (engine === 'slot') return spin(floats(inputs, SLOT_FLOATS), game.rtp);
  throw new RangeError('the sportsbook has no rounds');
}

/** stake × multiplier, rounded down to a minor unit. */
export function winOf(stake: bigint, outcome: Outcome): bigint {
  return (stake * BigInt(outcome.multiplier.num)) / BigInt(outcome.multiplier.den);
}

/** True when a stored outcome and a recomputed one agree on everything the engine decided. */
export function sameOutcome(stored: unknown, recomputed: Outcome): boolean {
  return canonical(pick(stored)) === canonical(pick(recomputed));
}

/** JSON with object keys sorted (jsonb does not keep key order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function pick(o: unknown) {
  const v = (o ?? {}) as Record<string, unknown>;
  return v.engine === 'slot' ? [v.engine, v.reels, v.wins, v.multiplier] : [v.engine, v.shown, v.next, v.guess, v.won, v.multiplier];
}
