import { createServer } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { providerRounds, users, wallets } from '@/platform/db/schema';
import { createToken } from '@/platform/games/providers/tokens';
import { games } from '@/platform/db/schema';
import { hashToken } from '@/platform/services/secrets';
import { sessions } from '@/platform/services/sessions';
import { applyMovements, ledgerDrift } from '@/platform/services/wallets';
import { describeEachDb } from '@/platform/test/harness';
import { createStudio } from './server';

// test ports stay in 3250–3299: the platform, the studio, a chaotic studio and a slow wallet, per backend
let next = 3260;

describeEachDb(
  'simulated studio sim',
  (get) => {
    const db = () => get().database.db;
    const ports = { platform: next++, studio: next++, chaos: next++, slow: next++, slowStudio: next++ };
    const walletUrl = `http://127.0.0.1:${ports.platform}`;
    const studio = createStudio({ port: ports.studio, host: '127.0.0.1', walletUrl, secret: 'sim-demo-secret' });
    const chaotic = createStudio({ port: ports.chaos, host: '127.0.0.1', walletUrl, secret: 'sim-demo-secret', chaos: 1 });
    // a wallet that answers bets only after the studio's deadline (the platform still processes them)
    const slow = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', async () => {
        const upstream = await fetch(`${walletUrl}${req.url}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': String(req.headers['x-signature']) }, body: raw });
        const text = await upstream.text();
        if (req.url?.endsWith('/bet')) await new Promise((r) => setTimeout(r, 800));
        res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(text);
      });
    });
    const slowStudio = createStudio({ port: ports.slowStudio, host: '127.0.0.1', walletUrl: `http://127.0.0.1:${ports.slow}`, secret: 'sim-demo-secret', timeoutMs: 300, deadlineMs: 500 });

    beforeAll(async () => {
      await get().app.listen({ port: ports.platform, host: '127.0.0.1' });
      await Promise.all([studio.listen(), chaotic.listen(), slowStudio.listen(), new Promise<void>((r) => slow.listen(ports.slow, '127.0.0.1', r))]);
    });
    afterAll(async () => {
      await Promise.all([studio.close(), chaotic.close(), slowStudio.close(), new Promise((r) => slow.close(r))]);
    });

    async function launched(main: number) {
      const [user] = await db().insert(users).values({ login: `sim-${ports.studio}-${Math.random().toString(36).slice(2)}@example.com`, currency: 'USD' }).returning();
      await applyMovements(db(), { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(main), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
      const [game] = await db().select().from(games).where(eq(games.sysname, 'sim-gold-rush'));
      const site = await sessions.create(db(), user!.uid);
      const token = await createToken(db(), { provider: 'sim', userId: user!.uid, gameId: game!.id, currency: 'USD', mode: 'real', sessionHash: hashToken(site.id) });
      return { uid: user!.uid, token };
    }
    const play = async (port: number, body: Record<string, unknown>) =>
      (await (await fetch(`http://127.0.0.1:${port}/api/round`, { method: 'POST', body: JSON.stringify({ game: 'sim-gold-rush', currency: 'USD', mode: 'real', ...body }) })).json()) as { status: string; balance?: number; win?: number };
    const balanceOf = async (uid: number) => (await db().select().from(wallets).where(and(eq(wallets.userId, uid), eq(wallets.currency, 'USD'))))[0]!.balanceMain;
    /** What the player's provider rounds took and paid: the balance must be the start less that. */
    const netOf = async (uid: number) => {
      const [row] = await db().select({ net: sql<string>`coalesce(sum(${providerRounds.bet} - ${providerRounds.win}), 0)::text` }).from(providerRounds).where(eq(providerRounds.userId, uid));
      return BigInt(row!.net);
    };

    it('serves its game page for a launch URL, with the play buttons', async () => {
      const page = await (await fetch(`http://127.0.0.1:${ports.studio}/play?token=x&game=sim-red-or-black&currency=USD&lang=en-US&lobby_url=http://localhost/gamehall&mode=demo`)).text();
      expect(page).toContain('Red or Black');
      expect(page).toContain('data-choice="red"');
    });

    it('plays real rounds through the wallet (bet, then the closing win); demo rounds never reach it', async () => {
      const { uid, token } = await launched(10_000);
      for (let i = 0; i < 3; i += 1) expect(await play(ports.studio, { token, amount: 100 })).toMatchObject({ status: 'OK' });
      expect(await balanceOf(uid)).toBe(10_000n - (await netOf(uid)));
      const [rounds] = await db().select({ n: sql<number>`count(*)::int`, open: sql<number>`count(*) filter (where status = 'open')::int` }).from(providerRounds).where(eq(providerRounds.userId, uid));
      expect(rounds).toEqual({ n: 3, open: 0 });
      const before = await balanceOf(uid);
      expect(await play(ports.studio, { token, amount: 100, mode: 'demo' })).toMatchObject({ status: 'OK' });
      expect(await balanceOf(uid)).toBe(before);
    });

    it('rolls back a bet the wallet did not answer in time: the stake comes back', async () => {
      const { uid, token } = await launched(10_000);
      expect(await play(ports.slowStudio, { token, amount: 300 })).toMatchObject({ status: 'ROLLED_BACK', balance: 10_000 });
      expect(await balanceOf(uid)).toBe(10_000n);
      expect(await ledgerDrift(db(), uid)).toEqual([]);
    });

    it('chaos (delayed, duplicated, reordered calls, lost answers): nothing is credited twice and the ledger adds up', async () => {
      const { uid, token } = await launched(50_000);
      await Promise.all(Array.from({ length: 12 }, () => play(ports.chaos, { token, amount: 100 })));
      await new Promise((r) => setTimeout(r, 1200)); // the late copies land
      expect(await balanceOf(uid)).toBe(50_000n - (await netOf(uid)));
      expect(await ledgerDrift(db(), uid)).toEqual([]);
    });
  },
  { SIMULATORS: 'true' },
);
