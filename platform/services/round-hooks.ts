import type { SQL } from 'drizzle-orm';
import type { Write } from '../db/built';
import type { Db } from '../db/client';
import type { games } from '../db/schema';
import { bonusRoundHooks } from './bonuses/wagering';
import { outsideRoundPlayHooks, protectionRoundHooks } from './protection/enforcement';
import { rewardsRoundHooks } from './rewards/hooks';
import { setOutsideRoundPlayHooks } from './rewards/outside-round-hooks';
import { factsColumn, probe, probeAt, probed, probeValues, type ProbeAt } from './round-probe';
import { insufficientFunds, type WalletRow } from './wallet/ledger';

type GameRow = typeof games.$inferSelect;

/** A player's real-money round about to be drawn, inside its transaction with the wallet row locked. */
export type RoundContext = {
  tx: Db;
  userId: number;
  game: GameRow;
  currency: string;
  /** Minor units; a free spin's stake comes from its pack and debits nothing. */
  stake: bigint;
  isFreespin: boolean;
  /** The free-spin pack paying the stake (its terms say where the win goes). */
  freespinPack?: { id: number; winWagerMultiplier: number } | null;
  wallet: WalletRow;
};

/** What the probe facts depend on: the player, the game and the currency (not the stake). */
export type ProbeTarget = Pick<RoundContext, 'userId' | 'game' | 'currency'>;

/**
 * Where a stake comes from: `main` and `bonus` (minor units, adding up to the stake; both 0 for a
 * free spin). The win is split back in the same proportion; `winToBonus` sends all of it to the
 * bonus balance (a free-spin pack whose wins are wagered).
 */
export type Funding = { main: bigint; bonus: bigint; winToBonus?: boolean };

/** An event for the round's player, published after the round commits. */
export type RoundEvent = { event: string; payload: unknown };

/** The same round once its ledger entries are posted (still inside the transaction). */
export type SettledRound = RoundContext & { roundId: bigint; win: bigint; funding: Funding };

/**
 * What the domains around play hook into a real-money round. Each runs in the round's own
 * transaction, so anything that moves money or points commits (or rolls back) with the round.
 */
export type RoundHooks = {
  /**
   * Facts this domain needs to know before it reads anything (`exists (…)` SQL, named with the
   * domain's prefix): all domains' facts go out in one statement before `check`, and a hook skips
   * its reads where `mayApply(tx, name)` (round-probe) says the fact is false. The SQL refers to
   * the round through `at`'s placeholders (player, game, currency, time) and to anything else of
   * its own through placeholders `probeValues` fills: it is built once for every round.
   */
  probe?(at: ProbeAt): Array<[string, SQL]>;
  /** Values of the domain's own placeholders in its `probe` facts, for this round. */
  probeValues?(round: ProbeTarget): Record<string, unknown>;
  /**
   * Writes that do not depend on the outcome, as data-modifying CTEs (`name as (update …)`) that go
   * out with the round's ledger entries in one statement (`postWith`), built once (db/built.ts
   * `Write`: the SQL the same for every round, its values as placeholders). Only the single-step round
   * path asks for them; a hook that gave them must not write them again in `settled`.
   */
  writes?(round: RoundContext): Write[];
  /** Before the draw: refuse the round (a limit, a maximum bet while wagering) by throwing a PlatformError. */
  check?(round: RoundContext): Promise<void>;
  /** Before the draw: which balances pay the stake (the first hook answering decides; default all from main). */
  fund?(round: RoundContext): Promise<Funding | null>;
  /**
   * After the ledger posted the round: wagering progress, tournament and loyalty points, quests.
   * A hook that posts to the wallet answers the wallet as it left it; events go out after commit.
   */
  settled?(round: SettledRound): Promise<void | { wallet?: WalletRow; events?: RoundEvent[] }>;
  /**
   * True when `settled` will send no statement for this round (its probe facts say nothing of the
   * domain applies): then the round's ledger write is its transaction's last statement and takes
   * the COMMIT along (`postWith`'s `commit`). A hook with `settled` and no `quiet` is never quiet.
   */
  quiet?(round: RoundContext): boolean;
};

/** One entry per domain (protection, bonuses, rewards), in the order they run; domains add theirs with `addRoundHooks`. */
export const roundHooks: RoundHooks[] = [protectionRoundHooks, bonusRoundHooks, rewardsRoundHooks];

// the wheel of fortune's paid play is guarded like a round, through the same kind of seam
setOutsideRoundPlayHooks(outsideRoundPlayHooks);

/** Registers a domain's hooks once (a module imported twice adds them once). */
export function addRoundHooks(hooks: RoundHooks): void {
  if (roundHooks.includes(hooks)) return;
  roundHooks.push(hooks);
  factsOfHooks = null;
}

// every domain's facts, the same for every round: asked of the hooks once (again when a domain adds its hooks)
let factsOfHooks: Array<[string, SQL]> | null = null;
const allFacts = () => (factsOfHooks ??= roundHooks.flatMap((hooks) => hooks.probe?.(probeAt) ?? []));

/**
 * Every domain's probe facts as one json column, for a round that reads its state in one statement
 * anyway (then `checkRound` reads nothing more); its placeholders take `roundFactValues`.
 */
export function roundFacts(): SQL<Record<string, unknown>> {
  return factsColumn(allFacts());
}

/** The values of the facts' placeholders for this round. */
export function roundFactValues(round: ProbeTarget): Record<string, unknown> {
  const values = probeValues({ userId: round.userId, gameId: round.game.id, currency: round.currency });
  for (const hooks of roundHooks) if (hooks.probeValues) Object.assign(values, hooks.probeValues(round));
  return values;
}

/**
 * The round's probe (one statement for every domain's facts, unless the caller read them with
 * its own state: `factsRead`), then each domain's check.
 */
export async function checkRound(round: RoundContext, factsRead = false): Promise<void> {
  if (!factsRead || !probed(round.tx)) await probe(round.tx, allFacts(), roundFactValues(round));
  for (const hooks of roundHooks) await hooks.check?.(round);
}

/** Every domain's outcome-independent writes of the round, for `postWith`. */
export function roundWrites(round: RoundContext): Write[] {
  return roundHooks.flatMap((hooks) => hooks.writes?.(round) ?? []);
}

/** The stake's funding: the first hook's answer, else all from the main balance (insufficient funds when short). */
export async function fundRound(round: RoundContext): Promise<Funding> {
  for (const hooks of roundHooks) {
    const funding = await hooks.fund?.(round);
    if (funding) return funding;
  }
  if (round.isFreespin) return { main: 0n, bonus: 0n };
  if (round.wallet.balanceMain < round.stake) throw insufficientFunds();
  return { main: round.stake, bonus: 0n };
}

/** Whether no hook's `settled` will send a statement for this round (see RoundHooks.quiet). */
export function quietRound(round: RoundContext): boolean {
  return roundHooks.every((hooks) => !hooks.settled || (hooks.quiet?.(round) ?? false));
}

/** Runs the settled hooks in turn, each seeing the wallet the previous one left; answers the wallet and the events. */
export async function settleRound(round: SettledRound): Promise<{ wallet: WalletRow; events: RoundEvent[] }> {
  let wallet = round.wallet;
  const events: RoundEvent[] = [];
  for (const hooks of roundHooks) {
    const result = await hooks.settled?.({ ...round, wallet });
    if (result?.wallet) wallet = result.wallet;
    if (result?.events) events.push(...result.events);
  }
  return { wallet, events };
}
