import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonuses, games, providerRounds, providerTransactions } from '../../db/schema';
import type { RoundEvent } from '../../services/round-hooks';
import { rowsOf, type WalletRow } from '../../services/wallet/ledger';
import type { ProviderSession } from './tokens';
import type { WalletAnswer, WalletStatus } from './wire';

// What the wallet's actions share under the player's wallet lock: the answer's form, the record of a transaction id, a refusal.

/** What an action leaves for after commit: the wallet it wrote and the round events for the player. */
export type Outcome = { answer: WalletAnswer; wallet?: WalletRow; events?: RoundEvent[]; round?: { id: bigint; bet: bigint; win: bigint } };

/** One call inside the wallet lock: the player's locked wallet, their provider session, the provider. */
export type Locked = { tx: Db; wallet: WalletRow; session: ProviderSession; provider: string; gameRow: typeof games.$inferSelect };

/** The playable balance: real money and the bonus money the bonus engine lets a stake spend (an active bonus's). */
export const playable = (wallet: WalletRow): number => Number(wallet.balanceMain + wallet.balanceBonus);

export const answerOf = (status: WalletStatus, wallet: WalletRow | null, currency: string, extra: Record<string, unknown> = {}): WalletAnswer => ({
  status,
  balance: wallet ? playable(wallet) : 0,
  currency: wallet?.currency ?? currency,
  ...extra,
});

/** Whether the player has an active casino bonus (its money may take the bonus share of a win or a refund). */
export async function hasActiveBonus(tx: Db, wallet: WalletRow): Promise<boolean> {
  const [row] = await tx
    .select({ id: bonuses.id })
    .from(bonuses)
    .where(and(eq(bonuses.userId, wallet.userId), eq(bonuses.currency, wallet.currency), eq(bonuses.kind, 'casino'), eq(bonuses.status, 'active')))
    .limit(1);
  return Boolean(row);
}

/** A fresh id from the built-in rounds' sequence: what the rewards hooks key a provider bet or win by (never a built-in round's id). */
export async function hookRoundId(tx: Db): Promise<bigint> {
  const [row] = rowsOf<{ id: string }>(await tx.execute(sql`select nextval('game_rounds_id_seq')::text as id`));
  return BigInt(row!.id);
}

type Recorded = { action: 'bet' | 'win' | 'rollback'; transactionId: string; fingerprint: string; status: WalletStatus; answer: WalletAnswer; userId: number; roundRef?: bigint | null; amount?: bigint; main?: bigint; bonus?: bigint; reference?: string | null };

/** Keeps a transaction id's first answer (in the call's transaction): a retry gets it again. */
export async function record(tx: Db, provider: string, r: Recorded): Promise<void> {
  await tx.insert(providerTransactions).values({
    provider,
    transactionId: r.transactionId,
    action: r.action,
    userId: r.userId,
    roundRef: r.roundRef ?? null,
    amount: r.amount ?? 0n,
    main: r.main ?? 0n,
    bonus: r.bonus ?? 0n,
    referenceTransactionId: r.reference ?? null,
    fingerprint: r.fingerprint,
    status: r.status,
    answer: r.answer,
  });
}

/** A refusal decided under the lock: recorded like any answer (a retry of the id gets it again), nothing moved. */
export async function refuse(locked: Locked, action: 'bet' | 'win' | 'rollback', transactionId: string, fingerprint: string, status: WalletStatus): Promise<Outcome> {
  const answer = answerOf(status, locked.wallet, locked.session.currency);
  await record(locked.tx, locked.provider, { action, transactionId, fingerprint, status, answer, userId: locked.wallet.userId });
  return { answer };
}

/**
 * What a bet and a win check first: the call's currency and game are the session's, then the
 * round is read under lock (undefined when it does not exist yet). Answers the refusal instead
 * when a check fails.
 */
export async function lockRound(
  locked: Locked,
  call: { currency: string; game: string; round_id: string },
  no: (status: WalletStatus) => Promise<Outcome>,
): Promise<{ round: typeof providerRounds.$inferSelect | undefined } | { refused: Promise<Outcome> }> {
  if (call.currency !== locked.session.currency) return { refused: no('CURRENCY_MISMATCH') };
  if (call.game !== locked.gameRow.sysname) return { refused: no('INVALID_REQUEST') };
  const [round] = await locked.tx
    .select()
    .from(providerRounds)
    .where(and(eq(providerRounds.provider, locked.provider), eq(providerRounds.roundId, call.round_id)))
    .for('update');
  return { round };
}
