import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { cachesChanged, type Env } from '@/lib/config';
import { PlatformError } from '@/lib/errors';

/**
 * POST /api/cms/webhook – the CMS (CMS_URL) says its content changed: every process of the
 * deployment drops its copies of CMS content (and the pages kept with it) at once, instead of after
 * their minute (lib/config/cache-generations.ts, announced over Redis). It carries
 * `Authorization: Bearer {CMS_WEBHOOK_SECRET}` (a Strapi webhook's header); without the setting
 * the route answers AccessDenied. Any body is accepted and ignored: the whole scope goes.
 */
export function registerCmsWebhook(app: FastifyInstance, opts: { env: Pick<Env, 'CMS_WEBHOOK_SECRET'> }) {
  app.post('/api/cms/webhook', async (request, reply) => {
    const secret = opts.env.CMS_WEBHOOK_SECRET;
    const given = Buffer.from(String(request.headers.authorization ?? ''));
    const expected = Buffer.from(`Bearer ${secret ?? ''}`);
    if (!secret || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new PlatformError('AccessDeniedException');
    cachesChanged('content');
    return reply.code(204).send();
  });
}
