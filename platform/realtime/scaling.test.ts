import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { createLogger } from '../logger';
import { createPlatform, type Platform } from '../server';
import { POSTGRES_URL, REDIS_URL, freshDatabase } from '../test/databases';
import { demoUid, signedIn, testEnv } from '../test/harness';
import { nextEvent, serve, socketTo, tokenFor } from '../test/serve';

const ready = Boolean(POSTGRES_URL && REDIS_URL);
if (!ready) {
  console.info('Two-instance test skipped: set DATABASE_URL and REDIS_URL (e.g. redis://127.0.0.1:6379) to run it.');
  describe.skip('two platform instances [skipped: DATABASE_URL and REDIS_URL not both set]', () => {
    it('delivers an event published on one instance to a socket held by the other', () => undefined);
  });
}

describe.runIf(ready)('two platform instances on one PostgreSQL and one Redis', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const instances: { platform: Platform; url: string }[] = [];
  let socket: Socket | undefined;
  const more: Socket[] = [];

  beforeAll(async () => {
    database = await freshDatabase(POSTGRES_URL!);
    const env = testEnv({ DATABASE_URL: database.url, REDIS_URL: REDIS_URL! });
    const busChannel = `test:${randomBytes(4).toString('hex')}`;
    // started together: the advisory lock makes them take turns at migrating and seeding
    const platforms = await Promise.all([0, 1].map(() => createPlatform({ env, logger: createLogger(env), busChannel })));
    for (const platform of platforms) instances.push({ platform, url: (await serve(platform)).url });
  });
  afterAll(async () => {
    socket?.close();
    for (const other of more) other.close();
    await Promise.all(instances.map(({ platform }) => platform.close()));
    await database?.drop();
  });

  it('delivers an event published on one instance to a socket held by the other, once', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const token = await tokenFor(a.platform); // issued by A, checked by B: tokens live in the shared database
    socket = await socketTo(b.url, { token });
    let deliveries = 0;
    const after = new Promise<void>((resolve) => socket!.on('account.balance_updated', (payload: { from: string }) => (payload.from === 'a' ? deliveries++ : resolve())));
    const received = nextEvent(socket, 'account.balance_updated', 5000);
    await a.platform.bus.publish(await demoUid(a.platform), 'account.balance_updated', { from: 'a' });
    expect(await received).toEqual({ from: 'a' });
    // an event published after it arrives after any second copy of it would (one bus, in order)
    await a.platform.bus.publish(await demoUid(a.platform), 'account.balance_updated', { from: 'a, after' });
    await after;
    expect(deliveries).toBe(1);
  });

  it('a session ended on one instance cuts its socket held by the other; a socket of another session stays', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const uid = await demoUid(a.platform);
    const [ending, staying] = [await signedIn(a.platform, uid), await signedIn(a.platform, uid)];
    const token = async (cookie: string) => (await a.platform.app.inject({ url: '/api/getToken', headers: { cookie } })).json().data.token as string;
    const doomed = await socketTo(b.url, { token: await token(ending) });
    const kept = await socketTo(b.url, { token: await token(staying) });
    more.push(doomed, kept);
    const spare = await token(ending);
    const gone = new Promise((resolve) => doomed.once('disconnect', resolve));
    expect((await a.platform.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: ending } })).json()).toMatchObject({ data: 1 });
    await gone;
    await expect(socketTo(b.url, { token: spare })).rejects.toThrow('AuthorizationException');
    const received = nextEvent(kept, 'account.balance_updated', 5000);
    await a.platform.bus.publish(uid, 'account.balance_updated', { from: 'a' });
    expect(await received).toEqual({ from: 'a' });
  });
});
