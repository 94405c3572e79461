// Payment service providers with a hosted page: their methods, their signed webhooks and the reconciliation of what they never reported (docs/providers.md §2).
import type { FastifyInstance } from 'fastify';
import type { Env } from '@/lib/config';
import type { Db } from '../../db/client';
import type { Bus } from '../../realtime/bus';
import { offerPaymentMethod } from '../../services/payments';
import { hostedCardMethod } from './method';
import { startReconciler } from './reconcile';
import { pspsOf } from './registry';
import { registerPspWebhooks } from './webhook';
import type { RunOnce } from '../../jobs/lease';

export { applyPspEvent, reversalKey, type PspEvent } from './apply';
export { reconcilePending } from './reconcile';
export { pspsOf, registerPsp, SIMPAY_DEMO_SECRET, type PspDef } from './registry';
export { payloadSigned, signLink, signPayload } from './signature';

/** How long a hosted payment may stay unreported before the reconciliation asks its PSP, and how often it looks. */
export const RECONCILE_AFTER_MS = 10 * 60_000;
const RECONCILE_EVERY_MS = 60_000;

/**
 * Wires the PSPs of `env`: `simpay_card` is offered while `simpay` is a PSP (and withdrawn
 * otherwise), the webhooks answer, and the reconciliation runs. Answers the reconciler's stop.
 */
export function registerPsps(app: FastifyInstance, opts: { db: Db; env: Env; bus?: Bus; once?: RunOnce; log?: (err: unknown) => void }): () => void {
  const psps = pspsOf(opts.env);
  const simpay = psps.get('simpay');
  const site = opts.env.SITE_URL ?? `http://localhost:${opts.env.PORT}`;
  offerPaymentMethod('simpay_card', simpay ? hostedCardMethod(simpay, 'simpay_card', 101, site) : null);
  registerPspWebhooks(app, { db: opts.db, bus: opts.bus, psps });
  return startReconciler(opts.db, [...psps.values()], { everyMs: RECONCILE_EVERY_MS, olderThanMs: RECONCILE_AFTER_MS, bus: opts.bus, once: opts.once, onError: opts.log });
}
