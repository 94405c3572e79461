import { sql } from 'drizzle-orm';
import { env } from '@/lib/config';
import type { MethodName } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import { write } from '../../db/built';
import type { Db } from '../../db/client';
import { protectionExclusions, protectionLimits, protectionState } from '../../db/schema';
import { toMinor, toMoney } from '../money';
import { convert } from '../payments/deposit-limits';
import { CURRENCY_RATES } from '../payments/methods';
import type { OutsideRoundPlayHooks } from '../rewards/outside-round-hooks';
import type { RoundContext, RoundHooks } from '../round-hooks';
import { factOf, mayApply } from '../round-probe';
import type { UserRow } from '../sessions';
import { readBalances } from '../wallets';
import { clock } from './clock';
import { checkMayGamble } from './age';
import { activeExclusion, excludedError } from './exclusions';
import { checkStake } from './limits';
import { activePack, type RulePack } from './packs';
import { syncExclusionRegister, type RegisterConfig } from './register';
import { stateOf } from './session';
import { SIGNED_OUT_EVENT, signOutAtPlayLimit } from './signout';

/**
 * What an excluded player may still do: read (every GET), withdraw, cancel a withdrawal, sign in to
 * withdraw, make protection stricter, never looser: exclude again (a new exclusion only adds) and
 * tighten a limit (setLimit refuses a looser one or a removal while excluded, see limits.ts), and
 * whatever only takes access away or guards the account: sign out, end the other sessions, change
 * or restore the password (both end every other session), unsubscribe by an e-mail's link.
 * Contacting support (the contact form, the demo chat, FreshChat's stored events) and the identity
 * verification a withdrawal may need (asking for it, the Sumsub applicant and token, the demo
 * provider's document) stay open too: neither moves money nor opens play.
 * Two-factor changes stay refused: one method turns it on and off, and off guards nothing.
 */
const ALLOWED_WHILE_EXCLUDED = new Set<MethodName>([
  'makewithdrawal',
  'cancelwithdrawal',
  'login',
  'protection/exclude',
  'protection/setLimit',
  'setDepositLimit',
  'logout',
  'signOutOtherSessions',
  'changepassword',
  'restore',
  'unsubscribe',
  'support/sendFeedback',
  'support/demoChatSend',
  'FreshChat/storeChatEvent',
  'setUserOnVerification',
  'sumsub/createApplicant',
  'sumsub/getAccessToken',
  'verification/submitDocument',
]);

/** Every /api call of a signed-in player passes here: an excluded player's calls other than reading and withdrawing are refused. */
export async function guardMethod(db: Db, user: UserRow | null, method: MethodName, verb: 'GET' | 'POST'): Promise<void> {
  if (!user || verb === 'GET' || ALLOWED_WHILE_EXCLUDED.has(method)) return;
  const ex = await activeExclusion(db, user.uid);
  if (ex) throw excludedError(ex);
}

/**
 * Sign-in of any kind (password, social, Telegram, after registration): refused while excluded.
 * `purpose: 'withdrawal'` lets an excluded player with money in the main balance in to withdraw
 * it (every other call is refused by guardMethod). Where the pack requires the national register
 * (UK, NL), it is asked first (register.ts): a listed player is excluded like a self-exclusion,
 * and a register that cannot answer refuses the sign-in (ApplicationUnavailable).
 */
export async function assertMaySignIn(db: Db, user: Pick<UserRow, 'uid' | 'currency'>, purpose?: 'withdrawal', register: RegisterConfig = env()): Promise<'play' | 'withdrawal'> {
  await syncExclusionRegister(db, user.uid, register);
  const ex = await activeExclusion(db, user.uid);
  if (!ex) return 'play';
  const { balance_main } = await readBalances(db, user.uid, user.currency);
  const canWithdraw = balance_main.amount > 0;
  if (purpose === 'withdrawal' && canWithdraw) return 'withdrawal';
  throw excludedError(ex, { can_withdraw: canWithdraw });
}

/**
 * DE (`guest_demo` false): demo play needs an account. Whether a guest's demo launch, state, round
 * or hand is refused; the sportsbook's guest view is no play and stays open.
 */
export function guestDemoRefused(user: unknown, mode: 'real' | 'demo'): boolean {
  return !user && mode === 'demo' && !activePack().guest_demo;
}

