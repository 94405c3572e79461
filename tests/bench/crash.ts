// npx tsx tests/bench/crash.ts — crash test of the embedded database (PostgreSQL when DATABASE_URL
// is set): starts the platform as its own process on a real HTTP port (CRASH_PORT, default 3220)
// over a fresh data directory, drives game rounds, deposits, withdrawals and their cancellation,
// wheel-spin purchases and wheel spins (whose prizes go to the money or bonus balances) at it from
// 20 players at once, kills it with SIGKILL in the middle (CRASH_ROUNDS times), restarts it on the
// same data and reconciles: every operation the server acknowledged (HTTP 200) is in the database
// (a cancelled withdrawal cancelled and refunded), and every wallet's ledger adds up to its
// balance. Prints the counts; exits 1 on any loss or drift.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { readEnv } from '@/lib/config';
import { gameProviders, gameRounds, games, ledgerEntries, paymentTransactions, users, wheelCampaigns, wheelSpins } from '@/platform/db/schema';
import { seedRewards } from '@/platform/seed/rewards';
import { createLogger } from '@/platform/logger';
import { createPlatform } from '@/platform/server';
import { SESSION_COOKIE, sessions } from '@/platform/services/sessions';
import { applyMovements, ledgerDrift } from '@/platform/services/wallets';

const PORT = Number(process.env.CRASH_PORT ?? 3220);
const PLAYERS = 20;
const CRASHES = Number(process.env.CRASH_ROUNDS ?? 3);
const LOAD_MS = Number(process.env.CRASH_LOAD_MS ?? 5_000);
type Setup = { cookies: string[]; uids: number[]; sysname: string; wheel: number | null };
type Acked = { rounds: string[]; deposits: string[]; withdrawals: string[]; cancelled: number[]; spinsBought: Record<number, number>; spins: string[] };
const OPS = ['round', 'deposit', 'withdrawal', 'round', 'buySpin', 'spin'] as const;

function envFor(dir: string) {
  return readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir, SEED_DEMO: 'false', ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }) });
}

/** Child: the platform on PORT; with `setup` it first creates the players, their money and a game. */
async function serve(dir: string, setupFile: string | undefined) {
  const env = envFor(dir);
  const platform = await createPlatform({ env, logger: createLogger(env) });
  if (setupFile) {
    const db = platform.database.db;
    const stamp = randomBytes(3).toString('hex');
    const [provider] = await db.insert(gameProviders).values({ sysname: `crash-${stamp}`, name: 'Crash' }).returning();
    const [game] = await db.insert(games).values({ sysname: `crash-slot-${stamp}`, name: 'Crash slot', providerId: provider!.id, type: 'slot', tags: [] }).returning();
    const players = await db
      .insert(users)
      .values(Array.from({ length: PLAYERS }, (_, i) => ({ login: `crash${i}-${stamp}@example.com`, currency: 'USD' })))
      .returning({ uid: users.uid });
    for (const p of players) await applyMovements(db, { userId: p.uid, currency: 'USD' }, [{ balance: 'main', amount: 10_000_000n, kind: 'adjustment', idempotencyKey: `crash:${p.uid}` }]);
    const cookies = await Promise.all(players.map(async (p) => `${SESSION_COOKIE}=${(await sessions.create(db, p.uid)).id}`));
    // the rewards seed: the Lucky Wheel (spins at 1 USD, prizes in money, bonus money and free spins
    // of the demo catalogue's sun-temple-riches, which this bare database gets as a plain slot)
    await db.insert(games).values({ sysname: 'sun-temple-riches', name: 'Sun Temple Riches', providerId: provider!.id, type: 'slot', tags: [] }).onConflictDoNothing();
    await seedRewards(db);
    const [wheel] = await db.select({ id: wheelCampaigns.id }).from(wheelCampaigns).where(eq(wheelCampaigns.sysname, 'lucky-wheel'));
    writeFileSync(setupFile, JSON.stringify({ cookies, uids: players.map((p) => p.uid), sysname: game!.sysname, wheel: wheel?.id ?? null } satisfies Setup));
  }
  const server = createServer((req, res) => platform.handle(req, res));
  server.listen(PORT, '127.0.0.1', () => process.send?.('ready'));
}

