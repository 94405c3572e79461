import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { freshIp, signedIn, startPlatform, type TestPlatform } from '../test/harness';

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

describe('/api/dev/cashback, /api/dev/registered and /api/dev/bonus-set give a player the state a journey needs', () => {
  let platform: TestPlatform;
  afterAll(() => platform?.close());
  const post = (url: string, payload: Record<string, unknown>) => platform.app.inject({ method: 'POST', url, payload });

  it('an active cashback of the amount, listed by cashbacks/get; a registration hours ago; the bonus player\'s promotions; an unknown e-mail or a wrong number is refused', async () => {
    platform = await startPlatform('pglite');
    const given = await post('/api/dev/cashback', { email: 'demo@example.com', amount: 40 });
    expect(given.statusCode).toBe(200);
    const cookie = await signedIn(platform);
    const list = (await platform.app.inject({ url: '/api/cashbacks/get?statuses[]=active', headers: { cookie } })).json().data;
    expect(JSON.stringify(list)).toContain(String(given.json().data.id));

    expect((await post('/api/dev/registered', { email: 'demo@example.com', hours: 3 })).json()).toEqual({ data: 1 });
    const regTime = Date.parse((await platform.app.inject({ url: '/api/getInfo', headers: { cookie } })).json().data.reg_time);
    expect(Date.now() - regTime).toBeGreaterThan(3 * 3_600_000 - 60_000);
    expect(Date.now() - regTime).toBeLessThan(3 * 3_600_000 + 60_000);

    // a new player gets bonus@example.com's promotions
    const registered = await platform.app.inject({ method: 'POST', url: '/api/register', payload: { email: 'set@example.com', password: 'Secret12', currency: 'USD', terms: '1' }, headers: { 'x-forwarded-for': freshIp() } });
    expect(registered.json().error).toBeUndefined();
    expect((await post('/api/dev/bonus-set', { email: 'set@example.com' })).json()).toEqual({ data: 1 });
    const [player] = await platform.database.db.select({ uid: users.uid }).from(users).where(eq(users.email, 'set@example.com'));
    const titles = (await platform.app.inject({ url: '/api/bonuses/get', headers: { cookie: await signedIn(platform, player!.uid) } })).json().data;
    expect(JSON.stringify(titles)).toContain('Loyalty gift');

    expect((await post('/api/dev/cashback', { email: 'nobody@example.com', amount: 40 })).json().error.error_data).toEqual({ email: ['not_found'] });
    expect((await post('/api/dev/cashback', { email: 'demo@example.com', amount: 0 })).json().error.error_data).toEqual({ amount: ['wrongField'] });
    expect((await post('/api/dev/registered', { email: 'demo@example.com', hours: 'x' })).json().error.error_data).toEqual({ hours: ['wrongField'] });
  });
});
