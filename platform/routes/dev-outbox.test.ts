import { afterAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from '../test/harness';

const TOKEN = 'dev-token-for-the-test-0123456789';

describe('the development routes (/api/dev/outbox, /api/dev/sportsbook/settle) answer only to loopback outside production or to DEV_ROUTES_TOKEN', () => {
  const started: TestPlatform[] = [];
  afterAll(() => Promise.all(started.map((p) => p.close())));
  const start = async (env: Record<string, string>) => {
    const platform = await startPlatform('pglite', env);
    started.push(platform);
    return platform;
  };
  type Call = { remoteAddress?: string; headers?: Record<string, string> };
  const outbox = (p: TestPlatform, call: Call = {}) => p.app.inject({ url: '/api/dev/outbox?to=demo@example.com', ...call });
  const settle = (p: TestPlatform, call: Call = {}) => p.app.inject({ method: 'POST', url: '/api/dev/sportsbook/settle', payload: { event_id: 1, result: 'home' }, ...call });
  const hidden = (res: { statusCode: number; json(): { error: { type: string } } }) => {
    expect(res.statusCode).toBe(404);
    expect(res.json().error.type).toBe('MethodNotFoundException');
  };

  it('outside production: this machine yes, a remote or forwarded visitor no', async () => {
    const p = await start({});
    expect((await outbox(p)).json()).toEqual({ data: [] });
    hidden(await outbox(p, { remoteAddress: '203.0.113.7' }));
    hidden(await outbox(p, { headers: { 'x-forwarded-for': '203.0.113.7' } })); // a local reverse proxy relaying the public
    hidden(await settle(p, { remoteAddress: '203.0.113.7' }));
  });

  it('in production: absent without the token; with it, only requests that carry it, from anywhere', async () => {
    hidden(await outbox(await start({ NODE_ENV: 'production' })));
    const p = await start({ NODE_ENV: 'production', DEV_ROUTES_TOKEN: TOKEN });
    hidden(await outbox(p)); // loopback alone is not enough in production
    hidden(await outbox(p, { headers: { 'x-dev-token': `${TOKEN}x` } }));
    hidden(await outbox(p, { remoteAddress: '203.0.113.7', headers: { 'x-dev-token': 'nope' } }));
    hidden(await settle(p, { remoteAddress: '203.0.113.7' }));
    expect((await outbox(p, { remoteAddress: '203.0.113.7', headers: { 'x-dev-token': TOKEN } })).json()).toEqual({ data: [] });
    expect((await settle(p, { headers: { 'x-dev-token': TOKEN } })).statusCode).not.toBe(404);
  });

  it('refuses a token shorter than 16 characters at start-up', async () => {
    await expect(start({ DEV_ROUTES_TOKEN: 'short' })).rejects.toThrow();
  });
});