/** Child: opens the data after the crashes and checks every acknowledged operation and the books. */
async function reconcile(dir: string, ackedFile: string) {
  const env = envFor(dir);
  const platform = await createPlatform({ env, logger: createLogger(env) });
  const db = platform.database.db;
  const acked = JSON.parse(readFileSync(ackedFile, 'utf8')) as Acked;
  const missing: string[] = [];
  for (let i = 0; i < acked.rounds.length; i += 500) {
    const keys = acked.rounds.slice(i, i + 500);
    const found = await db.select({ key: gameRounds.idempotencyKey, id: gameRounds.id }).from(gameRounds).where(inArray(gameRounds.idempotencyKey, keys));
    const have = new Set(found.map((r) => r.key));
    missing.push(...keys.filter((k) => !have.has(k)).map((k) => `round ${k}`));
    const bets = await db.select({ key: ledgerEntries.idempotencyKey }).from(ledgerEntries).where(inArray(ledgerEntries.idempotencyKey, found.map((r) => `round:${r.id}:bet`)));
    if (bets.length !== found.length) missing.push(`${found.length - bets.length} round stakes without their ledger entry`);
  }
  for (const key of acked.deposits) {
    const [row] = await db.select({ id: paymentTransactions.id }).from(paymentTransactions).where(like(paymentTransactions.idempotencyKey, `%${key}`));
    if (!row) missing.push(`deposit ${key}`);
  }
  for (let i = 0; i < acked.withdrawals.length; i += 500) {
    const keys = acked.withdrawals.slice(i, i + 500);
    const found = await db.select({ key: paymentTransactions.idempotencyKey }).from(paymentTransactions).where(and(eq(paymentTransactions.type, 'withdrawal'), inArray(paymentTransactions.idempotencyKey, keys)));
    const have = new Set(found.map((r) => r.key));
    missing.push(...keys.filter((k) => !have.has(k)).map((k) => `withdrawal ${k}`));
  }
  for (const id of acked.cancelled) {
    const [row] = await db.select({ status: paymentTransactions.status }).from(paymentTransactions).where(eq(paymentTransactions.id, id));
    const refunds = await db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(and(eq(ledgerEntries.kind, 'withdrawal_cancel'), eq(ledgerEntries.reference, `payment:${id}`)));
    if (row?.status !== 'cancel' || refunds.length !== 1) missing.push(`cancellation of withdrawal ${id} (${row?.status ?? 'no row'}, ${refunds.length} refunds)`);
  }
  for (const [uid, bought] of Object.entries(acked.spinsBought)) {
    const [paid] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries).where(and(eq(ledgerEntries.kind, 'wheel_spins'), sql`${ledgerEntries.walletId} in (select id from wallets where user_id = ${Number(uid)})`));
    if (Number(paid!.n) < bought) missing.push(`player ${uid}: ${bought} spin purchases acknowledged, ${paid!.n} paid in the ledger`);
  }
  for (let i = 0; i < acked.spins.length; i += 500) {
    const ids = acked.spins.slice(i, i + 500).map(BigInt);
    const found = await db.select({ id: wheelSpins.id }).from(wheelSpins).where(inArray(wheelSpins.id, ids));
    if (found.length !== ids.length) missing.push(`${ids.length - found.length} acknowledged wheel spins`);
  }
  const drift = await ledgerDrift(db);
  console.log(JSON.stringify({ missing, drift: drift.map((d) => ({ ...d, stored: String(d.stored), summed: String(d.summed), last: String(d.last) })) }));
  await platform.close();
}

const summary = (a: Acked) =>
  `${a.rounds.length} rounds, ${a.deposits.length} deposits, ${a.withdrawals.length} withdrawals (${a.cancelled.length} cancelled), ` +
  `${Object.values(a.spinsBought).reduce((x, y) => x + y, 0)} wheel spins bought, ${a.spins.length} spun`;

function child(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, ...args], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: process.env });
}
const ready = (proc: ChildProcess) => new Promise<void>((resolve, reject) => { proc.once('message', () => resolve()); proc.once('exit', (code) => reject(new Error(`server exited ${code}`))); });

