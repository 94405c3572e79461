import { afterAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from '../test/harness';

describe('/api/dev/outbox exists only outside production or with OUTBOX_READABLE', () => {
  const started: TestPlatform[] = [];
  afterAll(() => Promise.all(started.map((p) => p.close())));
  const outbox = async (env: Record<string, string>) => {
    const platform = await startPlatform('pglite', env);
    started.push(platform);
    return platform.app.inject({ url: '/api/dev/outbox?to=demo@example.com' });
  };

  it('answers in test, hides in production, answers in production with OUTBOX_READABLE=true', async () => {
    expect((await outbox({})).json()).toEqual({ data: [] });
    const hidden = await outbox({ NODE_ENV: 'production' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.type).toBe('MethodNotFoundException');
    expect((await outbox({ NODE_ENV: 'production', OUTBOX_READABLE: 'true' })).statusCode).toBe(200);
  });
});
