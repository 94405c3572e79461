import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Env } from '@/lib/config';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import { applyReview, REJECT_TYPES, type RejectType } from '../services/verification';

/**
 * GET /api/dev/verification/review?uid=&answer=GREEN|RED&reject_type=RETRY|FINAL – the demo
 * provider's review (the links of the review request in the operator's outbox): a RED is a retry
 * (the player may send another document) unless reject_type=FINAL. Registered where the dev outbox is.
 */
export function registerDemoReview(app: FastifyInstance, opts: { db: Db }) {
  app.get('/api/dev/verification/review', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const query = (request.query ?? {}) as Record<string, unknown>;
    const uid = Number(query.uid);
    const answer = query.answer;
    if (!Number.isInteger(uid) || uid < 1) throw PlatformError.invalidParameters({ uid: ['required'] });
    if (answer !== 'GREEN' && answer !== 'RED') throw PlatformError.invalidParameters({ answer: ['wrongField'] });
    const rejectType = query.reject_type ?? 'RETRY';
    if (!(REJECT_TYPES as readonly unknown[]).includes(rejectType)) throw PlatformError.invalidParameters({ reject_type: ['wrongField'] });
    if (!(await applyReview(opts.db, uid, answer, { type: rejectType as RejectType }))) throw PlatformError.invalidParameters({ uid: ['not_found'] });
    return { data: 1 };
  });
}

/** Sumsub's X-Payload-Digest-Alg values and their HMAC hash (SHA-256 when the header is missing). */
const DIGEST_ALGORITHMS: Record<string, string> = { HMAC_SHA1_HEX: 'sha1', HMAC_SHA256_HEX: 'sha256', HMAC_SHA512_HEX: 'sha512' };

/**
 * POST /api/sumsub/webhook – Sumsub's applicantReviewed (the source of truth, not the browser's
 * messages). The digest (X-Payload-Digest, HMAC hex by X-Payload-Digest-Alg with the secret key)
 * is checked over the body's bytes as they came, so this route reads JSON as text and parses it
 * only once the signature holds.
 */
export function registerSumsubWebhook(app: FastifyInstance, opts: { db: Db; env: Env }) {
  void app.register(async (scope) => {
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post('/api/sumsub/webhook', async (request) => {
      const secret = opts.env.SUMSUB_SECRET_KEY;
      if (!secret) throw new PlatformError('AccessDeniedException');
      const body = typeof request.body === 'string' ? request.body : '';
      const algorithm = DIGEST_ALGORITHMS[String(request.headers['x-payload-digest-alg'] ?? 'HMAC_SHA256_HEX')];
      if (!algorithm) throw new PlatformError('AccessDeniedException');
      const given = Buffer.from(String(request.headers['x-payload-digest'] ?? '').toLowerCase());
      const expected = Buffer.from(createHmac(algorithm, secret).update(body).digest('hex'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new PlatformError('AccessDeniedException');
      // reviewResult: reviewAnswer GREEN | RED; a RED's reviewRejectType FINAL | RETRY, rejectLabels and
      // moderationComment (for the player); clientComment is for the operator only and is not kept.
      let event: {
        type?: string;
        externalUserId?: string;
        reviewResult?: { reviewAnswer?: string; reviewRejectType?: string; rejectLabels?: unknown; moderationComment?: unknown };
      };
      try {
        event = JSON.parse(body) as typeof event;
      } catch {
        throw PlatformError.invalidParameters({ body: ['wrongField'] });
      }
      const uid = Number(event?.externalUserId);
      if (event?.type === 'applicantReviewed' && Number.isInteger(uid) && uid > 0) {
        const result = event.reviewResult ?? {};
        const answer = result.reviewAnswer === 'GREEN' ? 'GREEN' : 'RED';
        const labels = Array.isArray(result.rejectLabels) ? result.rejectLabels.filter((label): label is string => typeof label === 'string').join(',') : undefined;
        await applyReview(opts.db, uid, answer, {
          type: result.reviewRejectType === 'FINAL' ? 'FINAL' : 'RETRY',
          labels,
          comment: typeof result.moderationComment === 'string' ? result.moderationComment : undefined,
        });
      }
      return { data: 1 };
    });
  });
}
