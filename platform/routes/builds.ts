import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PlatformError } from '@/lib/errors';

export type BuildInfo = { buildId: string; timestamp: number };

/** The running build from `.next/BUILD_ID` (null before the first `next build`). */
export async function readBuild(nextDir: string): Promise<BuildInfo | null> {
  try {
    const file = join(nextDir, 'BUILD_ID');
    const [buildId, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { buildId: buildId.trim(), timestamp: Math.floor(info.mtimeMs) };
  } catch {
    return null;
  }
}

/** /builds: what the new-version check polls. */
export function registerBuilds(app: FastifyInstance, opts: { nextDir: string }) {
  const current = async () => {
    const build = await readBuild(opts.nextDir);
    if (!build) throw new PlatformError('MethodNotFoundException', { reason: 'no_build' });
    return build;
  };

  // GET /builds/latest.json – { buildId, timestamp } of the running build
  app.get('/builds/latest.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return current();
  });

  // GET /builds/meta/{buildId}.json – the same, for the running build only
  app.get<{ Params: { file: string } }>('/builds/meta/:file', async (request, reply) => {
    const build = await current();
    if (request.params.file !== `${build.buildId}.json`) throw new PlatformError('MethodNotFoundException', { reason: 'unknown_build' });
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return build;
  });
}
