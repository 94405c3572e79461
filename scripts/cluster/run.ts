// `npm run cluster`: CLUSTER_PROCESSES (2) server.ts processes behind nginx on this machine, on
// DATABASE_URL and REDIS_URL, as an operator runs them: nginx on PORT (3000), the processes on
// PORT+1…PORT+N. Says what is missing when PostgreSQL, Redis or nginx is not there. Ctrl-C (or
// SIGTERM) drains every process and stops nginx.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { nginxConf } from './nginx-conf';

const root = fileURLToPath(new URL('../..', import.meta.url));
const count = Number(process.env.CLUSTER_PROCESSES ?? 2);
const port = Number(process.env.PORT ?? 3000);
const say = (line: string) => console.log(`> ${line}`);

function fail(lines: string[]): never {
  for (const line of lines) console.error(`> ${line}`);
  process.exit(1);
}

async function missing(): Promise<string[]> {
  const problems: string[] = [];
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (!Number.isInteger(count) || count < 1 || count > 16) problems.push(`CLUSTER_PROCESSES must be 1–16 (is ${process.env.CLUSTER_PROCESSES}).`);
  if (!DATABASE_URL) problems.push('DATABASE_URL is not set: the processes share one PostgreSQL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/casino (create the database first: createdb casino).');
  else {
    const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (error) {
      problems.push(`PostgreSQL at DATABASE_URL does not answer (${(error as Error).message}). Start it (pg_ctlcluster <version> main start) or fix the URL.`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  if (!REDIS_URL) problems.push('REDIS_URL is not set: the processes share one Redis for pushes, rate limits and cache invalidation, e.g. REDIS_URL=redis://127.0.0.1:6379.');
  else {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3000 });
    let cause: Error | undefined;
    redis.on('error', (error: Error) => (cause = error));
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      problems.push(`Redis at REDIS_URL does not answer (${(cause ?? (error as Error)).message}). Start it (redis-server --daemonize yes) or fix the URL.`);
    } finally {
      redis.disconnect();
    }
  }
  if (spawnSync('nginx', ['-v']).status !== 0) problems.push('nginx is not installed: apt-get install nginx-light (or nginx).');
  return problems;
}

const problems = await missing();
if (problems.length > 0) fail(['npm run cluster cannot start:', ...problems]);

say('building the site when needed …');
const build = spawnSync(process.execPath, [join(root, 'scripts/start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) fail([`the build failed (${build.status ?? build.signal}).`]);

const children = new Map<ChildProcess, string>();
let stopping = false;
for (let i = 1; i <= count; i += 1) {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: String(port + i), HOST: '127.0.0.1' } });
  children.set(child, `process ${i} (port ${port + i}, pid ${child.pid})`);
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`> ${children.get(child)} exited (${code ?? signal}); the others go on`);
    children.delete(child);
  });
}

const dir = resolve(root, process.env.DATA_DIR ?? '.data', 'cluster');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'nginx.conf'), nginxConf({ listen: String(port), upstreams: Array.from({ length: count }, (_, i) => `127.0.0.1:${port + i + 1}`), prefix: dir }));
const nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
children.set(nginx, `nginx (port ${port}, pid ${nginx.pid}, ${join(dir, 'nginx.conf')})`);
nginx.once('exit', (code, signal) => {
  if (!stopping) console.error(`> nginx exited (${code ?? signal}): see ${join(dir, 'error.log')}`);
  children.delete(nginx);
});

/** Every process answers /readyz 200 (first starts migrate and seed in turns: the logs say so). */
for (let i = 1; i <= count; i += 1) {
  const url = `http://127.0.0.1:${port + i}/readyz`;
  for (;;) {
    if (stopping) break;
    if (await fetch(url).then((res) => res.ok, () => false)) break;
    await new Promise((done) => setTimeout(done, 500));
  }
}
if (!stopping) say(`cluster ready on http://localhost:${port}: ${count} processes (ports ${port + 1}–${port + count}) behind nginx; Ctrl-C drains and stops them`);

function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  say(`${signal}: draining every process, then stopping nginx …`);
  for (const child of children.keys()) if (child !== nginx) child.kill('SIGTERM');
  const wait = setInterval(() => {
    if ([...children.keys()].some((child) => child !== nginx)) return;
    nginx.kill('SIGQUIT');
    clearInterval(wait);
  }, 200);
  setTimeout(() => process.exit(0), 20_000).unref();
  nginx.once('exit', () => process.exit(0));
}
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
