// npm run bench:cluster — two server.ts processes behind nginx on PostgreSQL (DATABASE_URL) and Redis
// (REDIS_URL), as `npm run cluster` starts them, over a fresh database: BENCH_SOCKETS (2000) sockets
// and a mixed load (pages, API reads, deposits, game rounds; BENCH_CONCURRENCY at once) for
// BENCH_SECONDS (60), with `kill -9` of one process at BENCH_KILL_AT (half-way). Prints requests/s,
// p50/p99, the push latency p99 (a deposit's answer sent → its balance push on the player's socket),
// errors before and after the kill, the sockets' reconnection time p99, acknowledged operations lost
// (must be 0) and ledger drift (must be 0). Figures, never a pass or fail; exits 1 only on a loss or drift.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, like } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { createDb } from '@/platform/db/client';
import { gameRounds, games, paymentTransactions, users } from '@/platform/db/schema';
import { seedDemo } from '@/platform/seed';
import { SESSION_COOKIE, sessions } from '@/platform/services/sessions';
import { applyMovements, ledgerDrift } from '@/platform/services/wallets';
import { freshDatabase } from '@/platform/test/databases';
import { nginxConf } from '../../scripts/cluster/nginx-conf';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3360);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const KILL_AT = Number(process.env.BENCH_KILL_AT ?? SECONDS / 2);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PLAYERS = 100;

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL || spawnSync('nginx', ['-v']).status !== 0) {
  console.error('bench:cluster needs DATABASE_URL, REDIS_URL and nginx (apt-get install nginx-light).');
  process.exit(1);
}

const pct = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${Number.isNaN(value) ? '–' : Math.round(value)} ms`;
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));

spawnSync(process.execPath, [join(root, 'scripts/start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit' });
const fresh = await freshDatabase(DATABASE_URL);
const database = createDb({ DATABASE_URL: fresh.url, DATA_DIR: '' });
await database.migrate(seedDemo);
const db = database.db;
const stamp = randomBytes(3).toString('hex');
const [slot] = await db.select({ sysname: games.sysname }).from(games).where(and(eq(games.type, 'slot'), eq(games.isEnabled, true))).limit(1);
const players = await db
  .insert(users)
  .values(Array.from({ length: PLAYERS }, (_, i) => ({ login: `cluster${i}-${stamp}@example.com`, currency: 'USD' })))
  .returning({ uid: users.uid });
for (const p of players) await applyMovements(db, { userId: p.uid, currency: 'USD' }, [{ balance: 'main', amount: 10_000_000n, kind: 'adjustment', idempotencyKey: `cluster:${p.uid}` }]);
const cookies = await Promise.all(players.map(async (p) => `${SESSION_COOKIE}=${(await sessions.create(db, p.uid)).id}`));

// the processes and the balancer
const env = { ...process.env, DATABASE_URL: fresh.url, REDIS_URL, REDIS_PREFIX: `bench-${stamp}`, HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false' };
const processes: ChildProcess[] = [1, 2].map((i) => spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, PORT: String(PORT + i) } }));
const dir = join(tmpdir(), `bench-cluster-${stamp}`);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'nginx.conf'), nginxConf({ listen: `127.0.0.1:${PORT}`, upstreams: [`127.0.0.1:${PORT + 1}`, `127.0.0.1:${PORT + 2}`], prefix: dir }));
const nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
const base = `http://127.0.0.1:${PORT}`;
for (const port of [PORT + 1, PORT + 2]) while (!(await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false))) await sleep(500);
console.log(`> two processes and nginx up; connecting ${SOCKETS} sockets …`);

// sockets, BENCH_SOCKETS of them spread over the players
const tokenOf = async (cookie: string) => ((await (await fetch(`${base}/api/getToken`, { headers: { cookie } })).json()) as { data: { token: string } }).data.token;
const pushWaiters = new Map<number, Array<() => void>>();
const sockets: Socket[] = [];
const disconnectedAt = new Map<Socket, number>();
const reconnectMs: number[] = [];
for (let i = 0; i < SOCKETS; i += 1) {
  const n = i % PLAYERS;
  const socket = connect(base, { path: '/socket.io', transports: ['websocket'], auth: { token: await tokenOf(cookies[n]!) }, forceNew: true, reconnectionDelay: 200, reconnectionDelayMax: 2000 });
  socket.on('account.balance_updated', () => {
    for (const resolve of pushWaiters.get(n) ?? []) resolve();
    pushWaiters.delete(n);
  });
  socket.on('disconnect', () => disconnectedAt.set(socket, Date.now()));
  socket.on('connect', () => {
    const at = disconnectedAt.get(socket);
    if (at !== undefined) reconnectMs.push(Date.now() - at);
    disconnectedAt.delete(socket);
  });
  sockets.push(socket);
}
while (sockets.some((s) => !s.connected)) await sleep(100);
console.log(`> ${SOCKETS} sockets connected; ${SECONDS} s of load, kill -9 of process 1 at ${KILL_AT} s …`);

