import type { Db } from '../../db/client';
import type { SignedOut } from '../protection/signout';

/**
 * What player protection does around play outside the game rounds (the wheel of fortune: spins
 * bought with real money, and spinning any spin). Protection registers it at wiring time
 * (round-hooks.ts, beside its round hooks): protection reaches rewards through payments, so the
 * wheel importing protection would close a cycle.
 */
export type OutsideRoundPlayHooks = {
  /**
   * Refuses the play (a PlatformError) as a round is refused, less a game's pace and stake cap;
   * `stake` is the real money at stake (a purchase's price; 0n for a spin). Runs in the transaction
   * that debits the stake, wallet locked, before posting.
   */
  check(tx: Db, userId: number, currency: string, stake: bigint): Promise<void>;
  /** Once the stake is posted (same transaction): the sign-out at 100 % of a limit where the pack has it, or null. */
  after(tx: Db, userId: number, currency: string): Promise<SignedOut | null>;
};

let registered: OutsideRoundPlayHooks | null = null;

export function setOutsideRoundPlayHooks(hooks: OutsideRoundPlayHooks | null): void {
  registered = hooks;
}

/** The registered hooks; play is never let through unprotected, so none registered is a wiring error. */
export function outsideRoundPlay(): OutsideRoundPlayHooks {
  if (!registered) throw new Error('player protection has not registered its outside-round play hooks (round-hooks.ts)');
  return registered;
}
