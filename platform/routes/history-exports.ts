import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { parseCookies } from '../http/cookies';
import { exportCsv } from '../services/history-exports';
import { SESSION_COOKIE, sessions } from '../services/sessions';

/**
 * GET /games/history-exports/{id}.csv – a ready game-history export, to its owner only (session
 * cookie): 401 without a session, 404 when the export is someone else's, unknown or not ready.
 */
export function registerHistoryExports(app: FastifyInstance, opts: { db: Db }) {
  app.get<{ Params: { file: string } }>('/games/history-exports/:file', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const match = /^(\d{1,9})\.csv$/.exec(request.params.file);
    const user = await sessions.resolve(opts.db, parseCookies(request.headers.cookie)[SESSION_COOKIE]);
    if (!user) return reply.code(401).type('text/plain; charset=utf-8').send('Sign in to download your game history');
    const csv = match ? await exportCsv(opts.db, user.uid, Number(match[1])) : null;
    if (csv === null) return reply.code(404).type('text/plain; charset=utf-8').send('Export not found');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="game-history-${match![1]}.csv"`)
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });
}
