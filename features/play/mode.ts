import type { PlayMode } from './protocol';

/** What the game area shows: the game in a mode, a sign-in prompt, or a prompt to deposit. */
export type PlayView = { kind: 'frame'; mode: PlayMode } | { kind: 'sign-in' } | { kind: 'deposit' };

export type PlayInput = {
  signedIn: boolean;
  demoAvailable: boolean;
  /** The mode the player picked on this page, if any. */
  requested: PlayMode | null;
  /** Game-item config `canAccessSlotWithZeroBalance`. */
  zeroBalanceAllowed: boolean;
  /** What the player can stake with: main plus bonus balance, in major units. */
  playable: number;
};

/**
 * Guests play demo when the game has one, else are asked to sign in. Players play for real unless
 * they chose demo; with an empty balance and zero-balance access off, real play becomes a prompt
 * to deposit (demo stays a choice).
 */
export function choosePlayView({ signedIn, demoAvailable, requested, zeroBalanceAllowed, playable }: PlayInput): PlayView {
  if (!signedIn) return demoAvailable ? { kind: 'frame', mode: 'demo' } : { kind: 'sign-in' };
  if (requested === 'demo' && demoAvailable) return { kind: 'frame', mode: 'demo' };
  if (!zeroBalanceAllowed && playable <= 0) return { kind: 'deposit' };
  return { kind: 'frame', mode: 'real' };
}
