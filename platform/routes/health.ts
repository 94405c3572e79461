import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** GET /healthz – 200 `{ status: 'ok' }` when the database answers, 503 otherwise. */
export function registerHealth(app: FastifyInstance, opts: { database: Database }) {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await opts.database.ping();
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
