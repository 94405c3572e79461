import type { FastifyInstance } from 'fastify';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../db/client';
import { readOutbox } from '../services/outbox';

/**
 * GET /api/dev/outbox?to={address} – the latest 20 outbox messages to an e-mail address or
 * phone, newest first: `{ data: [{ id, to, channel, template, code, subject, body, created, sent }] }`.
 * Registered outside production or with DEV_ROUTES_TOKEN (the e2e server) and answering only to
 * loopback or that token (platform/http/dev-access.ts), so tests and developers can pick codes up. The static path wins over the /api/* dispatcher.
 */
export function registerDevOutbox(app: FastifyInstance, opts: { db: Db }) {
  app.get('/api/dev/outbox', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const to = (request.query as Record<string, unknown> | undefined)?.to;
    if (typeof to !== 'string' || to.trim() === '' || to.length > 255) throw PlatformError.invalidParameters({ to: ['required'] });
    return { data: await readOutbox(opts.db, to) };
  });
}
