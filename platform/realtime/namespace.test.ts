import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createPlatform, type Platform } from '../server';
import { POSTGRES_URL, REDIS_URL, freshDatabase } from '../test/databases';
import { freshIp, testEnv } from '../test/harness';
import { serve } from '../test/serve';
import type { BusEvent } from './bus';
import { redisNamespace } from './namespace';

describe('redisNamespace', () => {
  it('names the database index of the URL and the prefix', () => {
    expect(redisNamespace('redis://127.0.0.1:6379/2', 'brand-a')).toBe('brand-a:db2:');
    expect(redisNamespace('redis://127.0.0.1:6379', undefined)).toBe('db0:');
    expect(redisNamespace('rediss://user:pw@cache.example:6380/11', undefined)).toBe('db11:');
    expect(redisNamespace(undefined, 'x')).toBe('x:db0:');
  });
});

const ready = Boolean(POSTGRES_URL && REDIS_URL);
if (!ready) console.info('Redis namespace test skipped: set DATABASE_URL and REDIS_URL (e.g. redis://127.0.0.1:6379) to run it.');

const withDb = (url: string, index: number) => {
  const u = new URL(url);
  u.pathname = `/${index}`;
  return u.toString();
};

describe.runIf(ready)('deployments sharing one Redis server', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const prefix = `ns-test-${randomBytes(4).toString('hex')}`;
  const other = `${prefix}-other`;
  const heard = new Map<string, BusEvent[]>();
  const servers: import('node:http').Server[] = [];
  let platforms: Record<'a1' | 'a2' | 'otherIndex' | 'otherPrefix', Platform>;

  beforeAll(async () => {
    database = await freshDatabase(POSTGRES_URL!);
    const start = async (name: string, redisUrl: string, redisPrefix: string) => {
      const env = testEnv({ DATABASE_URL: database.url, REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix });
      const platform = await createPlatform({ env, logger: createLogger(env) }); // no test channel: the deployment's own names
      heard.set(name, []);
      platform.bus.subscribe((event) => heard.get(name)!.push(event));
      return platform;
    };
    const [a1, a2, otherIndex, otherPrefix] = await Promise.all([
      start('a1', withDb(REDIS_URL!, 0), prefix),
      start('a2', withDb(REDIS_URL!, 0), prefix),
      start('otherIndex', withDb(REDIS_URL!, 3), prefix), // same prefix, another database index
      start('otherPrefix', withDb(REDIS_URL!, 0), other),
    ]);
    platforms = { a1: a1!, a2: a2!, otherIndex: otherIndex!, otherPrefix: otherPrefix! };
    servers.push((await serve(platforms.a1)).server);
  });
  afterAll(async () => {
    await Promise.all(Object.values(platforms ?? {}).map((platform) => platform.close()));
    for (const server of servers) server.close();
    await database?.drop();
  });

  it("hears its own deployment's events only", async () => {
    const marker = randomBytes(4).toString('hex');
    await platforms.a1.bus.publish(7, 'account.balance_updated', { marker });
    const deadline = Date.now() + 3000;
    while (!heard.get('a2')!.some((e) => (e.payload as { marker?: string }).marker === marker) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(heard.get('a2')!.map((e) => e.payload)).toContainEqual({ marker });
    await new Promise((r) => setTimeout(r, 200)); // the others had as long and longer
    expect(heard.get('otherIndex')).toEqual([]);
    expect(heard.get('otherPrefix')).toEqual([]);
  });

  it('keeps its rate-limit keys and socket.io adapter channels under its namespace', async () => {
    const redis = new Redis(withDb(REDIS_URL!, 0));
    try {
      await platforms.a1.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'nobody@example.com', password: 'Wrong1234' }, headers: { 'x-forwarded-for': freshIp() } });
      expect((await redis.keys(`${prefix}:db0:rl*`)).length).toBeGreaterThan(0);
      expect(await redis.keys('rl:*')).toEqual([]);
      const channels = (await redis.pubsub('CHANNELS', `${prefix}:*`)) as string[];
      expect(channels).toContain(`${prefix}:db0:events`);
      expect(channels).toContain(`${prefix}:db3:events`);
      expect(channels.some((c) => c.startsWith(`${prefix}:db0:socket.io-request#`))).toBe(true);
    } finally {
      redis.disconnect();
    }
  });
});
