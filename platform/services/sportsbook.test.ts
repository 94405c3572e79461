import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonuses, ledgerEntries, sportBets, sportEvents, users, wallets } from '../db/schema';
import { seedSportsbook } from '../seed/sportsbook';
import { describeEachDb, type TestPlatform } from '../test/harness';
import { awardBonus } from './bonuses';
import { combinedOdds, drawResult, openEvents, placeBet, settleSportsbook } from './sportsbook';
import { applyMovements, ledgerDrift } from './wallets';

async function newPlayer(platform: TestPlatform, main: number) {
  const db = platform.database.db;
  const [user] = await db.insert(users).values({ login: `book-${randomBytes(4).toString('hex')}@example.com`, currency: 'USD' }).returning();
  await applyMovements(db, { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: BigInt(main * 100), kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
  return user!;
}
const key = () => `b-${randomBytes(8).toString('hex')}`;
const mainOf = async (platform: TestPlatform, uid: number) => (await platform.database.db.select().from(wallets).where(eq(wallets.userId, uid)))[0]!.balanceMain;

describe('sportsbook odds', () => {
  it('combines decimal odds ×100 by multiplying, rounding down', () => {
    expect(combinedOdds([185])).toBe(185);
    expect(combinedOdds([185, 210])).toBe(388); // 3.885
  });

  it('draws results weighted by implied probability', () => {
    const counts = { home: 0, draw: 0, away: 0 };
    let state = 7;
    const random = (max: number) => (state = (state * 48271) % 2147483647) % max;
    for (let i = 0; i < 30_000; i += 1) counts[drawResult({ oddsHome: 150, oddsDraw: null, oddsAway: 300 }, random)] += 1;
    expect(counts.draw).toBe(0);
    expect(counts.home / counts.away).toBeGreaterThan(1.85);
    expect(counts.home / counts.away).toBeLessThan(2.15);
  });
});

describeEachDb('demo sportsbook', (get) => {
  it('the seed keeps a supply of open events, some kicking off soon', async () => {
    const db = get().database.db;
    const events = await openEvents(db);
    expect(events.length).toBeGreaterThanOrEqual(6);
    expect(events.some((e) => new Date(e.starts_at).getTime() - Date.now() < 15 * 60_000)).toBe(true);
    expect(await seedSportsbook(db)).toBe(0); // enough ahead: nothing written
    const later = new Date(Date.now() + 10 * 24 * 3600_000);
    expect(await seedSportsbook(db, later)).toBeGreaterThan(0); // days on: a new batch
  });

  it('places singles and accumulators with the stake through the ledger, idempotently, and settles and pays them', async () => {
    const platform = get();
    const db = platform.database.db;
    const user = await newPlayer(platform, 100);
    const [a, b] = (await openEvents(db)).slice(-2);
    const single = await placeBet(db, { userId: user.uid, selections: [{ event_id: a!.id, pick: 'home' }], stake: 10, idempotencyKey: key() });
    expect(single.bet).toMatchObject({ status: 'open', stake: { amount: 10, currency: 'USD' }, odds: a!.odds.home });
    const k = key();
    const acca = await placeBet(db, { userId: user.uid, selections: [{ event_id: a!.id, pick: 'home' }, { event_id: b!.id, pick: 'away' }], stake: 5, idempotencyKey: k });
    const again = await placeBet(db, { userId: user.uid, selections: [{ event_id: a!.id, pick: 'home' }, { event_id: b!.id, pick: 'away' }], stake: 5, idempotencyKey: k });
    expect(again).toMatchObject({ replayed: true, bet: { id: acca.bet.id } });
    expect(acca.bet.odds).toBe(combinedOdds([Math.round(a!.odds.home * 100), Math.round(b!.odds.away * 100)]) / 100);
    expect(await mainOf(platform, user.uid)).toBe(8500n);

    await expect(placeBet(db, { userId: user.uid, selections: [{ event_id: a!.id, pick: 'home' }], stake: 1000, idempotencyKey: key() })).rejects.toMatchObject({ data: { stake: ['max'] } });
    await expect(placeBet(db, { userId: user.uid, selections: [{ event_id: a!.id, pick: 'home' }, { event_id: a!.id, pick: 'away' }], stake: 1, idempotencyKey: key() })).rejects.toMatchObject({ data: { selections: ['same_event'] } });
    const poor = await newPlayer(platform, 1);
    await expect(placeBet(db, { userId: poor.uid, selections: [{ event_id: a!.id, pick: 'home' }], stake: 2, idempotencyKey: key() })).rejects.toMatchObject({ data: { amount: ['insufficient_funds'] } });
    expect(await db.select().from(sportBets).where(eq(sportBets.userId, poor.uid))).toHaveLength(0);

    // a settles home: the single wins, the accumulator waits for b
    await settleSportsbook(db, { matchMs: 0, eventId: a!.id, result: 'home' });
    let bets = await db.select().from(sportBets).where(inArray(sportBets.id, [single.bet.id, acca.bet.id]));
    expect(bets.find((x) => x.id === single.bet.id)).toMatchObject({ status: 'won', payout: (1000n * BigInt(Math.round(a!.odds.home * 100))) / 100n });
    expect(bets.find((x) => x.id === acca.bet.id)!.status).toBe('open');
    await expect(placeBet(db, { userId: user.uid, selections: [{ event_id: a!.id, pick: 'away' }], stake: 1, idempotencyKey: key() })).rejects.toMatchObject({ data: { selections: ['closed'] } });

    // b settles home: the accumulator loses
    await settleSportsbook(db, { matchMs: 0, eventId: b!.id, result: 'home' });
    bets = await db.select().from(sportBets).where(eq(sportBets.id, acca.bet.id));
    expect(bets[0]).toMatchObject({ status: 'lost', payout: 0n });
    const payouts = await db.select().from(ledgerEntries).where(and(eq(ledgerEntries.idempotencyKey, `sportbet:${single.bet.id}:win`)));
    expect(payouts).toHaveLength(1);
    expect(await mainOf(platform, user.uid)).toBe(8500n + payouts[0]!.amount);
    // settling again changes nothing
    await settleSportsbook(db, { matchMs: 0, eventId: a!.id, result: 'away' });
    expect(await mainOf(platform, user.uid)).toBe(8500n + payouts[0]!.amount);
    expect(await ledgerDrift(db, user.uid)).toEqual([]);
  });

  it('the settler settles matches past kick-off + match length with a drawn result', async () => {
    const db = get().database.db;
    const [event] = await db.insert(sportEvents).values({ sport: 'football', league: 'Test', home: 'A', away: 'B', startsAt: new Date(Date.now() - 10 * 60_000), oddsHome: 200, oddsDraw: 320, oddsAway: 350 }).returning();
    const [fresh] = await db.insert(sportEvents).values({ sport: 'football', league: 'Test', home: 'C', away: 'D', startsAt: new Date(Date.now() - 60_000), oddsHome: 200, oddsDraw: 320, oddsAway: 350 }).returning();
    await settleSportsbook(db, { matchMs: 5 * 60_000 });
    const rows = await db.select().from(sportEvents).where(inArray(sportEvents.id, [event!.id, fresh!.id]));
    expect(rows.find((r) => r.id === event!.id)).toMatchObject({ status: 'settled', result: expect.stringMatching(/^(home|draw|away)$/) });
    expect(rows.find((r) => r.id === fresh!.id)).toMatchObject({ status: 'open', result: null });
  });
});

describeEachDb('sportsbook while a betting bonus is wagered', (get) => {
  const bettingBonus = (platform: TestPlatform, uid: number) =>
    platform.database.db.transaction((tx) => awardBonus(tx, { userId: uid, currency: 'USD', amount: 500n, wagerMultiplier: 1, kind: 'betting', minOdds: 150, minSelections: 1, maxBet: 500n, source: 'test', title: 'Free bet' }));
  const newEvent = async (platform: TestPlatform) =>
    (await platform.database.db.insert(sportEvents).values({ sport: 'football', league: 'Test', home: 'A', away: 'B', startsAt: new Date(Date.now() + 3_600_000), oddsHome: 200, oddsDraw: 300, oddsAway: 400 }).returning())[0]!;
  const bonusOf = async (platform: TestPlatform, id: number) => (await platform.database.db.select().from(bonuses).where(eq(bonuses.id, id)))[0]!;

  it('refuses a slip above the bonus’s maximum bet, naming it, whichever balance would pay it, and writes nothing', async () => {
    const platform = get();
    const db = platform.database.db;
    const user = await newPlayer(platform, 100);
    const { bonusId } = await bettingBonus(platform, user.uid);
    const event = await newEvent(platform);
    const slip = (stake: number, on = event) => placeBet(db, { userId: user.uid, selections: [{ event_id: on.id, pick: 'away' }], stake, idempotencyKey: key() });
    await expect(slip(50)).rejects.toMatchObject({ type: 'InvalidParameterException', data: { stake: ['bonus_max_bet'], max_amount: 5, currency: 'USD' } });
    await expect(slip(5.01)).rejects.toMatchObject({ data: { stake: ['bonus_max_bet'] } });
    expect(await db.select().from(sportBets).where(eq(sportBets.userId, user.uid))).toHaveLength(0);
    expect(await mainOf(platform, user.uid)).toBe(10_000n);
    // the QA repro: a lost slip of 5 counts, the bonus is met; nothing larger could have met it
    await slip(5);
    await settleSportsbook(db, { matchMs: 0, eventId: event.id, result: 'home' });
    expect(await bonusOf(platform, bonusId)).toMatchObject({ status: 'completed', wagered: 500n });
    expect(await mainOf(platform, user.uid)).toBe(10_000n - 500n + 500n);
    // no bonus being wagered any more: the stake limits alone apply
    await slip(50, await newEvent(platform));
    expect(await ledgerDrift(db, user.uid)).toEqual([]);
  });

  it('a slip above the maximum bet placed before the bonus started does not count toward its wagering', async () => {
    const platform = get();
    const db = platform.database.db;
    const user = await newPlayer(platform, 100);
    const event = await newEvent(platform);
    await placeBet(db, { userId: user.uid, selections: [{ event_id: event.id, pick: 'away' }], stake: 50, idempotencyKey: key() });
    const { bonusId } = await bettingBonus(platform, user.uid);
    await settleSportsbook(db, { matchMs: 0, eventId: event.id, result: 'home' });
    expect(await bonusOf(platform, bonusId)).toMatchObject({ status: 'active', wagered: 0n });
    expect(await mainOf(platform, user.uid)).toBe(5000n);
    expect(await ledgerDrift(db, user.uid)).toEqual([]);
  });
});
