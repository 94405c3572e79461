import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { users } from '../db/schema';
import { demoUid, startPlatform, type TestPlatform } from '../test/harness';
import { nextEvent, serve, socketTo, tokenFor } from '../test/serve';

describe('socket.io with the in-process bus', () => {
  let platform: TestPlatform;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    platform = await startPlatform('pglite');
    ({ url } = await serve(platform));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await platform.close();
  });
  const open = async (...args: Parameters<typeof socketTo>) => {
    const socket = await socketTo(...args);
    sockets.push(socket);
    return socket;
  };

  it('refuses a connection without a valid token', async () => {
    await expect(socketTo(url, {})).rejects.toThrow('AuthorizationException');
    await expect(socketTo(url, { token: 'forged' })).rejects.toThrow('AuthorizationException');
  });

  it("delivers a user's events to that user's sockets only, and broadcasts to everyone", async () => {
    const uid = await demoUid(platform);
    const [other] = await platform.database.db.insert(users).values({ login: 'rt-other@example.com' }).returning();
    const mine = await open(url, { token: await tokenFor(platform) });
    const theirs = await open(url, {}, { token: await tokenFor(platform, other!.uid) }); // token in the query works too

    const received = nextEvent(mine, 'account.balance_updated');
    let leaked = false;
    theirs.once('account.balance_updated', () => (leaked = true));
    await platform.bus.publish(uid, 'account.balance_updated', { balance_main: { amount: 5, currency: 'USD' } });
    expect(await received).toEqual({ balance_main: { amount: 5, currency: 'USD' } });

    const both = Promise.all([nextEvent(mine, 'campaign.offer.available'), nextEvent(theirs, 'campaign.offer.available')]);
    await platform.bus.publish(null, 'campaign.offer.available', { id: 1 });
    expect(await both).toEqual([{ id: 1 }, { id: 1 }]);
    expect(leaked).toBe(false);
  });
});