/** The games API's check: AuthorizationException (sign in to play) with `reason: guest_demo`. */
export function assertGuestMayPlayDemo(user: unknown, mode: 'real' | 'demo'): void {
  if (guestDemoRefused(user, mode)) throw new PlatformError('AuthorizationException', { reason: 'guest_demo' });
}

/** What checkPlay reads of the player's state row. */
type PlayState = { realityPending: boolean; lastSpinAt: Date | null; sessionStartedAt: Date };

/** The state row as the round probe read it (locked), or undefined when there was no probe or no row. */
function probedState(tx: Db): PlayState | undefined {
  const row = factOf<{ pending: boolean; last_spin_ms: number | null; session_ms: number }>(tx, 'protection_state');
  if (!row) return undefined;
  return { realityPending: row.pending, lastSpinAt: row.last_spin_ms === null ? null : new Date(row.last_spin_ms), sessionStartedAt: new Date(row.session_ms) };
}

/**
 * What is staked on: a slot, another casino game (table, live, card, instant), the sportsbook, or
 * play outside the game rounds (the wheel of fortune), which no game's pace or stake cap governs.
 */
type PlayKind = 'slot' | 'casino' | 'sport' | 'outside';

/** A catalogue game's kind for the pack's rules: by its type (`slot`; `betting` is the sportsbook; the rest casino games). */
const playKindOf = (game: RoundContext['game']): PlayKind => (game.type === 'slot' ? 'slot' : game.type === 'betting' ? 'sport' : 'casino');

/**
 * DE (`max_slot_stake`, EUR): the highest slot stake in minor units of `currency`, at the
 * platform's rates rounded down; undefined without a cap, null for a currency without a rate (no
 * stake can be shown to be within the cap, so none is taken).
 */
export function maxSlotStake(pack: RulePack, currency: string): bigint | null | undefined {
  if (pack.max_slot_stake === null || pack.max_slot_stake === undefined) return undefined;
  const cap = toMinor(pack.max_slot_stake, 'EUR');
  if (currency === 'EUR') return cap;
  if (!CURRENCY_RATES[currency] || !CURRENCY_RATES.EUR) return null;
  return convert(cap, 'EUR', currency);
}

/** Any stake of real money (rounds, sports bets, the wheel): exclusion, the pack's age verification, reality check waiting, the pack's pace and stake, limits. */
async function checkPlay(tx: Db, userId: number, currency: string, stake: bigint, opts: { kind: PlayKind; isFreespin: boolean }): Promise<void> {
  const now = clock.now();
  const ex = mayApply(tx, 'protection_exclusion') ? await activeExclusion(tx, userId, now) : null;
  if (ex) throw excludedError(ex);
  // UK: an adult birth date (and, with verification on, a verified identity) before any real-money play
  await checkMayGamble(tx, userId, env(), now);
  const state: PlayState = probedState(tx) ?? (await stateOf(tx, userId, now, true));
  if (state.realityPending) throw new PlatformError('AccessDeniedException', { reason: 'reality_check' });
  const pack = activePack();
  // DE: 1 EUR at most per slot spin (a free spin stakes the pack's money, not the player's)
  const max = opts.kind === 'slot' && !opts.isFreespin ? maxSlotStake(pack, currency) : undefined;
  if (max !== undefined && (max === null || stake > max)) {
    throw new PlatformError('AccessDeniedException', { reason: 'max_stake', max_amount: max === null ? null : toMoney(max, currency).amount, currency });
  }
  // DE: 5 s per slot spin; UK: 5 s between game cycles of the other casino games (from the end of the last round of any game)
  const gap = opts.kind === 'slot' ? pack.min_spin_seconds : opts.kind === 'casino' ? (pack.min_cycle_seconds ?? 0) : 0;
  if (gap > 0 && state.lastSpinAt) {
    const wait = state.lastSpinAt.getTime() + gap * 1000 - now.getTime();
    if (wait > 0) throw new PlatformError('AccessDeniedException', { reason: 'spin_interval', wait_ms: wait });
  }
  if (mayApply(tx, 'protection_limits')) await checkStake(tx, userId, currency, opts.isFreespin ? 0n : stake, state.sessionStartedAt, now);
}

/** Sports bets call this inside their transaction, wallet locked. */
export async function checkBet(tx: Db, userId: number, currency: string, stake: bigint): Promise<void> {
  await checkPlay(tx, userId, currency, stake, { kind: 'sport', isFreespin: false });
}

