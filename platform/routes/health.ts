import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { Bus } from '../realtime/bus';

/** What /readyz asks of the process beside the database: its bus (Redis when set), and whether it is stopping. */
export type Readiness = { bus: Bus; redis: boolean; draining(): boolean };

/** Answers within `ms` or throws: a hung dependency makes the check fail, never hang. */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

/**
 * GET /healthz – liveness: 200 `{ status: 'ok' }` when the database answers, 503 otherwise.
 * GET /readyz – readiness, for the load balancer: 200 `{ status: 'ready', checks }` when the database
 * answers, Redis answers (when REDIS_URL is set), the migrations are applied (the platform serves
 * only after them) and the process is not draining; else 503 with the failing checks. A draining
 * process answers 503 at once, so the balancer stops sending it new requests.
 */
export function registerHealth(app: FastifyInstance, opts: { database: Database; readiness?: Readiness }) {
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

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const readiness = opts.readiness;
    if (readiness?.draining()) return reply.code(503).send({ status: 'draining', checks: { draining: true } });
    const check = (work: Promise<void>) =>
      within(2000, work).then(
        () => 'ok',
        (err: unknown) => {
          request.log.warn({ err }, 'readiness check failed');
          return 'failing';
        },
      );
    const [database, redis] = await Promise.all([check(opts.database.ping()), readiness?.redis ? check(readiness.bus.ping()) : Promise.resolve('off')]);
    const checks = { database, redis, migrations: 'ok', draining: false };
    const ready = database === 'ok' && redis !== 'failing';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
