import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../../platform/seed';
import { POSTGRES_URL, REDIS_URL, freshDatabase } from '../../platform/test/databases';
import { startInstance, type Instance } from '../../platform/test/processes';
import { nginxConf } from './nginx-conf';

describe('the load balancer configuration', () => {
  it('docs/deploy/nginx.conf is what the generator writes for two processes', () => {
    const file = readFileSync(new URL('../../docs/deploy/nginx.conf', import.meta.url), 'utf8');
    expect(file).toBe(nginxConf({ listen: '80', upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'] }));
  });
});

const nginx = spawnSync('nginx', ['-v']).status === 0;
const ready = Boolean(POSTGRES_URL && REDIS_URL && nginx);
if (!ready) console.info('Load balancer test skipped: it needs DATABASE_URL, REDIS_URL and nginx (apt-get install nginx-light).');

/** A free port in 3300–3399 (the range this machine's site processes use). */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 3300 + Math.floor(Math.random() * 100);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 3300–3399');
}

const until = async (ms: number, check: () => boolean | Promise<boolean>) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.runIf(ready)('two processes behind nginx on one PostgreSQL and one Redis', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let a: Instance;
  let b: Instance;
  let balancer: ChildProcess;
  let lb: string;
  let dir: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await freshDatabase(POSTGRES_URL!);
    const env = { DATABASE_URL: database.url, REDIS_URL: REDIS_URL!, REDIS_PREFIX: `lb-${randomBytes(4).toString('hex')}` };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
    dir = mkdtempSync(join(tmpdir(), 'casino-nginx-'));
    const port = await freePort();
    lb = `http://127.0.0.1:${port}`;
    writeFileSync(join(dir, 'nginx.conf'), nginxConf({ listen: `127.0.0.1:${port}`, upstreams: [a.url, b.url].map((url) => new URL(url).host), prefix: dir }));
    balancer = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
    await until(10_000, () => fetch(`${lb}/readyz`).then((res) => res.ok, () => false));
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    if (balancer?.exitCode === null) {
      const gone = new Promise((resolve) => balancer.once('exit', resolve));
      balancer.kill('SIGQUIT');
      await gone;
    }
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('spreads sockets over both processes without sticky sessions, delivers a push from either, and moves them to the survivor when one stops', async () => {
    const login = await fetch(`${lb}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: DEMO_LOGIN, password: DEMO_PASSWORD }) });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect((await login.json()) as object).toHaveProperty('data');
    const uid = ((await (await fetch(`${lb}/api/getInfo`, { headers: { cookie } })).json()) as { data: { uid: number } }).data.uid;
    expect(uid).toBeGreaterThan(0);

    for (let i = 0; i < 6; i += 1) {
      const token = ((await (await fetch(`${lb}/api/getToken`, { headers: { cookie } })).json()) as { data: { token: string } }).data.token;
      const socket = connect(lb, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true, reconnectionDelay: 100, reconnectionDelayMax: 500 });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    }
    const [onA, onB] = await Promise.all([a.ask<number>({ do: 'socketCount' }), b.ask<number>({ do: 'socketCount' })]);
    expect(onA + onB).toBe(6);
    expect(Math.min(onA, onB)).toBeGreaterThan(0);

    const heard = (marker: string) => Promise.all(sockets.map((socket) => new Promise<void>((resolve) => socket.on('account.balance_updated', (payload: { marker?: string }) => payload.marker === marker && resolve()))));
    const first = heard('from a');
    await a.ask({ do: 'publish', uid, event: 'account.balance_updated', payload: { marker: 'from a' } });
    await first;

    await a.stop(); // its sockets are let go and reconnect through nginx to B; pages and API calls go to B
    await until(5000, async () => sockets.every((socket) => socket.connected) && (await b.ask<number>({ do: 'socketCount' })) === 6);
    for (let i = 0; i < 6; i += 1) expect((await fetch(`${lb}/readyz`)).status).toBe(200);
    const second = heard('from b');
    await b.ask({ do: 'publish', uid, event: 'account.balance_updated', payload: { marker: 'from b' } });
    await second;
  });
});
