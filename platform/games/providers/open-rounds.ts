import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerRounds, providerTransactions } from '../../db/schema';
import type { Bus } from '../../realtime/bus';
import { post, publishBalances, withWallet, type Movement } from '../../services/wallet/ledger';
import { hasActiveBonus } from './locked';
import type { RunOnce } from '../../jobs/lease';

const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Closes the provider rounds still open `hours` after they began (docs/providers.md §1, rounds that
 * do not finish): a round with a win in it is closed as it stands; a round of bets alone is
 * settled in the player's favour, its stakes given back through the ledger (to the bonus balance
 * while its bonus is active), as a rollback would. Once per round, under the wallet lock.
 * Answers how many rounds it closed.
 */
export async function closeStaleRounds(db: Db, opts: { hours: number; now?: Date; bus?: Bus }): Promise<number> {
  const now = opts.now ?? new Date();
  const stale = await db
    .select({ id: providerRounds.id, userId: providerRounds.userId, currency: providerRounds.currency })
    .from(providerRounds)
    .where(and(eq(providerRounds.status, 'open'), lte(providerRounds.createdAt, new Date(now.getTime() - opts.hours * 3_600_000))));
  let closed = 0;
  for (const round of stale) {
    if (round.userId === null) continue;
    const done = await withWallet(db, round.userId, round.currency, async (tx, wallet) => {
      const [row] = await tx.select().from(providerRounds).where(eq(providerRounds.id, round.id)).for('update');
      if (!row || row.status !== 'open') return null;
      const calls = await tx.select().from(providerTransactions).where(and(eq(providerTransactions.roundRef, row.id), eq(providerTransactions.status, 'OK')));
      const won = calls.some((c) => c.action === 'win');
      const bets = won ? [] : calls.filter((c) => c.action === 'bet' && !c.rolledBack);
      const active = bets.some((b) => b.bonus > 0n) && (await hasActiveBonus(tx, wallet));
      const movements: Movement[] = bets.flatMap((bet) => {
        const key = `provider:${row.provider}:${bet.transactionId}:unfinished`;
        const reference = `${row.provider} round ${row.roundId} unfinished`;
        return [
          ...(bet.main > 0n ? [{ balance: 'main' as const, amount: bet.main, kind: 'rollback', reference, idempotencyKey: key }] : []),
          ...(active && bet.bonus > 0n ? [{ balance: 'bonus' as const, amount: bet.bonus, kind: 'rollback', reference, idempotencyKey: `${key}-bonus` }] : []),
        ];
      });
      const after = await post(tx, wallet, movements);
      for (const bet of bets) await tx.update(providerTransactions).set({ rolledBack: true }).where(eq(providerTransactions.id, bet.id));
      const refunded = bets.reduce((sum, b) => sum + b.amount, 0n);
      await tx
        .update(providerRounds)
        .set({ status: 'closed', closedAt: now, bet: row.bet - refunded, betMain: row.betMain - bets.reduce((s, b) => s + b.main, 0n), betBonus: row.betBonus - bets.reduce((s, b) => s + b.bonus, 0n) })
        .where(eq(providerRounds.id, row.id));
      return movements.length > 0 ? after : wallet;
    });
    if (!done) continue;
    closed += 1;
    if (opts.bus) await publishBalances(opts.bus, done.userId, done);
  }
  return closed;
}

/**
 * Closes unfinished rounds every 5 minutes (unref'd; `hours` 0 turns it off); answers the stop.
 * `once` (the platform's job leases) runs a sweep on one process of the deployment at a time.
 */
export function startOpenRoundSweeper(db: Db, opts: { hours: number; bus?: Bus; once?: RunOnce; onError?: (err: unknown) => void }): () => void {
  if (opts.hours <= 0) return () => undefined;
  const sweep = () => closeStaleRounds(db, opts);
  const run = opts.once ? () => opts.once!('provider-open-rounds', 3 * SWEEP_EVERY_MS, sweep) : sweep;
  const timer = setInterval(() => void run().catch((err: unknown) => opts.onError?.(err)), SWEEP_EVERY_MS).unref();
  return () => clearInterval(timer);
}
