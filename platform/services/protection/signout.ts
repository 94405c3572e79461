import type { Db } from '../../db/client';
import { readDepositLimit } from '../payments/deposit-limits';
import type { RoundEvent } from '../round-hooks';
import { sessions } from '../sessions';
import { clock } from './clock';
import { readLimit } from './limits';
import { activePack } from './packs';

/**
 * NL (`signout_at_limit`): the round, sports bet or deposit that brings a loss, wager or deposit
 * limit to 100 % ends every session of the player (sessions.destroyAllFor, which tells the socket
 * servers, so the player's sockets close) and its answer carries `signed_out`: which limit, its
 * amount and currency, and when its window ends (`expired_at`, as the limit refusals say).
 */
export type SignedOut = { reason: 'wager_limit' | 'loss_limit' | 'deposit_limit'; limit_amount: number; currency: string; expired_at: string | null };

/** The round event carrying a sign-out (published to the player after commit; the round answer copies it). */
export const SIGNED_OUT_EVENT = 'protection.signed_out';

/** The sign-out a round's events carry, if any. */
export const signedOutOf = (events: readonly RoundEvent[] | undefined): SignedOut | undefined =>
  events?.find((e) => e.event === SIGNED_OUT_EVENT)?.payload as SignedOut | undefined;

/** The wager or loss limit used up to 100 %, or null. */
async function playLimitReached(db: Db, userId: number, currency: string, now: Date): Promise<SignedOut | null> {
  for (const kind of ['wager', 'loss'] as const) {
    const limit = await readLimit(db, userId, kind, currency, now, now);
    if (limit.limit_amount !== null && limit.used >= limit.limit_amount) {
      return { reason: `${kind}_limit`, limit_amount: limit.limit_amount, currency: limit.currency, expired_at: limit.expired_at };
    }
  }
  return null;
}

/**
 * After a real-money round or sports bet, in its transaction (the stake counted): where the pack
 * signs out at 100 %, a wager or loss limit reached ends every session of the player. Answers the
 * sign-out, or null.
 */
export async function signOutAtPlayLimit(db: Db, userId: number, currency: string, now = clock.now()): Promise<SignedOut | null> {
  if (!activePack().signout_at_limit) return null;
  const reached = await playLimitReached(db, userId, currency, now);
  if (reached) await sessions.destroyAllFor(db, userId);
  return reached;
}

/**
 * After makedeposit: where the pack signs out at 100 %, a deposit that counts (credited, or
 * pending on its own: not one waiting on the player's payment window, which needs the session, nor
 * a failed one) and leaves nothing of the deposit limit ends every session of the player.
 */
export async function signOutAtDepositLimit(db: Db, userId: number, currency: string, status: string, now = clock.now()): Promise<SignedOut | null> {
  if (!activePack().signout_at_limit || !['success', 'pending', 'mobile'].includes(status)) return null;
  const limit = await readDepositLimit(db, userId, currency, now);
  if (limit.limit_amount === null || limit.available_amount === null || limit.available_amount > 0) return null;
  await sessions.destroyAllFor(db, userId);
  return { reason: 'deposit_limit', limit_amount: limit.limit_amount, currency: limit.currency, expired_at: limit.expired_at };
}
