import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hits, userEvents } from '../db/schema';
import { createLogger } from '../logger';
import { createPlatform, type Platform } from '../server';
import { BEACONS_PER_MINUTE } from '../services/rate-limits';
import { testEnv } from '../test/harness';
import { migratedPglite } from '../test/template';
import { PIXEL } from './hit';

// Finding 6 of the hardening review: one anonymous client could store ~800 rows a second through
// GET /hit and events/handle. Each source now stores at most BEACONS_PER_MINUTE a minute, a repeat
// once, and nothing large.
describe('anonymous writes are bounded', () => {
  let platform: Platform;
  beforeAll(async () => {
    const env = testEnv({ SEED_DEMO: 'false' });
    platform = await createPlatform({ env, logger: createLogger(env), database: await migratedPglite() });
  });
  afterAll(() => platform.close());
  const from = (ip: string, url: string) => platform.app.inject({ method: 'GET', url, remoteAddress: ip });
  const rows = async (table: typeof hits | typeof userEvents, where = eq(table.id, table.id)) => (await platform.database.db.select({ n: count() }).from(table).where(where))[0]!.n;

  it('GET /hit: a repeat within a minute is stored once, and one IP stores at most BEACONS_PER_MINUTE, every answer still the GIF', async () => {
    for (let i = 0; i < 5; i += 1) expect((await from('10.0.0.1', '/hit?utm_source=same')).rawPayload.equals(PIXEL)).toBe(true);
    expect(await rows(hits, eq(hits.ip, '10.0.0.1'))).toBe(1);

    const flood = await Promise.all(Array.from({ length: BEACONS_PER_MINUTE + 30 }, (_, i) => from('10.0.0.2', `/hit?utm_source=s${i}`)));
    expect(flood.every((res) => res.statusCode === 200 && res.rawPayload.equals(PIXEL))).toBe(true);
    expect(await rows(hits, eq(hits.ip, '10.0.0.2'))).toBe(BEACONS_PER_MINUTE);
    // another visitor is not affected
    await from('10.0.0.3', '/hit?utm_source=other');
    expect(await rows(hits, eq(hits.ip, '10.0.0.3'))).toBe(1);
  });

  it('GET /hit clips what it stores: 20 keys of 256 characters at most', async () => {
    const query = Array.from({ length: 60 }, (_, i) => `k${i}=${'x'.repeat(2000)}`).join('&');
    await from('10.0.0.4', `/hit?${query}`);
    const [row] = await platform.database.db.select().from(hits).where(eq(hits.ip, '10.0.0.4'));
    expect(Object.keys(row!.query)).toHaveLength(20);
    expect(Object.values(row!.query).every((v) => v.length === 256)).toBe(true);
  });

  it('events/handle: repeats stored once, TooManyRequests past the limit, large params refused', async () => {
    for (let i = 0; i < 3; i += 1) expect((await from('10.0.1.1', '/api/events/handle?event_name=same')).json()).toEqual({ data: 1 });
    expect(await rows(userEvents, eq(userEvents.name, 'same'))).toBe(1);

    const answers = [];
    for (let i = 0; i < BEACONS_PER_MINUTE + 5; i += 1) answers.push((await from('10.0.1.2', `/api/events/handle?event_name=e${i}`)).json());
    expect(answers.slice(0, BEACONS_PER_MINUTE).every((a) => a.data === 1)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ error: { type: 'TooManyRequestsException', error_data: { retry_after: expect.any(Number) } } });

    const big = encodeURIComponent(JSON.stringify({ blob: 'x'.repeat(3000) }));
    const refused = await from('10.0.1.3', `/api/events/handle?event_name=big&event_params=${big}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({ type: 'InvalidParameterException', error_data: { event_params: ['too_large'] } });
  });
});
