import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gameProviders, games, loyaltyAccounts, loyaltyEntries, loyaltyNotifications, loyaltyPrograms, loyaltyQuestProgress, loyaltyQuests, users } from '../../db/schema';
import type { BusEvent } from '../../realtime/bus';
import { describeEachDb, signedIn, type TestPlatform } from '../../test/harness';
import { playRound, type GameRow } from '../rounds';
import { applyMovements, ledgerDrift } from '../wallets';
import { LOYALTY_NOTIFICATION } from './index';

const tag = () => randomBytes(4).toString('hex');
const SEEDED = ['club-ten-rounds', 'club-weekly-wager-100', 'club-monthly-deposit-100'];

async function newPlayer(platform: TestPlatform, main: number, locale = 'en-US') {
  const db = platform.database.db;
  const [user] = await db.insert(users).values({ login: `lq-${tag()}@example.com`, currency: 'USD', countryCode: 'US', locale }).returning();
  if (main > 0) await applyMovements(db, { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(main * 100), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
  return { uid: user!.uid, cookie: await signedIn(platform, user!.uid) };
}

async function newGame(platform: TestPlatform): Promise<GameRow> {
  const db = platform.database.db;
  const [provider] = await db.select({ id: gameProviders.id }).from(gameProviders).limit(1);
  const sysname = `lq-${tag()}`;
  const [game] = await db.insert(games).values({ sysname, name: sysname, providerId: provider!.id, type: 'slot' }).returning();
  return game!;
}

/** A quest of the seeded programme (Casino Club, 10 coins per 1 USD staked). */
async function newQuest(platform: TestPlatform, values: Pick<typeof loyaltyQuests.$inferInsert, 'kind' | 'target' | 'rewardPoints'> & Partial<typeof loyaltyQuests.$inferInsert>) {
  const db = platform.database.db;
  const [program] = await db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.sysname, 'casino-club'));
  const [quest] = await db
    .insert(loyaltyQuests)
    .values({ programId: program!.id, sysname: `q-${tag()}`, title: { 'en-US': 'Test quest', 'es-ES': 'Misión de prueba' }, description: 'Do it.', ...values })
    .returning();
  return quest!;
}

const play = (platform: TestPlatform, uid: number, game: GameRow, bet: number) =>
  playRound(platform.database.db, { owner: `u:${uid}`, userId: uid, game, mode: 'real', bet, idempotencyKey: `k-${tag()}${tag()}`, bus: platform.bus });

