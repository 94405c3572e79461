import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hits, userEvents } from '../db/schema';
import { createLogger } from '../logger';
import { createPlatform, type Platform } from '../server';
import { BEACONS_PER_MINUTE, clientKey } from '../services/rate-limits';
import { purgeOldBeacons } from '../services/retention';
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

// Issue 29, item 5: 40 addresses of one IPv6 /64 met no limit, nothing capped all addresses
// together, and nothing ever deleted old beacons.
describe('anonymous writes: IPv6 by /64, one ceiling for every address, a retention', () => {
  let platform: Platform;
  const CEILING = 300;
  beforeAll(async () => {
    const env = testEnv({ SEED_DEMO: 'false', ANONYMOUS_WRITES_PER_MINUTE: String(CEILING) });
    platform = await createPlatform({ env, logger: createLogger(env), database: await migratedPglite() });
  });
  afterAll(() => platform.close());
  const from = (ip: string, url: string) => platform.app.inject({ method: 'GET', url, remoteAddress: ip });
  const stored = async (prefix: string) => (await platform.database.db.select({ n: count() }).from(userEvents).where(like(userEvents.name, `${prefix}%`)))[0]!.n;

  it('counts an IPv6 address by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(clientKey('198.51.100.4')).toBe('198.51.100.4');
  });

  it('40 addresses of one /64 store BEACONS_PER_MINUTE together; another /64 is not affected', async () => {
    for (let i = 0; i < BEACONS_PER_MINUTE + 40; i += 1) await from(`2001:db8:1:2::${(i % 40) + 1}`, `/api/events/handle?event_name=v6-${i}`);
    expect(await stored('v6-')).toBe(BEACONS_PER_MINUTE);
    expect((await from('2001:db8:1:3::1', '/api/events/handle?event_name=other-64')).json()).toEqual({ data: 1 });
  });

  it('past ANONYMOUS_WRITES_PER_MINUTE from all addresses together, writes are shed with 429 before the database', async () => {
    const answers = [];
    for (let i = 0; i < CEILING; i += 1) answers.push(await from(`198.18.${Math.floor(i / 250)}.${i % 250}`, `/api/events/handle?event_name=many-${i}`));
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json().error.type).toBe('TooManyRequestsException');
    expect(await stored('many-')).toBe(answers.length - refused.length);
    // every row of the minute, from every address, within the ceiling (the /64 test's included)
    expect((await platform.database.db.select({ n: count() }).from(userEvents))[0]!.n).toBe(CEILING);
    const hitsBefore = (await platform.database.db.select({ n: count() }).from(hits))[0]!.n;
    expect((await from('198.18.9.9', '/hit?utm_source=late')).rawPayload.equals(PIXEL)).toBe(true); // the GIF still, no row
    expect((await platform.database.db.select({ n: count() }).from(hits))[0]!.n).toBe(hitsBefore);
  });

  it('deletes beacons and events older than the retention, and two runs at once are safe', async () => {
    const db = platform.database.db;
    const old = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000);
    await db.insert(hits).values(Array.from({ length: 30 }, (_, i) => ({ ip: `old-${i}`, createdAt: old })));
    await db.insert(userEvents).values(Array.from({ length: 30 }, (_, i) => ({ name: `old-${i}`, createdAt: old })));
    const recentHits = (await db.select({ n: count() }).from(hits).where(like(hits.ip, '%.%')))[0]!.n;
    const runs = await Promise.all([purgeOldBeacons(db, 90), purgeOldBeacons(db, 90)]);
    const total = { hits: 0, userEvents: 0 };
    for (const run of runs) if (run !== 'busy') Object.assign(total, { hits: total.hits + run.hits, userEvents: total.userEvents + run.userEvents });
    expect(total).toEqual({ hits: 30, userEvents: 30 });
    expect(await stored('old-')).toBe(0);
    expect((await db.select({ n: count() }).from(hits).where(like(hits.ip, 'old-%')))[0]!.n).toBe(0);
    expect((await db.select({ n: count() }).from(hits).where(like(hits.ip, '%.%')))[0]!.n).toBe(recentHits);
    expect(await stored('v6-')).toBe(BEACONS_PER_MINUTE); // this minute's rows stay
    expect(await purgeOldBeacons(db, 90)).toEqual({ hits: 0, userEvents: 0 });
  });
});
