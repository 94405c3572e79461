import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { parseCookies } from '../http/cookies';
import { isPlatformError } from '@/lib/errors';
import { createRepeatFilter } from '../services/beacons';
import { recordHit } from '../services/hits';
import type { RateLimits } from '../services/rate-limits';
import { SESSION_COOKIE, sessions } from '../services/sessions';

/** The smallest transparent GIF. */
export const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * GET /hit – image beacon: records referer and tracking keys, answers a 1×1 GIF. Anonymous, so
 * bounded: BEACONS_PER_MINUTE per IP (shared with events/handle), a repeat of the same hit within
 * a minute stored once, the query clipped (readHit); what is not stored still gets its GIF.
 */
export function registerHit(app: FastifyInstance, opts: { db: Db; limits: RateLimits }) {
  const repeats = createRepeatFilter();
  app.get('/hit', async (request, reply) => {
    try {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const cookie = parseCookies(request.headers.cookie)[SESSION_COOKIE];
      if (repeats.fresh(request.ip, cookie, query, request.headers.referer)) {
        await opts.limits.hit('beacon', request.ip);
        const user = await sessions.resolve(opts.db, cookie);
        await recordHit(opts.db, { query, referer: request.headers.referer, ip: request.ip, userAgent: request.headers['user-agent'], userId: user?.uid ?? null });
      }
    } catch (err) {
      if (isPlatformError(err) && err.type === 'TooManyRequestsException') return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
      request.log.warn({ err }, 'hit not recorded'); // a beacon never fails the page
    }
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });
}
