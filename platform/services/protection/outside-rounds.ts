import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { clock } from './clock';
import { activeExclusion, excludedError } from './exclusions';
import { checkStake } from './limits';
import { stateOf } from './session';

/**
 * Play outside the game rounds (the wheel of fortune: spins bought with real money, and spinning
 * any spin, bought or granted by a quest or the shop) asks what a round asks (enforcement.ts): it
 * is refused while the player is excluded (time-out, self-exclusion, panic lock), while a reality
 * check waits for acknowledgement and once the session limit is reached, and a `stake` of real
 * money (a purchase's price; 0n for a spin, whose price was counted when it was bought, or a
 * granted one) that would pass the wager or loss limit is refused like a round's stake. Refusals
 * are the rounds' AccessDeniedException with `reason` (`excluded`, `reality_check`,
 * `session_limit`, `wager_limit`, `loss_limit`).
 *
 * Call inside the transaction that debits the stake, with the wallet locked (`withWallet`) and
 * before posting: each stake's usage read then sees every earlier committed one, so parallel
 * purchases take turns and never pass a limit together. The stake must go to the ledger with a
 * kind usage counts (usage.ts `WHEEL_LEDGER`).
 */
export async function checkPlayOutsideRounds(tx: Db, userId: number, currency: string, stake: bigint, now = clock.now()): Promise<void> {
  const exclusion = await activeExclusion(tx, userId, now);
  if (exclusion) throw excludedError(exclusion);
  // the state row locked, as a round locks it (the wallet first, then this row)
  const state = await stateOf(tx, userId, now, true);
  if (state.realityPending) throw new PlatformError('AccessDeniedException', { reason: 'reality_check' });
  await checkStake(tx, userId, currency, stake, state.sessionStartedAt, now);
}
