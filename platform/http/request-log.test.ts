import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createPlatform, type Platform } from '../server';
import { testEnv } from '../test/harness';
import { migratedPglite } from '../test/template';

// Issue 29, item 7: every request was logged twice (Fastify's "incoming request" and "request
// completed"), refusals included. server.ts writes one line per request (lib/routing/access-log.ts),
// sampling repeated refusals; the platform writes none of its own.
describe('the platform writes no request lines of its own', () => {
  const lines: string[] = [];
  let platform: Platform;
  beforeAll(async () => {
    const env = testEnv({ SEED_DEMO: 'false', LOG_LEVEL: 'info' });
    const sink = new Writable({ write: (chunk, _encoding, done) => void (lines.push(...String(chunk).split('\n').filter(Boolean)), done()) });
    platform = await createPlatform({ env, logger: createLogger(env, 'test', sink), database: await migratedPglite() });
  });
  afterAll(() => platform.close());

  it('neither for an answer nor for a refusal', async () => {
    const before = lines.length;
    await platform.app.inject({ method: 'GET', url: '/healthz' });
    for (let i = 0; i < 20; i += 1) await platform.app.inject({ method: 'PUT', url: '/api/getInfo' }); // 405s
    await platform.app.inject({ method: 'GET', url: '/no-such-route' });
    const requestLines = lines.slice(before).filter((line) => /"reqId"/.test(line));
    expect(requestLines).toEqual([]);
  });
});
