import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Bus } from '../../realtime/bus';
import { applyPspEvent, PSP_STATUSES, type PspEvent } from './apply';
import type { PspDef } from './registry';
import { payloadSigned } from './signature';

const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200 && !v.includes('\u0000');

/** The event's fields checked, or null. */
export function parseEvent(raw: string): PspEvent | null {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const { event_id, transaction_id, status, amount, currency, occurred_at } = body;
  if (!text(event_id) || !text(transaction_id) || !(PSP_STATUSES as readonly unknown[]).includes(status)) return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0 || typeof currency !== 'string' || !/^[A-Z]{3,5}$/.test(currency)) return null;
  if (!text(occurred_at) || Number.isNaN(Date.parse(occurred_at))) return null;
  return { event_id, transaction_id, status: status as PspEvent['status'], amount, currency, occurred_at };
}

/**
 * POST /psp/{psp}/webhook – a PSP tells the outcome of a hosted payment (docs/providers.md §2). The body
 * is read as text and its `X-Signature: t=…,v1=…` checked first: wrong or older than 5 minutes is
 * HTTP 400 and changes nothing. An event id seen before answers 200 and changes nothing; an amount
 * or currency not the payment's is refused (400), kept and never credited.
 */
export function registerPspWebhooks(app: FastifyInstance, opts: { db: Db; bus?: Bus; psps: Map<string, PspDef> }) {
  void app.register(async (scope) => {
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { psp: string } }>('/psp/:psp/webhook', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const psp = opts.psps.get(request.params.psp);
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!psp || !payloadSigned(psp.secret, raw, request.headers['x-signature'])) return reply.code(400).send({ error: 'invalid_signature' });
      const event = parseEvent(raw);
      if (!event) return reply.code(400).send({ error: 'invalid_request' });
      const outcome = await applyPspEvent(opts.db, psp.sysname, event, raw, opts.bus);
      if (outcome === 'refused') {
        request.log.warn({ psp: psp.sysname, event: event.event_id, transaction: event.transaction_id }, 'PSP event refused: amount or currency differs from the payment');
        return reply.code(400).send({ error: 'mismatch' });
      }
      return reply.code(200).send({ received: true, outcome });
    });
  });
}
