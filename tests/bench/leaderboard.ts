// npm run bench:leaderboard — how long a settled round takes to reach the player's other tab as a
// live leaderboard update: 50 players in one tournament play at once (POST /games/api/{sysname}/round,
// in process); each player also holds a socket.io connection over real HTTP (the "other tab"), and
// the time from the round's answer (and from its request) to the `tournament.leaderboard_updated`
// push carrying the player's new points is recorded. On PGlite, and on PostgreSQL too when
// DATABASE_URL is set. Figures to read, never a pass/fail timer.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { readEnv } from '@/lib/config';
import { IN_MEMORY } from '@/platform/db/client';
import { gameProviders, games, tournamentGames, tournamentParticipants, tournaments, users } from '@/platform/db/schema';
import { createLogger } from '@/platform/logger';
import { createPlatform } from '@/platform/server';
import { accessTokens } from '@/platform/services/access-tokens';
import { hashToken } from '@/platform/services/secrets';
import { SESSION_COOKIE, sessions } from '@/platform/services/sessions';
import { applyMovements } from '@/platform/services/wallets';
import { onEachDatabase, quantile } from './support';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50);
const PER_PLAYER = Number(process.env.BENCH_ROUNDS ?? 10);
const EVENT = 'tournament.leaderboard_updated';

type Push = { tournament_id: number; user_info?: { points: number } };

async function run(label: string, databaseUrl?: string) {
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY, SEED_DEMO: 'false', ...(databaseUrl && { DATABASE_URL: databaseUrl }) });
  const platform = await createPlatform({ env, logger: createLogger(env) });
  const server = createServer((req, res) => platform.handle(req, res));
  platform.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const sockets: Socket[] = [];
  try {
    const db = platform.database.db;
    const stamp = randomBytes(3).toString('hex');
    const [provider] = await db.insert(gameProviders).values({ sysname: `bench-${stamp}`, name: 'Bench' }).returning();
    const [game] = await db.insert(games).values({ sysname: `bench-slot-${stamp}`, name: 'Bench slot', providerId: provider!.id, type: 'slot' }).returning();
    const [cup] = await db
      .insert(tournaments)
      .values({ sysname: `bench-cup-${stamp}`, title: 'Bench cup', startAt: new Date(Date.now() - 60_000), endAt: new Date(Date.now() + 3_600_000), extra: { points_per_unit: 100 } })
      .returning();
    await db.insert(tournamentGames).values({ tournamentId: cup!.id, gameId: game!.id });
    const players = await db
      .insert(users)
      .values(Array.from({ length: PLAYERS }, (_, i) => ({ login: `lb${i}-${stamp}@example.com`, currency: 'USD', fakename: `Bench${i}` })))
      .returning({ uid: users.uid });
    await db.insert(tournamentParticipants).values(players.map((p) => ({ tournamentId: cup!.id, userId: p.uid })));
    for (const p of players) await applyMovements(db, { userId: p.uid, currency: 'USD' }, [{ balance: 'main', amount: 1_000_000n, kind: 'adjustment', idempotencyKey: `bench:${p.uid}` }]);

    // each player's session (the rounds' cookie; its other tab's socket token is issued to it)
    const signedIn = await Promise.all(players.map((p) => sessions.create(db, p.uid)));
    const cookies = signedIn.map(({ id }) => `${SESSION_COOKIE}=${id}`);

    // each player's other tab: a socket that records each push of its own points
    const seen = players.map(() => [] as Array<{ points: number; at: number }>);
    await Promise.all(
      players.map(async (p, i) => {
        const socket = io(`http://127.0.0.1:${port}`, { path: '/socket.io', auth: { token: await accessTokens.issue(db, p.uid, hashToken(signedIn[i]!.id)) }, transports: ['websocket'] });
        sockets.push(socket);
        socket.on(EVENT, (payload: Push) => {
          const points = payload.user_info?.points;
          if (payload.tournament_id === cup!.id && points !== undefined) seen[i]!.push({ points, at: performance.now() });
        });
        await new Promise<void>((resolve, reject) => {
          socket.on('connect', () => resolve());
          socket.on('connect_error', reject);
        });
      }),
    );

    const fromAnswer: number[] = [];
    const fromRequest: number[] = [];
    let missed = 0;
    const start = performance.now();
    await Promise.all(
      cookies.map(async (cookie, i) => {
        for (let n = 1; n <= PER_PLAYER; n += 1) {
          const asked = performance.now();
          const res = await platform.app.inject({ method: 'POST', url: `/games/api/${game!.sysname}/round`, payload: { mode: 'real', bet: 1, idempotency_key: randomBytes(12).toString('hex') }, headers: { cookie } });
          const answered = performance.now();
          if (res.statusCode !== 200) throw new Error(`round failed: ${res.body}`);
          const expected = n * 100;
          // pushes coalesce under load: the first push showing at least the new points counts
          const at = await waitFor(() => seen[i]!.find((s) => s.points >= expected)?.at, 5000);
          if (at === undefined) missed += 1;
          else {
            fromAnswer.push(Math.max(0, at - answered));
            fromRequest.push(at - asked);
          }
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    fromAnswer.sort((a, b) => a - b);
    fromRequest.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(11)} ${PLAYERS} players × ${PER_PLAYER} rounds in one tournament (${seconds.toFixed(1)} s): ` +
        `round answer → other tab p50 ${quantile(fromAnswer, 0.5)} ms, p99 ${quantile(fromAnswer, 0.99)} ms; ` +
        `round request → other tab p50 ${quantile(fromRequest, 0.5)} ms, p99 ${quantile(fromRequest, 0.99)} ms; missed ${missed}`,
    );
  } finally {
    for (const s of sockets) s.close();
    await platform.close();
    server.close();
  }
}

async function waitFor(read: () => number | undefined, timeoutMs: number): Promise<number | undefined> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined || performance.now() > until) return value;
    await new Promise((r) => setTimeout(r, 1));
  }
}

await onEachDatabase(run);
process.exit(0);
