import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { createDb } from '../db/client';
import { createLogger } from '../logger';
import type { Bus } from '../realtime/bus';
import { createPlatform, type Platform } from '../server';
import { settlePayment } from '../services/payments/settle';
import { POSTGRES_URL, REDIS_URL, freshDatabase } from '../test/databases';
import { demoUid, signedIn, testEnv } from '../test/harness';
import { serve, socketTo } from '../test/serve';
import { eventsRecorded, recordEvent } from './events';

const ready = Boolean(POSTGRES_URL && REDIS_URL);
if (!ready) console.info('Event outbox test skipped: set DATABASE_URL and REDIS_URL (e.g. redis://127.0.0.1:6379) to run it.');

/** The bus of a process that died right after its commit: nothing it publishes arrives. */
const deadBus: Bus = {
  publish: async () => {
    throw new Error('the process is gone');
  },
  subscribe: () => () => undefined,
  ping: async () => undefined,
  close: async () => undefined,
};

describe.runIf(ready)('events written with their change and relayed by any live process (two platforms, one PostgreSQL, one Redis)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const instances: { platform: Platform; url: string }[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await freshDatabase(POSTGRES_URL!);
    // a pending deposit waits for us, not for its timer
    const env = testEnv({ DATABASE_URL: database.url, REDIS_URL: REDIS_URL!, DEMO_DEPOSIT_SETTLE_MS: '600000' });
    const busChannel = `test:${randomBytes(4).toString('hex')}`;
    const platforms = await Promise.all([0, 1].map(() => createPlatform({ env, logger: createLogger(env), busChannel })));
    for (const platform of platforms) instances.push({ platform, url: (await serve(platform)).url });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(instances.map(({ platform }) => platform.close()));
    await database?.drop();
  });

  async function socketOnB(cookie: string) {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const token = (await a.platform.app.inject({ url: '/api/getToken', headers: { cookie } })).json().data.token as string;
    const socket = await socketTo(b.url, { token });
    sockets.push(socket);
    const heard: { payload: unknown; id: string | undefined }[] = [];
    socket.on('account.balance_updated', (payload: unknown, meta?: { id?: string }) => heard.push({ payload, id: meta?.id }));
    return heard;
  }

  const until = async (ms: number, check: () => boolean) => {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('a deposit settled by a process that dies right after its commit still pushes the balance, once, with an id', async () => {
    const [a] = instances as [(typeof instances)[0]];
    const cookie = await signedIn(a.platform);
    const heard = await socketOnB(cookie);
    const started = await a.platform.app.inject({ method: 'POST', url: '/api/makedeposit', payload: { method: 'demo_bank', amount: '100' }, headers: { cookie } });
    const deposit = started.json().data as { status: string; transaction: string };
    expect(deposit.status).toBe('pending');

    const dying = createDb({ DATABASE_URL: database.url, DATA_DIR: '' });
    await settlePayment(dying.db, Number(deposit.transaction), 'success', { bus: deadBus });
    await dying.close(); // gone before it could tell anyone

    await until(2000, () => heard.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toHaveLength(1);
    expect(heard[0]!.id).toMatch(/^e\d+$/);
    expect(heard[0]!.payload).toHaveProperty('balance_fun');
  });

  it('an event of a transaction rolled back never goes out; the next committed one does', async () => {
    const [a] = instances as [(typeof instances)[0]];
    const uid = await demoUid(a.platform);
    const heard = await socketOnB(await signedIn(a.platform, uid));
    await a.platform.database.db
      .transaction(async (tx) => {
        await recordEvent(tx, uid, 'account.balance_updated', { marker: 'rolled back' });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await a.platform.database.db.transaction((tx) => recordEvent(tx, uid, 'account.balance_updated', { marker: 'committed' }));
    eventsRecorded();
    await until(2000, () => heard.some((h) => (h.payload as { marker?: string }).marker === 'committed'));
    expect(heard.map((h) => (h.payload as { marker?: string }).marker)).toEqual(['committed']);
  });
});