/** Sports bets (and wheel purchases) call this once the stake is written (same transaction): NL signs the player out at 100 % of a wager or loss limit. */
export async function afterBet(tx: Db, userId: number, currency: string) {
  return signOutAtPlayLimit(tx, userId, currency);
}

/**
 * Play outside the game rounds (wheel/buySpin, wheel/spinWheel), registered with rewards at wiring
 * time (rewards/outside-round-hooks.ts): refused as a sports bet is, for a `stake` of the price
 * bought (0n for a spin: a bought one was counted at its purchase, a granted one stakes nothing);
 * afterwards NL signs the player out at 100 % of a wager or loss limit. The stake must reach the
 * ledger with a kind usage counts (usage.ts `WHEEL_LEDGER`).
 */
export const outsideRoundPlayHooks: OutsideRoundPlayHooks = {
  check: (tx, userId, currency, stake) => checkPlay(tx, userId, currency, stake, { kind: 'outside', isFreespin: false }),
  after: afterBet,
};

/** Whether the round's settled hook looks for a limit reached (the pack signs out at 100 % and the player may have a limit). */
const signsOutAfter = (round: RoundContext) => !!activePack().signout_at_limit && mayApply(round.tx, 'protection_limits');

/** The last spin and a reality check falling due, as one update (check() found or created the row and locked it). */
const spunUpdate = (userId: number, now: Date) =>
  sql`update ${protectionState} set last_spin_at = ${now.toISOString()}::timestamptz,
    reality_pending = reality_pending or coalesce(reality_due_at <= ${now.toISOString()}::timestamptz, false) where user_id = ${userId}`;

/** `spunUpdate` as the round's write (`writes`), built once: its values are placeholders. */
const spunWrite = () =>
  sql`protection_spin as (update ${protectionState} set last_spin_at = ${sql.placeholder('protection_spin_now')}::timestamptz,
    reality_pending = reality_pending or coalesce(reality_due_at <= ${sql.placeholder('protection_spin_now')}::timestamptz, false) where user_id = ${sql.placeholder('protection_spin_user_id')})`;

// transactions whose round wrote the spin with its ledger entries (writes), so settled leaves it
const spunWith = new WeakSet<Db>();

/** The round-hooks entry: refuse before the draw; after it, the last spin and a reality check falling due. */
export const protectionRoundHooks: RoundHooks = {
  probe({ userId }) {
    // protection's own clock (tests move it), not the round's time
    const now = sql.placeholder('protection_now');
    return [
      ['protection_exclusion', sql`exists (select 1 from ${protectionExclusions} where ${protectionExclusions.userId} = ${userId} and (${protectionExclusions.endsAt} is null or ${protectionExclusions.endsAt} > ${now}::timestamptz))`],
      ['protection_limits', sql`exists (select 1 from ${protectionLimits} where ${protectionLimits.userId} = ${userId} and ${protectionLimits.kind} in ('session', 'wager', 'loss'))`],
      // the state row, locked as stateOf(…, true) would (null when the player has none yet: check creates it)
      [
        'protection_state',
        sql`(select json_build_object('pending', s.reality_pending, 'last_spin_ms', (extract(epoch from s.last_spin_at) * 1000)::float8, 'session_ms', (extract(epoch from s.session_started_at) * 1000)::float8)
          from (select * from ${protectionState} where ${protectionState.userId} = ${userId} for update) s)`,
      ],
    ];
  },
  probeValues: () => ({ protection_now: clock.now().toISOString() }),
  async check(round) {
    await checkPlay(round.tx, round.userId, round.currency, round.stake, { kind: playKindOf(round.game), isFreespin: round.isFreespin });
  },
  writes(round) {
    spunWith.add(round.tx);
    return [write('protection_spin', spunWrite, { protection_spin_user_id: round.userId, protection_spin_now: clock.now().toISOString() })];
  },
  async settled(round) {
    if (!spunWith.has(round.tx)) await round.tx.execute(spunUpdate(round.userId, clock.now()));
    if (!signsOutAfter(round)) return;
    // NL: the round that brings a wager or loss limit to 100 % signs the player out (the round answer says so)
    const signedOut = await signOutAtPlayLimit(round.tx, round.userId, round.currency);
    return signedOut ? { events: [{ event: SIGNED_OUT_EVENT, payload: signedOut }] } : undefined;
  },
  quiet: (round) => spunWith.has(round.tx) && !signsOutAfter(round),
};
