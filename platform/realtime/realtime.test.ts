import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { sessions as sessionsTable, users } from '../db/schema';
import { createLogger } from '../logger';
import { hashPassword } from '../services/passwords';
import { hashToken } from '../services/secrets';
import { SESSION_COOKIE } from '../services/sessions';
import { demoUid, describeEachDb, freshIp, signedIn, startPlatform, testEnv, type TestPlatform } from '../test/harness';
import { nextEvent, serve, socketTo, tokenFor } from '../test/serve';
import { attachSockets } from './sockets';

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

describeEachDb('sockets live as long as their session', (get) => {
  const sockets: Socket[] = [];
  let url: string;
  beforeAll(async () => {
    ({ url } = await serve(get()));
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });
  const open = async (token: string) => {
    const socket = await socketTo(url, { token });
    sockets.push(socket);
    return socket;
  };
  const post = (method: string, payload: Record<string, unknown>, cookie: string) =>
    get().app.inject({ method: 'POST', url: `/api/${method}`, payload, headers: { cookie, 'x-forwarded-for': freshIp() } });
  const token = async (cookie: string) => (await get().app.inject({ url: '/api/getToken', headers: { cookie } })).json().data.token as string;
  const uidOf = async (cookie: string) => (await get().app.inject({ url: '/api/getInfo', headers: { cookie } })).json().data.uid as number;
  const cookieOf = (res: { headers: Record<string, unknown> }) => `${SESSION_COOKIE}=${/sid=([^;]+)/.exec(String(res.headers['set-cookie']))![1]}`;
  /** Watches a connected socket: resolves with the reason when the server cuts it (within `ms`). */
  const cut = (socket: Socket, ms = 5000) =>
    new Promise<string>((resolve, reject) => {
      expect(socket.connected).toBe(true);
      const timer = setTimeout(() => reject(new Error(`socket still connected after ${ms} ms`)), ms);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
  /** Whether the socket hears a balance update published for `uid`. */
  const hears = async (socket: Socket, uid: number) => {
    const heard = nextEvent(socket, 'account.balance_updated', 1000).then(() => true, () => false);
    await get().bus.publish(uid, 'account.balance_updated', { balance_main: { amount: 1, currency: 'USD' } });
    return heard;
  };
  /** A player with a password and two sessions, S1 and S2. */
  async function player() {
    const [user] = await get()
      .database.db.insert(users)
      .values({ login: `rt-${randomBytes(4).toString('hex')}@example.com`, currency: 'USD', passwordHash: await hashPassword('Secret12') })
      .returning();
    return { uid: user!.uid, s1: await signedIn(get(), user!.uid), s2: await signedIn(get(), user!.uid) };
  }

  it('a password change on S1 cuts the sockets of S2 and refuses its unused tokens; the new session connects', async () => {
    const { uid, s1, s2 } = await player();
    const [tok1, tok2] = [await token(s2), await token(s2)];
    const underS2 = await open(tok1);
    const underS1 = await open(await token(s1));
    expect(await hears(underS2, uid)).toBe(true);

    const [s2Cut, s1Cut] = [cut(underS2), cut(underS1)];
    const changed = await post('changepassword', { old_password: 'Secret12', new_password: 'Secret34' }, s1);
    expect(changed.json(), changed.body).toMatchObject({ data: 1 });
    expect(await uidOf(s2)).toBe(0);
    // every session ended (this browser's too: it has a new one), and their sockets with them
    expect(await s2Cut).toBe('transport close'); // a client still signed in reconnects with a fresh token
    await s1Cut;
    await expect(socketTo(url, { token: tok2 })).rejects.toThrow('AuthorizationException');
    await expect(socketTo(url, { token: tok1 })).rejects.toThrow('AuthorizationException');

    const renewed = await open(await token(cookieOf(changed)));
    expect(await hears(renewed, uid)).toBe(true);
  });

  it("logging out of S2 cuts S2's sockets and refuses its tokens; S1's socket keeps hearing", async () => {
    const { uid, s1, s2 } = await player();
    const [tok1, tok2] = [await token(s2), await token(s2)];
    const underS2 = await open(tok1);
    const underS1 = await open(await token(s1));

    const s2Cut = cut(underS2);
    expect((await post('logout', {}, s2)).json()).toMatchObject({ data: 1 });
    await s2Cut;
    await expect(socketTo(url, { token: tok2 })).rejects.toThrow('AuthorizationException');
    expect(underS1.connected).toBe(true);
    expect(await hears(underS1, uid)).toBe(true);
    // a token names its session: one naming another (live) session is no token at all
    await expect(socketTo(url, { token: `${tok2.slice(0, tok2.lastIndexOf('.'))}.${hashToken(s1.split('=')[1]!)}` })).rejects.toThrow('AuthorizationException');
  });

  it('signing out the other sessions, or an exclusion, cuts their sockets', async () => {
    const { uid, s1, s2 } = await player();
    const underS2 = await open(await token(s2));
    const underS1 = await open(await token(s1));
    const spare = await token(s2);
    const s2Cut = cut(underS2);
    expect((await post('signOutOtherSessions', {}, s1)).json()).toMatchObject({ data: 1 });
    await s2Cut;
    await expect(socketTo(url, { token: spare })).rejects.toThrow('AuthorizationException');
    expect(await hears(underS1, uid)).toBe(true);

    const s1Cut = cut(underS1);
    expect((await post('protection/exclude', { kind: 'timeout', period: '24h', password: 'Secret12' }, s1)).json()).toMatchObject({ data: { kind: 'timeout' } });
    await s1Cut;
  });

  it('a session ended any other way (row deleted, expired, player banned) cuts its sockets at the next check', async () => {
    const { db } = get().database;
    const server = createServer();
    const sockets2 = attachSockets(server, { db, bus: get().bus, log: createLogger(testEnv()), channel: 'test', sessionCheckMs: 100 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const here = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const deleted = await player();
      const expired = await player();
      const banned = await player();
      const connect = async (cookie: string) => {
        const socket = await socketTo(here, { token: await token(cookie) });
        sockets.push(socket);
        return socket;
      };
      const [a, b, c, keeps] = [await connect(deleted.s2), await connect(expired.s2), await connect(banned.s2), await connect(deleted.s1)];
      const cuts = Promise.all([cut(a), cut(b), cut(c)]);
      await db.delete(sessionsTable).where(eq(sessionsTable.idHash, hashToken(deleted.s2.split('=')[1]!)));
      await db.update(sessionsTable).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessionsTable.idHash, hashToken(expired.s2.split('=')[1]!)));
      const bannedToken = await token(banned.s1);
      await db.update(users).set({ banned: true }).where(eq(users.uid, banned.uid));
      await cuts;
      await expect(socketTo(here, { token: bannedToken })).rejects.toThrow('AuthorizationException');
      expect(keeps.connected).toBe(true);
    } finally {
      await sockets2.close();
      server.close();
    }
  });
});