async function main() {
  const alive = setInterval(() => undefined, 1_000); // the IPC channel alone does not hold the loop open under tsx
  const dir = mkdtempSync(join(tmpdir(), 'crash-'));
  const setupFile = join(dir, 'setup.json');
  const ackedFile = join(dir, 'acked.json');
  const acked: Acked = { rounds: [], deposits: [], withdrawals: [], cancelled: [], spinsBought: {}, spins: [] };
  let sent = 0;
  let refused = 0;
  try {
    let server = child(['--serve', dir, setupFile]);
    await ready(server);
    const setup = JSON.parse(readFileSync(setupFile, 'utf8')) as Setup;
    const base = `http://127.0.0.1:${PORT}`;
    for (let crash = 1; crash <= CRASHES; crash += 1) {
      let stop = false;
      const player = async (cookie: string, n: number) => {
        // bounded: a request caught by the kill must fail, never hang the load (and its body read too)
        const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
        const refusal = async (res: Response, op: string) => {
          if ((refused += 1) <= 3) console.log(`refused ${op}: ${res.status} ${(await res.text()).slice(0, 200)}`);
        };
        for (let i = 0; !stop; i += 1) {
          const key = `c${crash}p${n}i${i}${randomBytes(4).toString('hex')}`;
          const op = setup.wheel === null && (OPS[i % OPS.length] === 'buySpin' || OPS[i % OPS.length] === 'spin') ? 'round' : OPS[i % OPS.length]!;
          sent += 1;
          try {
            if (op === 'round') {
              const res = await post(`/games/api/${setup.sysname}/round`, { mode: 'real', bet: 1, idempotency_key: key });
              if (res.status === 200) acked.rounds.push(key);
              else await refusal(res, op);
            } else if (op === 'deposit') {
              const res = await post('/api/makedeposit', { method: 'demo_card', amount: '10', requisites: { card_number: '4111111111111111' }, idempotency_key: key });
              if (res.status === 200) acked.deposits.push(key);
              else await refusal(res, op);
            } else if (op === 'withdrawal') {
              // a withdrawal (debited at once), then its cancellation (refunded): a day holds 5 pending;
              // every other one forfeits the bonuses the wheel gave (the burn-bonuses confirm), the others
              // are declined while a bonus runs, which the rounds then wager
              const burn = Math.floor(i / OPS.length) % 2 === 1;
              const res = await post('/api/makewithdrawal', { method: 'demo_card', amount: '20', requisites: { card_number: '4111111111111111', card_holder: 'CRASH TEST' }, idempotency_key: key, ...(burn && { burn_bonuses: 1 }) });
              if (res.status !== 200) {
                await refusal(res, op);
                continue;
              }
              acked.withdrawals.push(`${setup.uids[n]}:withdrawal:${key}`);
              const id = Number(((await res.json()) as { data: { transaction: string } }).data.transaction);
              sent += 1;
              const cancel = await post('/api/cancelwithdrawal', { id });
              if (cancel.status === 200) acked.cancelled.push(id);
              else await refusal(cancel, 'cancelwithdrawal');
            } else if (op === 'buySpin') {
              const res = await post('/api/wheel/buySpin', { campaign_id: setup.wheel, spins_amount: 1 });
              if (res.status === 200) acked.spinsBought[setup.uids[n]!] = (acked.spinsBought[setup.uids[n]!] ?? 0) + 1;
              else await refusal(res, op);
            } else {
              const res = await post('/api/wheel/spinWheel', { campaign_id: setup.wheel });
              if (res.status === 200) acked.spins.push(((await res.json()) as { data: { spin: { id: string } } }).data.spin.id);
              else await refusal(res, op);
            }
          } catch {
            return; // the server died under this request: not acknowledged
          }
        }
      };
      const load = Promise.all(setup.cookies.map((cookie, n) => player(cookie, n)));
      await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
      // listen for the exit before the kill: a killed child has no exitCode (only a signalCode), so
      // checking afterwards waited forever whenever the exit came during `await load`
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      stop = true;
      await load;
      await exited;
      server = child(['--serve', dir]);
      await ready(server);
      console.log(`crash ${crash}: killed with SIGKILL under load, restarted; acknowledged so far: ${summary(acked)}`);
    }
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    writeFileSync(ackedFile, JSON.stringify(acked));
    const check = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, '--reconcile', dir, ackedFile], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
    let out = '';
    check.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((resolve) => check.once('exit', resolve));
    const result = JSON.parse(out.trim().split('\n').at(-1)!) as { missing: string[]; drift: unknown[] };
    const db = process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite (PGLITE_FSYNC=${process.env.PGLITE_FSYNC ?? 'true'})`;
    console.log(
      `${db}: ${CRASHES} kill -9 under load; ${sent} requests sent; acknowledged: ${summary(acked)}; ${refused} refused; ` +
        `after restart: ${result.missing.length} acknowledged operations missing, ledger drift ${result.drift.length === 0 ? 'none' : JSON.stringify(result.drift)}`,
    );
    if (result.missing.length > 0) console.log('missing:', result.missing.slice(0, 20));
    process.exitCode = result.missing.length > 0 || result.drift.length > 0 ? 1 : 0;
  } finally {
    clearInterval(alive);
    rmSync(dir, { recursive: true, force: true });
  }
}

const [mode, dir, file] = process.argv.slice(2);
if (mode === '--serve') await serve(dir!, file);
else if (mode === '--reconcile') await reconcile(dir!, file!);
else await main();
