import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL, REDIS_URL, freshDatabase } from '../test/databases';
import { startInstance, type Instance } from '../test/processes';

const ready = Boolean(POSTGRES_URL && REDIS_URL);
if (!ready) console.info('Cross-process cache invalidation test skipped: set DATABASE_URL and REDIS_URL (e.g. redis://127.0.0.1:6379) to run it.');

type Generations = { settings: number; catalogue: number; content: number };
const SECRET = 'cms-webhook-secret-for-tests';

/** Asks until `check` holds or `ms` pass; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe.runIf(ready)('two processes on one PostgreSQL and one Redis: caches', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await freshDatabase(POSTGRES_URL!);
    // the catalogue kept 30 s, as in production: only the announcement can make B drop it sooner
    const env = { DATABASE_URL: database.url, REDIS_URL: REDIS_URL!, REDIS_PREFIX: `inval-${randomBytes(4).toString('hex')}`, CATALOGUE_CACHE_SECONDS: '30', CMS_WEBHOOK_SECRET: SECRET };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('a game switched off on A is gone from B within 2 s (B kept the catalogue 30 s)', async () => {
    const listed = async () => ((await (await fetch(`${b.url}/api/games/get?count=100`)).json()) as { data: { items: { sysname: string }[] } }).data.items.map((g) => g.sysname);
    const before = await listed();
    const victim = before[0]!;
    expect(before).toContain(victim); // B now keeps this answer
    await a.ask({ do: 'disableGame', sysname: victim });
    await within(2000, async () => !(await listed()).includes(victim));
    const play = await fetch(`${b.url}/games/${victim}/play?mode=demo`);
    expect(play.status).toBe(404);
  });

  it("a settings write and a content change on A drop B's copies within 2 s", async () => {
    const start = await b.ask<Generations>({ do: 'generations' });
    await a.ask({ do: 'writeGeneralInfo', gtm: 'GTM-CLUSTER' });
    await within(2000, async () => (await b.ask<Generations>({ do: 'generations' })).settings > start.settings);
    await a.ask({ do: 'contentChanged' });
    await within(2000, async () => (await b.ask<Generations>({ do: 'generations' })).content > start.content);
    const info = (await (await fetch(`${b.url}/api/metadata/getgeneralinfo`)).json()) as { data: { analytic: { gtm: string | null } } };
    expect(info.data.analytic.gtm).toBe('GTM-CLUSTER');
  });

  it("the CMS's webhook on A drops B's content within 2 s; a call without the secret changes nothing", async () => {
    const start = await b.ask<Generations>({ do: 'generations' });
    const refused = await fetch(`${a.url}/api/cms/webhook`, { method: 'POST', headers: { authorization: 'Bearer wrong-secret-of-sixteen' } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const called = await fetch(`${a.url}/api/cms/webhook`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' }, body: '{"event":"entry.update"}' });
    expect(called.status).toBe(204);
    await within(2000, async () => (await b.ask<Generations>({ do: 'generations' })).content === start.content + 1);
  });
});
