import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stampWorker } from './worker-source';

export const dynamic = 'force-dynamic';

let source: Promise<string> | undefined;

/** The worker's source with this build's id and the guarded segments stamped in (worker-source.ts). */
function workerSource(): Promise<string> {
  source ??= Promise.all([
    readFile(join(process.cwd(), 'app/sw.js/service-worker.js'), 'utf8'),
    readFile(join(process.cwd(), '.next/BUILD_ID'), 'utf8').catch(() => 'development'),
  ]).then(([code, buildId]) => stampWorker(code, buildId));
  source.catch(() => (source = undefined));
  return source;
}

/** GET /sw.js – the service worker, scope / (network-first pages with an offline page, only public pages kept; cache-first build assets). */
export async function GET() {
  return new Response(await workerSource(), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'service-worker-allowed': '/',
    },
  });
}
