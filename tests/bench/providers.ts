// npm run bench:providers — the provider wallet under 200 concurrent provider rounds (bet, then the
// closing win) through POST /provider-wallet/sim/{action} (fastify inject, in process, signed as the
// studio signs): p50/p99 per action, rounds/s and the ledger drift, on PGlite and on PostgreSQL when
// DATABASE_URL is set (a fresh database, dropped afterwards). Then the same with chaos: every call
// sent twice, the bet's copy after the win (duplicates and reorders): drift 0 and no win credited
// twice. Figures to read, never a pass/fail timer (docs/providers.md §1 rule 6 targets p99 < 300 ms).
import { randomBytes, randomUUID } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import { readEnv } from '@/lib/config';
import { IN_MEMORY } from '@/platform/db/client';
import { games, ledgerEntries, users } from '@/platform/db/schema';
import { createToken, signBody, SIM_DEMO_SECRET } from '@/platform/games/providers';
import { seedSimCatalogue } from '@/platform/games/providers/sim-catalogue';
import { createLogger } from '@/platform/logger';
import { createPlatform } from '@/platform/server';
import { hashToken } from '@/platform/services/secrets';
import { sessions } from '@/platform/services/sessions';
import { applyMovements, ledgerDrift } from '@/platform/services/wallets';
import { onEachDatabase, quantile } from './support';

const ROUNDS_AT_ONCE = Number(process.env.BENCH_CONCURRENT ?? 200);
const PER_PLAYER = Number(process.env.BENCH_ROUNDS ?? 5);

async function run(label: string, databaseUrl?: string, dataDir?: string) {
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir ?? IN_MEMORY, SEED_DEMO: 'false', SIMULATORS: 'true', CATALOGUE_CACHE_SECONDS: '0', ...(databaseUrl && { DATABASE_URL: databaseUrl }) });
  const platform = await createPlatform({ env, logger: createLogger(env) });
  try {
    const db = platform.database.db;
    // the studio's titles without the rest of the demo (no tournament, programme or bonus to feed: the wallet's own cost)
    await seedSimCatalogue(db);
    const [game] = await db.select().from(games).where(sql`${games.sysname} = 'sim-gold-rush'`);
    const stamp = randomBytes(3).toString('hex');
    const players = await db
      .insert(users)
      .values(Array.from({ length: ROUNDS_AT_ONCE }, (_, i) => ({ login: `prov${i}-${stamp}@example.com`, currency: 'USD' })))
      .returning({ uid: users.uid });
    const tokens: string[] = [];
    for (const p of players) {
      await applyMovements(db, { userId: p.uid, currency: 'USD' }, [{ balance: 'main', amount: 1_000_000n, kind: 'adjustment', idempotencyKey: `bench:${p.uid}` }]);
      const site = await sessions.create(db, p.uid);
      tokens.push(await createToken(db, { provider: 'sim', userId: p.uid, gameId: game!.id, currency: 'USD', mode: 'real', sessionHash: hashToken(site.id) }));
    }
    const times: Record<'bet' | 'win', number[]> = { bet: [], win: [] };
    const call = async (action: 'bet' | 'win', body: Record<string, unknown>, timed = true) => {
      const raw = JSON.stringify({ request_id: randomUUID(), ...body });
      const started = performance.now();
      const res = await platform.app.inject({ method: 'POST', url: `/provider-wallet/sim/${action}`, payload: raw, headers: { 'content-type': 'application/json', 'x-signature': signBody(SIM_DEMO_SECRET, raw) } });
      if (timed) times[action].push(performance.now() - started);
      return res.json() as { status: string };
    };
    let failed = 0;
    const round = async (token: string, chaos: boolean) => {
      const [roundId, betId, winId] = [randomUUID(), randomUUID(), randomUUID()];
      const bet = { token, transaction_id: betId, round_id: roundId, game: game!.sysname, amount: 100, currency: 'USD' };
      const win = { token, transaction_id: winId, round_id: roundId, game: game!.sysname, amount: 150, currency: 'USD', round_closed: true };
      const answers = await Promise.all([call('bet', bet), ...(chaos ? [call('bet', bet, false)] : [])]);
      if (answers.some((a) => a.status !== 'OK')) failed += 1;
      await Promise.all([call('win', win), ...(chaos ? [call('win', win, false)] : [])]);
      if (chaos) await call('bet', bet, false); // the late copy, after the win
    };
    for (const chaos of [false, true]) {
      times.bet = [];
      times.win = [];
      failed = 0;
      const started = performance.now();
      await Promise.all(tokens.map(async (token) => {
        for (let i = 0; i < PER_PLAYER; i += 1) await round(token, chaos);
      }));
      const seconds = (performance.now() - started) / 1000;
      const drift = await ledgerDrift(db);
      const [wins] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries).where(like(ledgerEntries.idempotencyKey, 'provider:sim:%:win'));
      const rounds = tokens.length * PER_PLAYER;
      for (const list of Object.values(times)) list.sort((a, b) => a - b);
      console.log(
        `${(label + (chaos ? ', chaos' : '')).padEnd(20)} ${rounds} rounds, ${tokens.length} at once, in ${seconds.toFixed(2)} s: ${(rounds / seconds).toFixed(0)} rounds/s; ` +
          `bet p50 ${quantile(times.bet, 0.5)} ms, p99 ${quantile(times.bet, 0.99)} ms; win p50 ${quantile(times.win, 0.5)} ms, p99 ${quantile(times.win, 0.99)} ms; ` +
          `refused ${failed}; ledger drift ${drift.length === 0 ? 'none' : JSON.stringify(drift)}; win entries ${wins!.n} (rounds so far ${rounds * (chaos ? 2 : 1)})`,
      );
    }
  } finally {
    await platform.close();
  }
}

void onEachDatabase(run);
