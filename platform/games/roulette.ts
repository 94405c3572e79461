/**
 * European roulette: one zero, 37 pockets. One float of the round's stream picks the pocket,
 * `floor(u · 37)`. A round holds any number of bets (each an amount in minor units on one spot);
 * a winning bet returns its amount times (payout + 1), the standard single-zero table:
 * straight 35:1, dozen and column 2:1, red/black, odd/even, 1–18/19–36 1:1. Zero loses every
 * outside bet (no la partage: French titles, which have it, are not mapped to this engine).
 */

export const ROULETTE_FLOATS = 1;
export const POCKETS = 37;
/** The red numbers of the single-zero wheel; the others from 1 to 36 are black. */
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteBetKind = 'straight' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' | 'dozen' | 'column';
export const ROULETTE_BET_KINDS: readonly RouletteBetKind[] = ['straight', 'red', 'black', 'odd', 'even', 'low', 'high', 'dozen', 'column'];

/** Payout in stakes (x:1) of a winning bet. */
export const ROULETTE_PAYOUTS: Record<RouletteBetKind, number> = { straight: 35, dozen: 2, column: 2, red: 1, black: 1, odd: 1, even: 1, low: 1, high: 1 };

/** One bet: `value` is the number (straight, 0–36), the dozen or the column (1–3); amount in minor units. */
export type RouletteBet = { kind: RouletteBetKind; value?: number; amount: string };

export type RouletteOutcome = {
  engine: 'roulette';
  pocket: number;
  colour: 'red' | 'black' | 'green';
  /** The bets as placed, each with what it returned (minor units; 0 when it lost). */
  bets: Array<RouletteBet & { returned: string }>;
  /** Total return over total stake. */
  multiplier: { num: string; den: string };
};

export const colourOf = (pocket: number): RouletteOutcome['colour'] => (pocket === 0 ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black');

/** Whether a bet wins on a pocket. */
export function betWins(bet: Pick<RouletteBet, 'kind' | 'value'>, pocket: number): boolean {
  if (bet.kind === 'straight') return bet.value === pocket;
  if (pocket === 0) return false;
  switch (bet.kind) {
    case 'red':
      return RED_NUMBERS.has(pocket);
    case 'black':
      return !RED_NUMBERS.has(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.value;
    case 'column':
      return ((pocket - 1) % 3) + 1 === bet.value;
  }
}

/** True for a well-formed bet spot (the amount is checked by the caller). */
export function validSpot(kind: unknown, value: unknown): kind is RouletteBetKind {
  if (typeof kind !== 'string' || !(ROULETTE_BET_KINDS as readonly string[]).includes(kind)) return false;
  if (kind === 'straight') return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 36;
  if (kind === 'dozen' || kind === 'column') return value === 1 || value === 2 || value === 3;
  return value === undefined || value === null;
}

/** The spin from one float and the bets (amounts in minor units, positive, at least one bet). */
export function spinRoulette(u: number[], bets: RouletteBet[]): RouletteOutcome {
  if (bets.length === 0) throw new RangeError('no bets');
  const pocket = Math.floor(u[0]! * POCKETS);
  let staked = 0n;
  let returned = 0n;
  const settled = bets.map((bet) => {
    if (!validSpot(bet.kind, bet.value)) throw new RangeError('bad spot');
    const amount = BigInt(bet.amount);
    if (amount <= 0n) throw new RangeError('bad amount');
    staked += amount;
    const back = betWins(bet, pocket) ? amount * BigInt(ROULETTE_PAYOUTS[bet.kind] + 1) : 0n;
    returned += back;
    return { kind: bet.kind, ...(bet.value !== undefined && { value: bet.value }), amount: amount.toString(), returned: back.toString() };
  });
  return { engine: 'roulette', pocket, colour: colourOf(pocket), bets: settled, multiplier: { num: returned.toString(), den: staked.toString() } };
}
