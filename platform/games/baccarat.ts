import { cardOf, type Card } from './highlow';

/**
 * Baccarat (Punto Banco) from an infinite shoe: each card is one float of the round's stream
 * (uniform over 52 cards), dealt in order player, banker, player, banker, then the third cards
 * the fixed tableau asks for (the player's first). Card values: ace 1, two to nine face value,
 * ten and faces 0; a hand counts its total modulo 10. Bets: player pays 1:1, banker 0.95:1 (the
 * 5 % commission), tie 8:1; player and banker bets are returned on a tie.
 */

export const BACCARAT_FLOATS = 6;
export type BaccaratSide = 'player' | 'banker' | 'tie';
export const BACCARAT_SIDES: readonly BaccaratSide[] = ['player', 'banker', 'tie'];
/** What a bet returns per 100 of its amount when its side wins (stake included), and on a tie for player/banker. */
export const BACCARAT_RETURNS = { player: 200n, banker: 195n, tie: 900n, push: 100n } as const;

export type BaccaratBet = { kind: BaccaratSide; amount: string };
export type BaccaratOutcome = {
  engine: 'baccarat';
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
  bets: Array<BaccaratBet & { returned: string }>;
  multiplier: { num: string; den: string };
};

/** A card's baccarat value (rank 0 = two … 8 = ten, 9–11 faces, 12 ace). */
export const pointOf = (card: Card): number => (card.rank <= 7 ? card.rank + 2 : card.rank === 12 ? 1 : 0);
export const totalOf = (cards: Card[]): number => cards.reduce((sum, c) => sum + pointOf(c), 0) % 10;

/** Whether the banker draws a third card: `playerThird` is the value of the player's third card, or null when the player stood. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/** The coup from the round's floats (cards dealt in order), before any bet. */
export function coup(u: number[]): Pick<BaccaratOutcome, 'player' | 'banker' | 'playerTotal' | 'bankerTotal' | 'winner'> {
  let next = 0;
  const draw = () => cardOf(u[next++]!);
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = totalOf(player) >= 8 || totalOf(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (totalOf(player) <= 5) {
      const card = draw();
      player.push(card);
      playerThird = pointOf(card);
    }
    if (bankerDraws(totalOf(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = totalOf(player);
  const bankerTotal = totalOf(banker);
  const winner: BaccaratSide = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** The coup and what each bet returns (amounts in minor units, positive, at least one bet). */
export function playBaccarat(u: number[], bets: BaccaratBet[]): BaccaratOutcome {
  if (bets.length === 0) throw new RangeError('no bets');
  const hand = coup(u);
  let staked = 0n;
  let returned = 0n;
  const settled = bets.map((bet) => {
    if (!(BACCARAT_SIDES as readonly string[]).includes(bet.kind)) throw new RangeError('bad side');
    const amount = BigInt(bet.amount);
    if (amount <= 0n) throw new RangeError('bad amount');
    staked += amount;
    const per100 = bet.kind === hand.winner ? BACCARAT_RETURNS[bet.kind] : hand.winner === 'tie' ? BACCARAT_RETURNS.push : 0n;
    returned += amount * per100;
    return { kind: bet.kind, amount: amount.toString(), returned: ((amount * per100) / 100n).toString() };
  });
  return { engine: 'baccarat', ...hand, bets: settled, multiplier: { num: returned.toString(), den: (staked * 100n).toString() } };
}
