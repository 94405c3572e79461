import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const dynamic = 'force-dynamic';

let source: Promise<string> | undefined;

/** The worker's source with this build's id stamped in (its caches are named after the build). */
function workerSource(): Promise<string> {
  source ??= Promise.all([
    readFile(join(process.cwd(), 'app/sw.js/service-worker.js'), 'utf8'),
    readFile(join(process.cwd(), '.next/BUILD_ID'), 'utf8').catch(() => 'development'),
  ]).then(([code, buildId]) => code.replace('__BUILD_ID__', buildId.trim()));
  source.catch(() => (source = undefined));
  return source;
}

/** GET /sw.js – the service worker, scope / (network-first pages with an offline page, cache-first build assets). */
export async function GET() {
  return new Response(await workerSource(), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'service-worker-allowed': '/',
    },
  });
}
