import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { jobLeases } from '../db/schema';
import { createLogger } from '../logger';
import { createPlatform, type Platform } from '../server';
import { POSTGRES_URL, REDIS_URL, freshDatabase } from '../test/databases';
import { startPlatform, testEnv, type TestPlatform } from '../test/harness';
import { serve, socketTo, tokenFor } from '../test/serve';

describe('readiness of one process on PGlite', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform('pglite');
  });
  afterAll(() => platform?.close());

  it('is ready with its database and no Redis, and answers 503 draining once told to drain, its jobs\' leases given up', async () => {
    expect((await platform.database.db.select().from(jobLeases)).length).toBeGreaterThan(0); // the jobs run at start hold theirs
    const ready = await platform.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'off', migrations: 'ok', draining: false } });
    expect(ready.headers['cache-control']).toBe('no-store');
    platform.drain();
    const draining = await platform.app.inject({ url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 'draining' });
    expect((await platform.app.inject({ url: '/healthz' })).statusCode).toBe(200); // alive, only not taking new work
    for (let i = 0; i < 50 && (await platform.database.db.select().from(jobLeases)).length > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await platform.database.db.select().from(jobLeases)).toEqual([]); // another process takes the jobs at its next tick
  });
});

const ready = Boolean(POSTGRES_URL && REDIS_URL);
if (!ready) console.info('Drain test of two processes skipped: set DATABASE_URL and REDIS_URL (e.g. redis://127.0.0.1:6379) to run it.');

describe.runIf(ready)('draining one of two platforms on one PostgreSQL and one Redis', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const instances: { platform: Platform; url: string; server: Server }[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await freshDatabase(POSTGRES_URL!);
    const env = testEnv({ DATABASE_URL: database.url, REDIS_URL: REDIS_URL! });
    const busChannel = `test:${randomBytes(4).toString('hex')}`;
    const platforms = await Promise.all([0, 1].map(() => createPlatform({ env, logger: createLogger(env), busChannel })));
    for (const platform of platforms) instances.push({ platform, ...(await serve(platform)) });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await instances[1]?.platform.close(); // A was closed by the test
    for (const { server } of instances) server.close();
    await database?.drop();
  });

  it('the draining one turns unready at once while the other stays ready; its sockets are let go to reconnect, without waiting for its HTTP server', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    for (const { url } of instances) {
      const res = await fetch(`${url}/readyz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', migrations: 'ok', draining: false } });
    }
    const socket = await socketTo(a.url, { token: await tokenFor(a.platform) });
    sockets.push(socket);
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    a.platform.drain();
    expect((await fetch(`${a.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200);

    const started = Date.now();
    await a.platform.close(); // A's HTTP server (the test's) stays open: closing the platform must not wait for it
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await reason).toBe('transport close'); // a client reconnects by itself after this reason (not after 'io server disconnect')
    expect(a.server.listening).toBe(true);
  });
});
