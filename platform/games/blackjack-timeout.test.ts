import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gameProviders, gameRounds, games, ledgerEntries, users } from '../db/schema';
import { ledgerDrift } from '../services/wallet/ledger';
import { applyMovements } from '../services/wallets';
import { describeEachDb, signedIn, type TestPlatform } from '../test/harness';
import { settleAbandonedHands } from './blackjack-rounds';

const key = () => `t-${randomBytes(8).toString('hex')}`;
const HOUR = 3600;

type Hand = { round: { id: string; win: { amount: number }; outcome: { phase: string; actions: string[]; result: string | null } }; balance: { amount: number } };

async function setup(platform: TestPlatform) {
  const db = platform.database.db;
  const [provider] = await db.select({ id: gameProviders.id }).from(gameProviders).limit(1);
  const [game] = await db.insert(games).values({ sysname: `bj-${randomBytes(4).toString('hex')}`, name: 'Classic Blackjack', providerId: provider!.id, type: 'casino' }).returning();
  const [user] = await db.insert(users).values({ login: `bj-${randomBytes(4).toString('hex')}@example.com`, currency: 'USD' }).returning();
  await applyMovements(db, { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: 5_000n, kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
  return { game: game!, user: user!, cookie: await signedIn(platform, user!.uid) };
}

describeEachDb('abandoned blackjack hands', (get) => {
  const post = (url: string, cookie: string, payload: Record<string, unknown>) => get().app.inject({ method: 'POST', url, headers: { cookie }, payload });

  /** Deals until a hand stays open (a natural ends it at the deal); answers it and the balance after it. */
  async function openHand(sysname: string, cookie: string, balance: number) {
    for (let i = 0; i < 30; i += 1) {
      const dealt = (await post(`/games/api/${sysname}/round`, cookie, { mode: 'real', bet: 2, idempotency_key: key() })).json().data as Hand;
      balance = balance - 2 + dealt.round.win.amount;
      if (dealt.round.outcome.phase === 'player') return { hand: dealt, balance };
    }
    throw new Error('no open hand in 30 deals');
  }

  it('a hand left open past the timeout is stood for the player through the ledger; a fresh one is left alone', async () => {
    const db = get().database.db;
    const { game, user, cookie } = await setup(get());
    const first = await openHand(game.sysname, cookie, 50);
    const dealtAt = (await db.select({ at: gameRounds.createdAt }).from(gameRounds).where(eq(gameRounds.id, BigInt(first.hand.round.id))))[0]!.at.getTime();

    // the fake clock: just before the timeout nothing happens, the stake stays locked
    await settleAbandonedHands(db, { seconds: HOUR, now: () => dealtAt + HOUR * 1000 - 1 });
    const state = async () => (await get().app.inject({ url: `/games/api/${game.sysname}/state?mode=real`, headers: { cookie } })).json().data;
    expect((await state()).hand?.round.id).toBe(first.hand.round.id);

    // past it the hand is stood: the dealer plays out, the win (if any) is credited, the books add up
    expect(await settleAbandonedHands(db, { seconds: HOUR, now: () => dealtAt + HOUR * 1000 + 1 })).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, BigInt(first.hand.round.id)));
    const outcome = row!.outcome as Hand['round']['outcome'];
    expect(outcome).toMatchObject({ phase: 'done', actions: ['stand'] });
    expect(['win', 'push', 'lose']).toContain(outcome.result);
    const win = Number(row!.win);
    const entries = await db.select().from(ledgerEntries).where(like(ledgerEntries.idempotencyKey, `round:${first.hand.round.id}:%`));
    expect(Object.fromEntries(entries.map((e) => [e.idempotencyKey!.split(':')[2], Number(e.amount)]))).toEqual({ bet: -200, ...(win > 0 && { win }) });
    expect((await state()).hand).toBeNull();
    expect(await ledgerDrift(db, user.uid)).toEqual([]);
    const balance = first.balance + win / 100;
    expect((await get().app.inject({ url: '/api/getBalance', headers: { cookie } })).json().data.balance_main.amount).toBeCloseTo(balance, 2);

    // the player coming back finds it settled: a late decision is refused, never paid twice
    const late = await post(`/games/api/${game.sysname}/action`, cookie, { round_id: first.hand.round.id, action: 'hit', index: 1 });
    expect(late.json().error?.error_data).toEqual({ round: ['settled'] });
    expect(await settleAbandonedHands(db, { seconds: HOUR, now: () => dealtAt + 2 * HOUR * 1000 })).toBe(0);

    // a hand dealt after earlier sweeps (the sweep resumes from its low-water mark) is found too
    const second = await openHand(game.sysname, cookie, balance);
    await settleAbandonedHands(db, { seconds: HOUR, now: () => Date.now() });
    expect((await state()).hand?.round.id).toBe(second.hand.round.id);
    await settleAbandonedHands(db, { seconds: HOUR, now: () => Date.now() + HOUR * 1000 + 1 });
    expect((await state()).hand).toBeNull();
    expect(await ledgerDrift(db, user.uid)).toEqual([]);
    // the fairness page replays the recorded stand
    expect((await post('/games/api/seed/rotate', cookie, {})).statusCode).toBe(200);
    expect((await get().app.inject({ url: `/games/fairness?round=${first.hand.round.id}`, headers: { cookie } })).body).toContain('The recomputed outcome matches the recorded round.');
  });

  it('0 seconds turns the timeout off', async () => {
    expect(await settleAbandonedHands(get().database.db, { seconds: 0, now: () => Date.now() + 10 * HOUR * 1000 })).toBe(0);
  });
});
