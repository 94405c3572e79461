import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoBalances, freespinPacks, gameProviders, gameRounds, games, jackpots, jackpotWins, ledgerEntries, users, wallets, wins } from '../db/schema';
import type { BusEvent } from '../realtime/bus';
import { describeEachDb, type TestPlatform } from '../test/harness';
import { floats } from '../games/fair';
import { shownCard } from '../games/highlow';
import { roundVerification } from './fairness';
import { activeSeed, rotateSeed, setClientSeed } from './game-seeds';
import { DEMO_AMOUNT, GAME_ROUND, playRound, type GameRow } from './rounds';
import { applyMovements, ledgerDrift } from './wallets';

let seq = 0;
const tag = () => `t${randomBytes(4).toString('hex')}`;

async function newPlayer(platform: TestPlatform, main: number) {
  seq += 1;
  const db = platform.database.db;
  const [user] = await db.insert(users).values({ login: `rounds${seq}-${tag()}@example.com`, currency: 'USD' }).returning();
  if (main > 0) await applyMovements(db, { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(main * 100), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
  return user!;
}

async function newGame(platform: TestPlatform, values: Partial<typeof games.$inferInsert> = {}): Promise<GameRow> {
  const db = platform.database.db;
  const [provider] = await db.select({ id: gameProviders.id }).from(gameProviders).limit(1);
  const sysname = `test-${tag()}`;
  const [game] = await db.insert(games).values({ sysname, name: sysname, providerId: provider!.id, type: 'slot', ...values }).returning();
  return game!;
}

const key = () => `k-${randomBytes(8).toString('hex')}`;
const mainOf = async (platform: TestPlatform, uid: number) =>
  (await platform.database.db.select().from(wallets).where(and(eq(wallets.userId, uid), eq(wallets.currency, 'USD'))))[0]!;

describeEachDb('game rounds', (get) => {
  it('a real round debits the stake and credits the win through the ledger in one go, and publishes balance and round', async () => {
    const platform = get();
    const db = platform.database.db;
    const user = await newPlayer(platform, 50);
    const game = await newGame(platform);
    const events: BusEvent[] = [];
    const off = platform.bus.subscribe((e) => events.push(e));
    const result = await playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game, mode: 'real', bet: 2, idempotencyKey: key(), bus: platform.bus });
    off();
    const win = result.round.win.amount;
    expect(result.balance).toEqual({ amount: 48 + win, currency: 'USD' });
    expect(result.round).toMatchObject({ mode: 'real', bet: { amount: 2, currency: 'USD' }, is_freespin: false, fair: { nonce: 0 } });
    const entries = await db.select().from(ledgerEntries).where(sql`${ledgerEntries.idempotencyKey} like ${`round:${result.round.id}:%`}`);
    expect(entries.map((e) => [e.idempotencyKey, e.amount]).sort()).toEqual(
      [[`round:${result.round.id}:bet`, -200n], ...(win > 0 ? [[`round:${result.round.id}:win`, BigInt(Math.round(win * 100))]] : [])].sort(),
    );
    expect(events.map((e) => [e.userId, e.event])).toEqual([
      [user.uid, 'account.balance_updated'],
      [user.uid, GAME_ROUND],
    ]);
    expect(events[1]!.payload).toMatchObject({ round_id: result.round.id, game: game.sysname, mode: 'real', bet: { amount: 2, currency: 'USD' }, currency: 'USD' });
    expect(result.seed.nonce).toBe(1);
    expect(await ledgerDrift(db, user.uid)).toEqual([]);
  });

  it('a retry with the same idempotency key answers the same round and writes nothing; another request under the key is refused', async () => {
    const platform = get();
    const db = platform.database.db;
    const user = await newPlayer(platform, 20);
    const game = await newGame(platform);
    const other = await newGame(platform);
    const k = key();
    const first = await playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game, mode: 'real', bet: 1, idempotencyKey: k });
    const before = await mainOf(platform, user.uid);
    const again = await playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game, mode: 'real', bet: '1.00', idempotencyKey: k });
    expect(again.replayed).toBe(true);
    expect(again.round).toEqual(first.round);
    const reused = { type: 'InvalidParameterException', data: { idempotency_key: ['reused'] } };
    await expect(playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game, mode: 'real', bet: 5, idempotencyKey: k })).rejects.toMatchObject(reused);
    await expect(playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game, mode: 'demo', bet: 1, idempotencyKey: k })).rejects.toMatchObject(reused);
    await expect(playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game: other, mode: 'real', bet: 1, idempotencyKey: k })).rejects.toMatchObject(reused);
    expect((await mainOf(platform, user.uid)).balanceMain).toBe(before.balanceMain);
    expect(await db.select().from(gameRounds).where(eq(gameRounds.owner, `u:${user.uid}`))).toHaveLength(1);
    expect((await activeSeed(db, `u:${user.uid}`)).nonce).toBe(1);
    // a guest's key: the same rule
    const guest = `s:${tag()}`;
    const played = await playRound(db, { owner: guest, game, mode: 'demo', bet: 1, idempotencyKey: k });
    expect((await playRound(db, { owner: guest, game, mode: 'demo', bet: 1, idempotencyKey: k })).round).toEqual(played.round);
    await expect(playRound(db, { owner: guest, game: other, mode: 'demo', bet: 1, idempotencyKey: k })).rejects.toMatchObject(reused);
    await expect(playRound(db, { owner: guest, game, mode: 'demo', bet: 2, idempotencyKey: k })).rejects.toMatchObject(reused);
  });

  it('concurrent retries of one round (same key) write it once', async () => {
    const platform = get();
    const db = platform.database.db;
    const user = await newPlayer(platform, 20);
    const game = await newGame(platform);
    const k = key();
    const results = await Promise.all(Array.from({ length: 5 }, () => playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game, mode: 'real', bet: 1, idempotencyKey: k })));
    expect(new Set(results.map((r) => r.round.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const wallet = await mainOf(platform, user.uid);
    expect(await db.select().from(ledgerEntries).where(and(eq(ledgerEntries.walletId, wallet.id), eq(ledgerEntries.kind, 'bet')))).toHaveLength(1);
    expect(await ledgerDrift(db, user.uid)).toEqual([]);
  });

  it('insufficient funds and bad bets are refused with nothing written', async () => {
    const platform = get();
    const db = platform.database.db;
    const user = await newPlayer(platform, 1);
    const game = await newGame(platform);
    const play = (bet: unknown) => playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game, mode: 'real', bet, idempotencyKey: key() });
    await expect(play(2)).rejects.toMatchObject({ type: 'InvalidParameterException', data: { amount: ['insufficient_funds'] } });
    await expect(play(0.01)).rejects.toMatchObject({ type: 'InvalidParameterException', data: { bet: ['min'], min: 0.1, max: 100 } });
    await expect(play(1000)).rejects.toMatchObject({ type: 'InvalidParameterException', data: { bet: ['max'] } });
    await expect(play(0.123)).rejects.toMatchObject({ type: 'InvalidParameterException', data: { bet: ['invalid'] } });
    await expect(play('x')).rejects.toMatchObject({ type: 'InvalidParameterException', data: { bet: ['invalid'] } });
    await expect(playRound(db, { owner: 's:guest', game, mode: 'real', bet: 1, idempotencyKey: key() })).rejects.toMatchObject({ type: 'AuthorizationException' });
    expect(await db.select().from(gameRounds).where(eq(gameRounds.owner, `u:${user.uid}`))).toHaveLength(0);
    expect((await activeSeed(db, `u:${user.uid}`)).nonce).toBe(0);
    expect((await mainOf(platform, user.uid)).balanceMain).toBe(100n);
  });

  it('concurrent rounds keep the books: no drift, no negative balance, one nonce per round', async () => {
    const platform = get();
    const db = platform.database.db;
    const players = await Promise.all([0, 1, 2, 3].map(() => newPlayer(platform, 5)));
    const game = await newGame(platform);
    const results = await Promise.allSettled(
      players.flatMap((p) => Array.from({ length: 12 }, () => () => playRound(db, { owner: `u:${p.uid}`, userId: p.uid, game, mode: 'real', bet: 1, idempotencyKey: key() }))).map((f) => f()),
    );
    const failed = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    expect(failed.every((e) => e.type === 'InvalidParameterException' && e.data.amount)).toBe(true);
    for (const p of players) {
      const rounds = await db.select().from(gameRounds).where(eq(gameRounds.owner, `u:${p.uid}`));
      expect(rounds.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(rounds.map((_, i) => i));
      const wallet = await mainOf(platform, p.uid);
      expect(wallet.balanceMain >= 0n).toBe(true);
      const net = rounds.reduce((sum, r) => sum - r.bet + r.win, 500n);
      expect(wallet.balanceMain).toBe(net);
    }
    expect(await ledgerDrift(db)).toEqual([]);
  });

  it('demo rounds use the player’s fun balance (topped up through the ledger) or the guest’s demo balance', async () => {
    const platform = get();
    const db = platform.database.db;
    const user = await newPlayer(platform, 0);
    const game = await newGame(platform);
    const demo = await playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game, mode: 'demo', bet: 1, idempotencyKey: key() });
    expect(demo.balance.amount).toBeCloseTo(DEMO_AMOUNT - 1 + demo.round.win.amount, 6);
    const wallet = await mainOf(platform, user.uid);
    expect(wallet.balanceMain).toBe(0n);
    expect(await ledgerDrift(db, user.uid)).toEqual([]);

    const owner = `s:${tag()}`;
    const guest = await playRound(db, { owner, game, mode: 'demo', bet: 1, idempotencyKey: key() });
    const [purse] = await db.select().from(demoBalances).where(eq(demoBalances.owner, owner));
    expect(purse!.amount).toBe(100_000n - 100n + BigInt(Math.round(guest.round.win.amount * 100)));
    expect(guest.round.mode).toBe('demo');
  });

  it('free spins of the game are consumed one per round at the pack’s bet, costing nothing', async () => {
    const platform = get();
    const db = platform.database.db;
    const user = await newPlayer(platform, 0);
    const game = await newGame(platform);
    await db.insert(freespinPacks).values({ userId: user.uid, gameId: game.id, totalCount: 2, remainingCount: 2, bet: 50n, currency: 'USD' });
    const spin = key();
    const first = await playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game, mode: 'real', bet: 5, idempotencyKey: spin });
    expect(first.round).toMatchObject({ is_freespin: true, bet: { amount: 0.5, currency: 'USD' } });
    expect(first.freespins_left).toBe(1);
    // its retry replays: a free spin ignored the bet sent, so the stake it played at is no difference
    expect(await playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game, mode: 'real', bet: 5, idempotencyKey: spin })).toMatchObject({ replayed: true, round: first.round });
    const second = await playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game, mode: 'real', bet: 5, idempotencyKey: key() });
    expect(second.freespins_left).toBe(0);
    const wallet = await mainOf(platform, user.uid);
    expect(wallet.balanceMain).toBe(BigInt(Math.round((first.round.win.amount + second.round.win.amount) * 100)));
    await expect(playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game, mode: 'real', bet: 100, idempotencyKey: key() })).rejects.toMatchObject({ data: { amount: ['insufficient_funds'] } });
    const bets = await db.select().from(ledgerEntries).where(and(eq(ledgerEntries.walletId, wallet.id), eq(ledgerEntries.kind, 'bet')));
    expect(bets).toHaveLength(0);
  });

  it('real stakes of tagged games feed the jackpot; a hit pays the pot through the ledger and resets it', async () => {
    const platform = get();
    const db = platform.database.db;
    const feedTag = tag();
    const hitTag = tag();
    const [pot] = await db.insert(jackpots).values({ sysname: feedTag, name: 'Feed', amount: 10_000n, seedAmount: 5_000n, contributionBp: 100, hitChancePpm: 0, gamesTag: feedTag }).returning();
    const [sure] = await db.insert(jackpots).values({ sysname: hitTag, name: 'Sure', amount: 20_000n, seedAmount: 1_000n, contributionBp: 500, hitChancePpm: 1_000_000, gamesTag: hitTag }).returning();
    const user = await newPlayer(platform, 100);
    const fed = await newGame(platform, { tags: [feedTag] });
    await playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game: fed, mode: 'real', bet: 10, idempotencyKey: key() });
    await playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game: fed, mode: 'demo', bet: 10, idempotencyKey: key() });
    expect((await db.select().from(jackpots).where(eq(jackpots.id, pot!.id)))[0]!.amount).toBe(10_000n + 10n); // 1 % of 10.00, demo adds nothing

    const lucky = await newGame(platform, { tags: [hitTag] });
    const before = (await mainOf(platform, user.uid)).balanceMain;
    const round = await playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game: lucky, mode: 'real', bet: 2, idempotencyKey: key() });
    expect(round.round.outcome.jackpot).toEqual({ sysname: hitTag, amount: { amount: 200.1, currency: 'USD' } });
    expect((await db.select().from(jackpots).where(eq(jackpots.id, sure!.id)))[0]!.amount).toBe(1_000n);
    const [won] = await db.select().from(jackpotWins).where(eq(jackpotWins.jackpotId, sure!.id));
    expect(won).toMatchObject({ userId: user.uid, gameId: lucky.id, roundId: BigInt(round.round.id), amount: 20_010n });
    const after = (await mainOf(platform, user.uid)).balanceMain;
    expect(after - before).toBe(-200n + BigInt(Math.round(round.round.win.amount * 100)) + 20_010n);
    const [entry] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, `round:${round.round.id}:jackpot`));
    expect(entry).toMatchObject({ kind: 'jackpot', amount: 20_010n });
    expect(await ledgerDrift(db, user.uid)).toEqual([]);
  });

  it('notable real wins (from 100.00 or 10× the stake) are recorded for the leaderboards', async () => {
    const platform = get();
    const db = platform.database.db;
    const user = await newPlayer(platform, 5000);
    const game = await newGame(platform, { type: 'high_low' });
    let notable = 0;
    for (let i = 0; i < 40 && notable === 0; i += 1) {
      const seed = await activeSeed(db, `u:${user.uid}`);
      const shown = shownCard(floats({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce }, 1));
      const guess = shown.rank < 6 ? 'higher' : 'lower'; // the likelier side: a win pays over 1×, so over 100.00
      const r = await playRound(db, { owner: `u:${user.uid}`, userId: user.uid, game, mode: 'real', bet: 100, guess, idempotencyKey: key() });
      if (r.round.win.amount > 0) notable = r.round.win.amount;
    }
    expect(notable).toBeGreaterThan(100);
    const rows = await db.select().from(wins).where(eq(wins.userId, user.uid));
    expect(rows.map((w) => Number(w.amount) / 100)).toContain(notable);
    expect(rows.every((w) => w.gameId === game.id && w.currency === 'USD')).toBe(true);
  });

  it('fairness: the hash is shown before play, rotation reveals the seed, and the stored outcome recomputes', async () => {
    const platform = get();
    const db = platform.database.db;
    const owner = `s:${tag()}`;
    const game = await newGame(platform, { type: 'high_low', rtp: 9500 });
    const seed = await setClientSeed(db, owner, 'my lucky seed');
    expect(seed).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });
    const played = [];
    for (const guess of ['higher', 'lower', 'higher'] as const) {
      try {
        played.push(await playRound(db, { owner, game, mode: 'demo', bet: 1, guess, idempotencyKey: key() }));
      } catch (error) {
        expect(error).toMatchObject({ data: { guess: ['impossible'] } });
      }
    }
    const round = played[0]!.round;
    expect(round.fair).toEqual({ server_seed_hash: seed.serverSeedHash, client_seed: 'my lucky seed', nonce: 0 });
    expect(await roundVerification(db, BigInt(round.id), 's:someone-else')).toBeNull();
    const hidden = await roundVerification(db, BigInt(round.id), owner);
    expect(hidden).toMatchObject({ serverSeed: null, hashMatches: null, recomputed: null });
    const { revealed, active } = await rotateSeed(db, owner);
    expect(revealed!.serverSeed).toBe(seed.serverSeed);
    expect(active.serverSeedHash).not.toBe(seed.serverSeedHash);
    expect(active.clientSeed).toBe('my lucky seed');
    for (const p of played) {
      const v = await roundVerification(db, BigInt(p.round.id), owner);
      expect(v).toMatchObject({ serverSeed: seed.serverSeed, hashMatches: true, outcomeMatches: true });
    }
    // a client seed change after play rotates (never changes the seed under a used server seed)
    await playRound(db, { owner, game: await newGame(platform), mode: 'demo', bet: 1, idempotencyKey: key() });
    const changed = await setClientSeed(db, owner, 'another');
    expect(changed.id).not.toBe(active.id);
    await expect(setClientSeed(db, owner, '')).rejects.toMatchObject({ data: { client_seed: ['invalid'] } });
  });
});
