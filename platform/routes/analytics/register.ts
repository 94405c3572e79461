import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { defaultSetting, readSetting, writeSetting } from '../../services/settings';

const STANDIN = readFileSync(fileURLToPath(new URL('./standin.js', import.meta.url)), 'utf8');
const STANDIN_TOOLS = ['gtm', 'ga', 'ym', 'fb', 'seon'];

const generalInfoPatch = z.object({
  analytic: z.record(z.string(), z.string().max(200).nullable()).nullable().optional(),
  is_seon_enabled: z.boolean().optional(),
});

/**
 * Test surface (where the development routes are: outside production or with DEV_ROUTES_TOKEN):
 * GET /nfx/analytics/standin/{gtm|ga|ym|fb|seon}.js – a stand-in of the tool's script that does to
 * the page's global what the vendor's does, and records it in `window.__analyticsStandin`;
 * POST /api/dev/general-info (JSON) – sets `analytic` (null: back to none) and `is_seon_enabled`
 * of the operator's general info (behind the loopback-or-token guard).
 */
export function registerAnalyticsTestSurface(app: FastifyInstance, opts: { db: Db; guard: (request: FastifyRequest) => Promise<void> }) {
  app.get<{ Params: { file: string } }>('/nfx/analytics/standin/:file', async (request, reply) => {
    const tool = request.params.file.replace(/\.js$/, '');
    if (!STANDIN_TOOLS.includes(tool)) throw new PlatformError('MethodNotFoundException', { reason: 'unknown_tool' });
    return reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(STANDIN.replace('__TOOL__', tool));
  });

  app.post('/api/dev/general-info', { onRequest: opts.guard }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = generalInfoPatch.safeParse(request.body ?? {});
    if (!parsed.success) throw PlatformError.invalidParameters({ analytic: ['invalid'] });
    const current = await readSetting(opts.db, 'general_info');
    const { analytic, is_seon_enabled } = parsed.data;
    await writeSetting(opts.db, 'general_info', {
      ...current,
      ...(analytic !== undefined && { analytic: analytic ?? defaultSetting('general_info').analytic }),
      ...(is_seon_enabled !== undefined && { is_seon_enabled }),
    });
    return { data: 1 };
  });
}
