/**
 * The slot: 3 reels × 3 rows, 5 lines (three rows and two diagonals), stake split evenly over the
 * lines. Every cell is drawn independently with the symbol weights below, so a line shows three
 * of a kind of symbol s with probability (w_s / W)³ on every line. A line's base pay P_s (in line
 * stakes) is scaled by k = rtp / Σ (w_s / W)³ · P_s, so the expected return is exactly the game's
 * RTP before the win is rounded down to a minor unit.
 */

export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven', 'diamond'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];
export const WEIGHTS: Record<SlotSymbol, number> = { cherry: 8, lemon: 7, bell: 5, star: 4, seven: 3, diamond: 2 };
export const BASE_PAYS: Record<SlotSymbol, number> = { cherry: 5, lemon: 8, bell: 15, star: 30, seven: 60, diamond: 150 };
export const LINES: ReadonlyArray<ReadonlyArray<number>> = [
  [1, 1, 1], // middle row
  [0, 0, 0], // top row
  [2, 2, 2], // bottom row
  [0, 1, 2], // diagonal down
  [2, 1, 0], // diagonal up
];
export const SLOT_FLOATS = 9;

const TOTAL_WEIGHT = SYMBOLS.reduce((sum, s) => sum + WEIGHTS[s], 0);
/** Σ w_s³ · P_s: the base expected line pay is this / W³. */
const BASE_SUM = SYMBOLS.reduce((sum, s) => sum + BigInt(WEIGHTS[s]) ** 3n * BigInt(BASE_PAYS[s]), 0n);

export type SlotOutcome = {
  engine: 'slot';
  /** reels[r][row] */
  reels: SlotSymbol[][];
  /** Winning lines: index into LINES and the symbol. */
  wins: Array<{ line: number; symbol: SlotSymbol }>;
  /** Total pay as a fraction of the stake, numerator / denominator (exact). */
  multiplier: { num: string; den: string };
};

function symbolOf(u: number): SlotSymbol {
  let at = u * TOTAL_WEIGHT;
  for (const s of SYMBOLS) {
    at -= WEIGHTS[s];
    if (at < 0) return s;
  }
  return SYMBOLS[SYMBOLS.length - 1]!;
}

/** Line pay of a symbol at `rtp` (basis points), in line stakes: num / den. */
export function linePay(symbol: SlotSymbol, rtp: number): { num: bigint; den: bigint } {
  return { num: BigInt(BASE_PAYS[symbol]) * BigInt(rtp) * BigInt(TOTAL_WEIGHT) ** 3n, den: 10_000n * BASE_SUM };
}

/** The grid and pays from nine floats of the round's stream. */
export function spin(u: number[], rtp: number): SlotOutcome {
  const reels = [0, 1, 2].map((reel) => [0, 1, 2].map((row) => symbolOf(u[reel * 3 + row]!)));
  const wins: SlotOutcome['wins'] = [];
  LINES.forEach((rows, line) => {
    const [a, b, c] = rows.map((row, reel) => reels[reel]![row]!);
    if (a === b && b === c) wins.push({ line, symbol: a! });
  });
  // Σ line pays / lines, over the common denominator
  const den = 10_000n * BASE_SUM * BigInt(LINES.length);
  const num = wins.reduce((sum, w) => sum + linePay(w.symbol, rtp).num, 0n);
  return { engine: 'slot', reels, wins, multiplier: { num: num.toString(), den: den.toString() } };
}

/** Expected return of the slot per unit stake, exactly (for tests and the decisions note). */
export function slotRtp(rtp: number): number {
  const perLine = SYMBOLS.reduce((sum, s) => {
    const p = WEIGHTS[s] / TOTAL_WEIGHT;
    const pay = linePay(s, rtp);
    return sum + p ** 3 * (Number(pay.num) / Number(pay.den));
  }, 0);
  return perLine;
}
