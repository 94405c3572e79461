/**
 * The game launch protocol: the site's iframe loads `/games/{sysname}/play?mode=&locale=` (same
 * origin) and the game posts `{ source: 'casino-game', type, … }` to its parent.
 */

export type PlayMode = 'real' | 'demo';
export type GameMoney = { amount: number; currency: string };

export type GameMessage =
  | { type: 'ready' }
  /** `bonus_balance`: in real play, the active bonus's money after the round (the stake may spend it too). */
  | { type: 'round'; round_id: string; mode: PlayMode; bet: GameMoney; win: GameMoney; balance: GameMoney; bonus_balance?: GameMoney }
  | { type: 'insufficient_funds' }
  | { type: 'auth_required' }
  /**
   * The platform refused a round for the player's protection (AccessDenied `reason`: reality_check, session_limit, wager_limit,
   * loss_limit, spin_interval, excluded, age_verification with the `step` missing and the `min_age`).
   */
  | { type: 'refused'; reason: string; step?: 'birth_date' | 'identity'; min_age?: number }
  /** The game document's content height in CSS px: the frame takes it (no scrolling inside the frame). */
  | { type: 'size'; height: number };

export const GAME_MESSAGE_SOURCE = 'casino-game';
/** The tallest frame a game may ask for (CSS px). */
export const MAX_FRAME_HEIGHT = 4000;

/** The game document for the iframe. */
export function playUrl(sysname: string, mode: PlayMode, locale: string): string {
  const query = new URLSearchParams({ mode, locale });
  return `/games/${encodeURIComponent(sysname)}/play?${query}`;
}


const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isMoney = (v: unknown): v is GameMoney => isRecord(v) && typeof v.amount === 'number' && Number.isFinite(v.amount) && typeof v.currency === 'string';
const isMode = (v: unknown): v is PlayMode => v === 'real' || v === 'demo';

/** The message's data when it is a well-formed game message, else null. */
export function readGameMessage(data: unknown): GameMessage | null {
  if (!isRecord(data) || data.source !== GAME_MESSAGE_SOURCE) return null;
  switch (data.type) {
    case 'ready':
    case 'insufficient_funds':
    case 'auth_required':
      return { type: data.type };
    case 'refused':
      if (typeof data.reason !== 'string' || !/^[a-z_]{1,32}$/.test(data.reason)) return null;
      return {
        type: 'refused',
        reason: data.reason,
        ...((data.step === 'birth_date' || data.step === 'identity') && { step: data.step }),
        ...(typeof data.min_age === 'number' && Number.isInteger(data.min_age) && data.min_age > 0 && data.min_age < 100 && { min_age: data.min_age }),
      };
    case 'size':
      return typeof data.height === 'number' && Number.isFinite(data.height) && data.height > 0 ? { type: 'size', height: Math.min(Math.round(data.height), MAX_FRAME_HEIGHT) } : null;
    case 'round': {
      const { round_id: roundId, mode, bet, win, balance, bonus_balance: bonus } = data;
      if ((typeof roundId !== 'string' && typeof roundId !== 'number') || !isMode(mode) || !isMoney(bet) || !isMoney(win) || !isMoney(balance)) return null;
      return { type: 'round', round_id: String(roundId), mode, bet, win, balance, ...(mode === 'real' && isMoney(bonus) && { bonus_balance: bonus }) };
    }
    default:
      return null;
  }
}

type Expected = { origin: string; frame: Window | null | undefined };

/** A game message only from our own game: the site's origin and the iframe's window. */
export function acceptGameMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, { origin, frame }: Expected): GameMessage | null {
  if (event.origin !== origin || !frame || event.source !== frame) return null;
  return readGameMessage(event.data);
}
