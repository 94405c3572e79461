import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../db/client';
import { gameHistoryExports, sportEvents, users } from '../db/schema';
import { startSportsbookSettler } from '../games/routes';
import { createLocalBus } from '../realtime/bus';
import { seedDemo } from '../seed';
import { produceExport } from '../services/history-exports';
import { POSTGRES_URL, freshDatabase } from '../test/databases';
import { createJobLeases } from './lease';

if (!POSTGRES_URL) console.info('Job lease test skipped: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it.');

const quiet = { warn: () => undefined };
const upcoming = async (database: Database) => Number((await database.db.select({ n: sql<number>`count(*)` }).from(sportEvents).where(sql`${sportEvents.startsAt} > now()`))[0]!.n);

/** Two processes' worth of pools and lease holders on one fresh PostgreSQL database. */
describe.runIf(Boolean(POSTGRES_URL))('jobs that must run once, with two processes on one PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let a: Database;
  let b: Database;

  beforeAll(async () => {
    fresh = await freshDatabase(POSTGRES_URL!);
    [a, b] = [createDb({ DATABASE_URL: fresh.url, DATA_DIR: '' }), createDb({ DATABASE_URL: fresh.url, DATA_DIR: '' })];
    await Promise.all([a.migrate(seedDemo), b.migrate(seedDemo)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await fresh?.drop();
  });

  it('a lease is held by one process, renewed by it, handed over when released or lapsed', async () => {
    const [one, two] = [createJobLeases(a.db), createJobLeases(b.db)];
    expect(await Promise.all([one.take('job', 60_000), two.take('job', 60_000)]).then((held) => held.filter(Boolean).length)).toBe(1);
    const [holder, other] = (await one.take('job', 60_000)) ? [one, two] : [two, one];
    expect(await holder.take('job', 60_000)).toBe(true); // renewed
    expect(await other.take('job', 60_000)).toBe(false);
    await holder.releaseAll();
    expect(await other.take('job', 100)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250)); // the holder died: its lease lapses
    expect(await holder.take('job', 60_000)).toBe(true);
  });

  it('tops up the demo sportsbook once when both processes find it empty at the same moment', async () => {
    await a.db.update(sportEvents).set({ startsAt: sql`now() - interval '1 day'` }); // every match kicked off: both see none upcoming
    expect(await upcoming(a)).toBe(0);
    const runs = [a, b].map((database) => {
      const leases = createJobLeases(database.db);
      return startSportsbookSettler({ db: database.db, bus: createLocalBus(), matchMs: 120_000, supply: true, log: quiet, once: leases.exclusive }, 3_600_000);
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    runs.forEach((stop) => stop());
    const rows = await a.db.select({ home: sportEvents.home, away: sportEvents.away, at: sportEvents.startsAt }).from(sportEvents).where(sql`${sportEvents.startsAt} > now()`);
    expect(rows.length).toBeGreaterThan(0);
    // two top-ups at one moment insert every fixture twice, at the same kick-off
    const keys = rows.map((r) => `${r.home}|${r.away}|${r.at.toISOString()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a history export resumed by both processes together is written (one writes, the other finds it taken)', async () => {
    const [player] = await a.db.select({ uid: users.uid }).from(users).limit(1);
    const [row] = await a.db.insert(gameHistoryExports).values({ userId: player!.uid, params: {} }).returning();
    await Promise.all([produceExport(a.db, row!.id), produceExport(b.db, row!.id)]);
    const [done] = await b.db.select().from(gameHistoryExports).where(sql`${gameHistoryExports.id} = ${row!.id}`);
    expect(done!.status).toBe('ready');
  });
});
