import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_PROVIDERS, supportSettings } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { deleteSetting, writeSetting } from '../../services/settings';

const read = (file: string) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
const DEMO_WIDGET = read('./demo-widget.js');
const STANDIN = read('./standin.js');

/** GET /nfx/chat/demo.js – the demo provider's widget script (the default chat: no third party, no keys). */
export function registerChatScripts(app: FastifyInstance) {
  app.get('/nfx/chat/demo.js', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(DEMO_WIDGET),
  );
}

/**
 * Test surface (registered where the development routes are: outside production or with
 * DEV_ROUTES_TOKEN; the settings route is behind the same loopback-or-token guard):
 * GET /nfx/chat/standin/{provider}.js – a stand-in of the provider's script that defines its
 * documented global and records every call in `window.__chatStandin`;
 * POST /api/dev/support/settings (JSON) – stores the operator's `support` setting (null: back to the CMS content).
 */
export function registerChatTestSurface(app: FastifyInstance, opts: { db: Db; guard: (request: FastifyRequest) => Promise<void> }) {
  app.get<{ Params: { file: string } }>('/nfx/chat/standin/:file', async (request, reply) => {
    const provider = request.params.file.replace(/\.js$/, '');
    if (!(CHAT_PROVIDERS as readonly string[]).includes(provider) || provider === 'demo') throw new PlatformError('MethodNotFoundException', { reason: 'unknown_provider' });
    return reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(STANDIN.replace('__PROVIDER__', provider));
  });

  app.post('/api/dev/support/settings', { onRequest: opts.guard }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.body === null || (request.body as { chat?: unknown } | undefined)?.chat === undefined) {
      await deleteSetting(opts.db, 'support');
      return { data: 1 };
    }
    const parsed = supportSettings.safeParse(request.body);
    if (!parsed.success) throw PlatformError.invalidParameters({ chat: ['invalid'] });
    await writeSetting(opts.db, 'support', parsed.data);
    return { data: 1 };
  });
}
