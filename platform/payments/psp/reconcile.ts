import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentTransactions } from '../../db/schema';
import type { Bus } from '../../realtime/bus';
import { applyPspEvent, PSP_STATUSES, type PspStatus } from './apply';
import type { PspDef } from './registry';
import { signPayload } from './signature';
import type { RunOnce } from '../../jobs/lease';

/** A PSP's answer about one payment (its status endpoint). */
type StatusAnswer = { transaction_id: string; status: PspStatus | 'pending'; amount: number; currency: string; occurred_at: string };

/**
 * The reconciliation job: deposits of a PSP's methods still pending after `olderThanMs` (the PSP
 * never called back) are asked about at the PSP's status endpoint (GET {url}/api/payments/{id},
 * signed like a webhook over its path) and settled with what it says, through the same path as a
 * webhook (an event id of its own per status). Answers how many were settled.
 */
export async function reconcilePending(db: Db, psps: Iterable<PspDef>, opts: { olderThanMs: number; bus?: Bus; now?: Date }): Promise<number> {
  const now = opts.now ?? new Date();
  let settled = 0;
  for (const psp of psps) {
    const pending = await db
      .select({ id: paymentTransactions.id })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.status, 'pending'),
          eq(paymentTransactions.type, 'deposit'),
          inArray(paymentTransactions.method, psp.methods),
          lte(paymentTransactions.createdAt, new Date(now.getTime() - opts.olderThanMs)),
        ),
      );
    for (const { id } of pending) {
      const path = `/api/payments/${id}`;
      const answer = await fetch(new URL(path, psp.url), { headers: { 'x-signature': signPayload(psp.secret, path) }, signal: AbortSignal.timeout(5000) })
        .then((res) => (res.ok ? (res.json() as Promise<StatusAnswer>) : null))
        .catch(() => null);
      if (!answer || !(PSP_STATUSES as readonly string[]).includes(answer.status)) continue;
      const event = { event_id: `reconcile:${id}:${answer.status}`, transaction_id: String(id), status: answer.status as PspStatus, amount: answer.amount, currency: answer.currency, occurred_at: answer.occurred_at };
      if ((await applyPspEvent(db, psp.sysname, event, JSON.stringify(answer), opts.bus)) === 'applied') settled += 1;
    }
  }
  return settled;
}

/** Runs the reconciliation every `everyMs` (unref'd); answers the stop. */
export function startReconciler(db: Db, psps: PspDef[], opts: { everyMs: number; olderThanMs: number; bus?: Bus; once?: RunOnce; onError?: (err: unknown) => void }): () => void {
  if (psps.length === 0) return () => undefined;
  const reconcile = () => reconcilePending(db, psps, opts);
  // one process of the deployment at a time (the platform's job leases)
  const run = opts.once ? () => opts.once!('psp-reconcile', 3 * opts.everyMs, reconcile) : reconcile;
  const timer = setInterval(() => void run().catch((err: unknown) => opts.onError?.(err)), opts.everyMs).unref();
  return () => clearInterval(timer);
}
