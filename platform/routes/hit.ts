import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { parseCookies } from '../http/cookies';
import { recordHit } from '../services/hits';
import { SESSION_COOKIE, sessions } from '../services/sessions';

/** The smallest transparent GIF. */
export const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** GET /hit – image beacon: records referer and tracking keys, answers a 1×1 GIF. */
export function registerHit(app: FastifyInstance, opts: { db: Db }) {
  app.get('/hit', async (request, reply) => {
    try {
      const user = await sessions.resolve(opts.db, parseCookies(request.headers.cookie)[SESSION_COOKIE]);
      await recordHit(opts.db, {
        query: (request.query ?? {}) as Record<string, unknown>,
        referer: request.headers.referer,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        userId: user?.uid ?? null,
      });
    } catch (err) {
      request.log.warn({ err }, 'hit not recorded'); // a beacon never fails the page
    }
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });
}
