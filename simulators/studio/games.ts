import { randomInt } from 'node:crypto';

/** The studio's reels: symbols and what three of a kind pay (× the bet); two cherries pay 1×. */
const SYMBOLS = ['🍒', '🍋', '🔔', '⭐', '💎', '7'] as const;
const WEIGHTS = [30, 25, 18, 13, 9, 5];
const THREE: Record<string, number> = { '🍒': 5, '🍋': 8, '🔔': 12, '⭐': 20, '💎': 40, '7': 100 };

function symbol(): string {
  let draw = randomInt(WEIGHTS.reduce((a, b) => a + b, 0));
  for (let i = 0; i < WEIGHTS.length; i += 1) {
    draw -= WEIGHTS[i]!;
    if (draw < 0) return SYMBOLS[i]!;
  }
  return SYMBOLS[0];
}

export type Outcome = { reels?: string[]; card?: { color: 'red' | 'black'; rank: number }; choice?: string };

/** A slot spin: three reels; what it pays in minor units for `bet`. */
export function spin(bet: number): { outcome: Outcome; win: number } {
  const reels = [symbol(), symbol(), symbol()];
  const [a, b, c] = reels;
  const multiple = a === b && b === c ? THREE[a!]! : reels.filter((s) => s === '🍒').length === 2 ? 1 : 0;
  return { outcome: { reels }, win: bet * multiple };
}

/** Red or Black: a card from a 52-card deck; the right colour pays 1.95× (rounded down to the minor unit). */
export function redOrBlack(bet: number, choice: unknown): { outcome: Outcome; win: number } | null {
  if (choice !== 'red' && choice !== 'black') return null;
  const n = randomInt(52);
  const card = { color: n % 2 === 0 ? ('red' as const) : ('black' as const), rank: (n % 13) + 1 };
  return { outcome: { card, choice }, win: card.color === choice ? Math.floor((bet * 195) / 100) : 0 };
}

/** Whether a sysname is the studio's table game (else a slot). */
export const isTable = (game: string): boolean => game === 'sim-red-or-black';