// the load
const latencies: number[] = [];
const pushLatencies: number[] = [];
const errors = { before: 0, after: 0 };
const acked = { rounds: [] as string[], deposits: [] as string[] };
let requests = 0;
let killedAt: number | null = null;
const started = Date.now();
const end = started + SECONDS * 1000;
const killTimer = setTimeout(() => {
  killedAt = Date.now();
  processes[0]!.kill('SIGKILL');
  console.log('> process 1 killed');
}, KILL_AT * 1000);

async function worker(w: number) {
  for (let i = 0; Date.now() < end; i += 1) {
    const n = (w * 7 + i) % PLAYERS;
    const cookie = cookies[n]!;
    const key = `${stamp}-${w}-${i}`;
    const op = i % 5;
    const sent = Date.now();
    try {
      let res: Response;
      if (op === 0) res = await fetch(`${base}/`, { headers: { cookie } });
      else if (op === 1) res = await fetch(`${base}/api/games/get?count=20`);
      else if (op === 2) {
        const pushed = new Promise<number>((resolve) => pushWaiters.set(n, [...(pushWaiters.get(n) ?? []), () => resolve(Date.now())]));
        res = await fetch(`${base}/api/makedeposit`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ method: 'demo_card', amount: '10', requisites: { card_number: '4111111111111111' }, idempotency_key: key }) });
        if (res.status === 200) {
          acked.deposits.push(key);
          void Promise.race([pushed, sleep(5000).then(() => null)]).then((at) => at !== null && pushLatencies.push(at - sent));
        }
      } else {
        res = await fetch(`${base}/games/api/${slot!.sysname}/round`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'real', bet: 1, idempotency_key: key }) });
        if (res.status === 200) acked.rounds.push(key);
      }
      await res.arrayBuffer();
      requests += 1;
      latencies.push(Date.now() - sent);
      if (res.status >= 500) errors[killedAt === null ? 'before' : 'after'] += 1;
    } catch {
      errors[killedAt === null ? 'before' : 'after'] += 1;
    }
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
clearTimeout(killTimer);
const elapsed = (Date.now() - started) / 1000;
await sleep(2000);
const stillDown = sockets.filter((s) => !s.connected).length;

// the books
const missing: string[] = [];
for (let i = 0; i < acked.rounds.length; i += 500) {
  const keys = acked.rounds.slice(i, i + 500);
  const found = new Set((await db.select({ key: gameRounds.idempotencyKey }).from(gameRounds).where(inArray(gameRounds.idempotencyKey, keys))).map((r) => r.key));
  missing.push(...keys.filter((k) => !found.has(k)));
}
for (const key of acked.deposits) {
  const [row] = await db.select({ id: paymentTransactions.id }).from(paymentTransactions).where(like(paymentTransactions.idempotencyKey, `%${key}`));
  if (!row) missing.push(key);
}
const drift = await ledgerDrift(db);

console.log(
  [
    `requests: ${requests} in ${elapsed.toFixed(1)} s (${Math.round(requests / elapsed)}/s), p50 ${ms(pct(latencies, 50))}, p99 ${ms(pct(latencies, 99))}`,
    `push latency (deposit sent → balance push): p50 ${ms(pct(pushLatencies, 50))}, p99 ${ms(pct(pushLatencies, 99))} over ${pushLatencies.length} deposits`,
    `errors seen by clients: ${errors.before} before the kill, ${errors.after} after`,
    `sockets: ${reconnectMs.length} reconnected after the kill, p99 ${ms(pct(reconnectMs, 99))}; ${stillDown} still down`,
    `acknowledged operations lost: ${missing.length} (of ${acked.rounds.length} rounds and ${acked.deposits.length} deposits)`,
    `ledger drift: ${drift.length === 0 ? 'none' : JSON.stringify(drift.slice(0, 3))}`,
  ].join('\n'),
);

for (const socket of sockets) socket.close();
processes[1]!.kill('SIGTERM');
nginx.kill('SIGQUIT');
await new Promise((resolve) => processes[1]!.once('exit', resolve));
await database.close();
await fresh.drop();
process.exit(missing.length > 0 || drift.length > 0 ? 1 : 0);
