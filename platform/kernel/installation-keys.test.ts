import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL, REDIS_URL, freshDatabase } from '../test/databases';
import { startInstance, type Instance } from '../test/processes';

const ready = Boolean(POSTGRES_URL && REDIS_URL);
if (!ready) console.info('Installation keys test skipped: set DATABASE_URL and REDIS_URL (e.g. redis://127.0.0.1:6379) to run it.');

describe.runIf(ready)('keys every process must agree on, with two processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const instances: Instance[] = [];
  const env = () => ({ DATABASE_URL: database.url, REDIS_URL: REDIS_URL!, PSEUDONYM_SECRET: '' });

  beforeAll(async () => {
    database = await freshDatabase(POSTGRES_URL!);
    instances.push(...(await Promise.all([startInstance(env()), startInstance(env())])));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  it('shows a player under the same stand-in name on both processes and after a restart, without PSEUDONYM_SECRET', async () => {
    const [a, b] = instances as [Instance, Instance];
    const names = await Promise.all([a.ask<string>({ do: 'displayName', uid: 42 }), b.ask<string>({ do: 'displayName', uid: 42 })]);
    expect(names[0]).toMatch(/^Player [0-9A-F]{6}$/);
    expect(names[1]).toBe(names[0]);
    await a.stop();
    const restarted = await startInstance(env());
    instances[0] = restarted;
    expect(await restarted.ask<string>({ do: 'displayName', uid: 42 })).toBe(names[0]);
  });
});
