// Player protection: limits with cooling-off, time-out and self-exclusion, reality checks and
// the jurisdiction rule packs, enforced on rounds, bets, deposits, sign-in and every API call.
import type { ProtectionStatus } from '@/lib/contract';
import type { Db } from '../../db/client';
import { readDepositLimit } from '../payments/deposit-limits';
import { paymentHistory } from '../payments/history';
import { clock } from './clock';
import { activeExclusion } from './exclusions';
import { readDepositAsLimit, readLimit } from './limits';
import { activePack } from './packs';
import { readRealityCheck, stateOf } from './session';

export { clock } from './clock';
export { activePack, coolingOffMs, minAge, RULE_PACKS, selectPack, type RulePack, type RulePackId } from './packs';
export { assertBirthDateOfAge, assertMayGamble } from './age';
export { activeExclusion, exclude, excludedContact, excludedError, periodEnd } from './exclusions';
export { checkStake, MAX_SESSION_MINUTES, readLimit, setLimit } from './limits';
export { acknowledgeReality, elapseSession, markLimitPromptDone, readRealityCheck, setRealityInterval, startPlaySession } from './session';
export { afterBet, assertGuestMayPlayDemo, assertMaySignIn, checkBet, guardMethod, guestDemoRefused, maxSlotStake, protectionRoundHooks } from './enforcement';
export { askExclusionRegister, assertNotOnRegisterAtRegistration, registerPerson, syncExclusionRegister, type RegisterConfig, type RegisterPerson } from './register';
export { SIGNED_OUT_EVENT, signedOutOf, signOutAtDepositLimit, signOutAtPlayLimit, type SignedOut } from './signout';

/** Whether the pack's limit prompt still waits: at registration, or before the first deposit. */
async function limitPromptWaits(db: Db, userId: number, done: boolean, now: Date): Promise<boolean> {
  const pack = activePack();
  if (done || !pack.limit_prompt) return false;
  if (pack.limit_prompt === 'first_deposit') {
    const history = await paymentHistory(db, userId, { offset: 0, count: 1, type: 'deposit' });
    if (history.count > 0) return false;
  }
  const deposit = await readDepositLimit(db, userId, 'USD', now);
  return deposit.limit_amount === null && deposit.pending === null;
}

/** Everything the responsible-gambling centre and the game page show. */
export async function protectionStatus(db: Db, user: { uid: number; currency: string }): Promise<ProtectionStatus> {
  const now = clock.now();
  const pack = activePack();
  const state = await stateOf(db, user.uid, now);
  const limits = [
    await readDepositAsLimit(db, user.uid, user.currency, now, pack),
    await readLimit(db, user.uid, 'loss', user.currency, state.sessionStartedAt, now, pack),
    await readLimit(db, user.uid, 'wager', user.currency, state.sessionStartedAt, now, pack),
    await readLimit(db, user.uid, 'session', user.currency, state.sessionStartedAt, now, pack),
  ];
  return {
    pack,
    limits,
    reality_check: await readRealityCheck(db, user.uid, user.currency, now),
    exclusion: await activeExclusion(db, user.uid, now),
    limit_prompt: await limitPromptWaits(db, user.uid, state.limitPromptDone, now),
  };
}