describeEachDb('rewards: loyalty quests', (get) => {
  const call = async (method: string, cookie: string | null, payload?: Record<string, unknown>) =>
    get().app.inject({ method: payload ? 'POST' : 'GET', url: `/api/${method}`, payload, headers: cookie ? { cookie } : {} });

  it('lists the seeded quests in the asked locale: without progress for a visitor, from zero for a player; bad input answers InvalidParameter, never 5xx', async () => {
    const guest = (await call('loyalty/getquests?locale=es-ES', null)).json().data;
    expect(guest.map((q: { sysname: string }) => q.sysname)).toEqual(SEEDED);
    expect(guest[0]).toMatchObject({ title: 'Juega 10 rondas', kind: 'rounds', target: 10, progress: null, currency: null, reward_points: 50, pointsAlias: 'monedas', period: null, period_ends_at: null, completed: false });
    expect(guest[1]).toMatchObject({ kind: 'wager', target: 100, currency: 'USD', period: 'week' });
    const aliasIn = async (locale: string) => (await call(`loyalty/getquests?locale=${locale}`, null)).json().data[0].pointsAlias;
    expect([await aliasIn('pt-BR'), await aliasIn('ar'), await aliasIn('en-US')]).toEqual(['moedas', 'عملات', 'coins']);
    // a weekly quest ends next Monday 00:00 UTC; a monthly one on the 1st
    expect(new Date(guest[1].period_ends_at).getUTCDay()).toBe(1);
    expect(new Date(guest[2].period_ends_at).getUTCDate()).toBe(1);
    expect(new Date(guest[2].period_ends_at).getTime()).toBeGreaterThan(Date.now());

    const p = await newPlayer(get(), 0);
    const mine = (await call('loyalty/getquests?sysname=casino-club', p.cookie)).json().data;
    expect(mine.map((q: { progress: number; title: string }) => [q.title, q.progress])).toEqual([
      ['Play 10 rounds', 0],
      ['Wager 100 USD this week', 0],
      ['Deposit 100 USD this month', 0],
    ]);
    for (const query of ['sysname=nope', 'sysname=', 'sysname=a&sysname=b', `sysname=${'x'.repeat(65)}`, 'sysname=%00']) {
      const r = await call(`loyalty/getquests?${query}`, p.cookie);
      expect([query, r.statusCode, r.json().error?.type]).toEqual([query, 422, 'InvalidParameterException']);
    }
  });

  it('rounds and wager quests move with real rounds (a wager quest only in its currency); completing one credits its points once, even with 20 rounds at once', async () => {
    const platform = get();
    const db = platform.database.db;
    await db.update(loyaltyQuests).set({ isActive: false }).where(inArray(loyaltyQuests.sysname, SEEDED));
    const game = await newGame(platform);
    const rounds = await newQuest(platform, { kind: 'rounds', target: 5n, rewardPoints: 70 });
    const wager = await newQuest(platform, { kind: 'wager', target: 300n, rewardPoints: 30, period: 'day' });
    const euros = await newQuest(platform, { kind: 'wager', target: 100n, rewardPoints: 40, currency: 'EUR' });
    const p = await newPlayer(platform, 100);
    const pushed: BusEvent[] = [];
    const off = platform.bus.subscribe((e) => e.event === LOYALTY_NOTIFICATION && e.userId === p.uid && pushed.push(e));

    await play(platform, p.uid, game, 1);
    const view = async () => {
      const list = (await call('loyalty/getquests', p.cookie)).json().data as Array<{ id: number; progress: number; completed: boolean }>;
      return Object.fromEntries(list.map((q) => [q.id, [q.progress, q.completed]]));
    };
    expect(await view()).toEqual({ [rounds.id]: [1, false], [wager.id]: [1, false], [euros.id]: [0, false] });

    const results = await Promise.allSettled(Array.from({ length: 20 }, () => play(platform, p.uid, game, 1)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(await view()).toEqual({ [rounds.id]: [5, true], [wager.id]: [3, true], [euros.id]: [0, false] });

    const entries = await db.select().from(loyaltyEntries).where(and(eq(loyaltyEntries.userId, p.uid), eq(loyaltyEntries.kind, 'quest')));
    expect(entries.map((e) => e.points).sort()).toEqual([30, 70]);
    // 21 USD staked at 10 coins per USD, plus both quests' points
    const [account] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, p.uid));
    expect(account).toMatchObject({ points: 210 + 100, levelPoints: 210 + 100 });
    const notes = await db.select().from(loyaltyNotifications).where(and(eq(loyaltyNotifications.userId, p.uid), eq(loyaltyNotifications.trigger, 'quest')));
    expect(notes.map((n) => [n.title, n.amount, n.message]).sort()).toEqual([
      ['Test quest', 30, 'Quest complete: 30 coins are yours.'],
      ['Test quest', 70, 'Quest complete: 70 coins are yours.'],
    ]);
    // the completions go out over the socket once their rounds commit
    await expect.poll(() => pushed.filter((e) => (e.payload as { trigger: string }).trigger === 'quest').length).toBe(2);
    off();
    // a completed quest costs no more writes: its progress row stays as it was
    const [row] = await db.select().from(loyaltyQuestProgress).where(and(eq(loyaltyQuestProgress.questId, rounds.id), eq(loyaltyQuestProgress.userId, p.uid)));
    expect(row!.progress).toBe(5n);
    expect(await ledgerDrift(db, p.uid)).toEqual([]);
  });

  it('deposit quests move with credited deposits only, and complete once in the player locale', async () => {
    const platform = get();
    const db = platform.database.db;
    await db.update(loyaltyQuests).set({ isActive: false }).where(inArray(loyaltyQuests.sysname, SEEDED));
    const quest = await newQuest(platform, { kind: 'deposit', target: 5000n, rewardPoints: 300, period: 'month' });
    const p = await newPlayer(platform, 0, 'es-ES');
    const deposit = (amount: string) => call('makedeposit', p.cookie, { method: 'demo_card', amount, requisites: JSON.stringify({ card_number: '4111111111111111' }) });
    expect((await deposit('20')).statusCode).toBe(200);
    const progress = async () => ((await call('loyalty/getquests', p.cookie)).json().data as Array<{ id: number; progress: number; completed: boolean }>).find((q) => q.id === quest.id);
    expect(await progress()).toMatchObject({ progress: 20, completed: false });
    expect((await deposit('abc')).statusCode).toBe(422);
    expect(await progress()).toMatchObject({ progress: 20 });
    await Promise.all([deposit('30'), deposit('30')]);
    expect(await progress()).toMatchObject({ progress: 50, completed: true });
    const entries = await db.select().from(loyaltyEntries).where(and(eq(loyaltyEntries.userId, p.uid), eq(loyaltyEntries.kind, 'quest')));
    expect(entries.map((e) => e.points)).toEqual([300]);
    const notes = (await call('loyalty/getnotifications', p.cookie)).json().data as Array<{ trigger: string; title: string; message: string }>;
    expect(notes.filter((n) => n.trigger === 'quest')).toEqual([expect.objectContaining({ title: 'Misión de prueba', message: 'Misión cumplida: has ganado 300 monedas.' })]);
    expect((await call('loyalty/getinfo', p.cookie)).json().data).toMatchObject({ points: 300, level_points: 300 });
  });
});
