import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { builtOnce } from '../db/built';
import type { Db } from '../db/client';
import { gameProviders, games, protectionExclusions, protectionLimits, protectionState, tournamentGames, tournamentParticipants, tournaments, users } from '../db/schema';
import { describeEachDb } from '../test/harness';
import { roundFactValues, roundFacts } from './round-hooks';
import { factOf, keepFacts, mayApply, probe } from './round-probe';
import { rowsOf } from './wallet/ledger';

const tag = () => randomBytes(4).toString('hex');
const factsStatement = builtOnce(() => sql`select ${roundFacts()} as facts`);

/** The facts every domain would read for a round of `gameId` by `userId`, as the round's state statement reads them. */
async function factsFor(db: Db, userId: number, game: typeof games.$inferSelect): Promise<Record<string, unknown>> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ facts: Record<string, unknown> }>(await factsStatement(tx, roundFactValues({ userId, game, currency: 'USD' })));
    return row!.facts;
  });
}

describeEachDb('round probe', (get) => {
  it('facts hold for their own transaction only: a false fact skips, an unknown one or another transaction reads as before', async () => {
    const db = get().database.db;
    await db.transaction(async (tx) => {
      expect(mayApply(tx, 'no')).toBe(true); // nothing probed yet
      await probe(tx, [
        ['yes', sql`exists (select 1)`],
        ['no', sql`exists (select 1 where false)`],
        ['row', sql`(select json_build_object('n', 1))`],
        ['none', sql`(select json_build_object('n', 1) where false)`],
      ]);
      expect([mayApply(tx, 'yes'), mayApply(tx, 'no'), mayApply(tx, 'unknown')]).toEqual([true, false, true]);
      expect(factOf(tx, 'row')).toEqual({ n: 1 });
      expect(factOf(tx, 'none')).toBeNull();
      expect(factOf(tx, 'unknown')).toBeUndefined();
    });
    await db.transaction(async (tx) => {
      expect(mayApply(tx, 'no')).toBe(true);
      keepFacts(tx, null);
      expect(mayApply(tx, 'no')).toBe(true);
    });
  });

  it('each domain fact turns true as soon as its data exists: a running tournament of the game the player is in, a limit, an exclusion, the protection state', async () => {
    const db = get().database.db;
    const [player] = await db.insert(users).values({ login: `probe-${tag()}@example.com`, currency: 'USD' }).returning();
    const [provider] = await db.insert(gameProviders).values({ sysname: `probe-${tag()}`, name: 'Probe' }).returning();
    const [game] = await db.insert(games).values({ sysname: `probe-slot-${tag()}`, name: 'Probe slot', providerId: provider!.id, type: 'slot' }).returning();
    const uid = player!.uid;

    let facts = await factsFor(db, uid, game!);
    expect(facts).toMatchObject({ protection_exclusion: false, protection_limits: false, bonus_casino: false, rewards_tournament: false, protection_state: null });

    // a running tournament of this game: only once the player takes part
    const [cup] = await db
      .insert(tournaments)
      .values({ sysname: `probe-cup-${tag()}`, title: 'Probe cup', startAt: new Date(Date.now() - 60_000), endAt: new Date(Date.now() + 3_600_000) })
      .returning();
    await db.insert(tournamentGames).values({ tournamentId: cup!.id, gameId: game!.id });
    expect((await factsFor(db, uid, game!)).rewards_tournament).toBe(false);
    await db.insert(tournamentParticipants).values({ tournamentId: cup!.id, userId: uid });
    expect((await factsFor(db, uid, game!)).rewards_tournament).toBe(true);

    await db.insert(protectionLimits).values({ userId: uid, kind: 'wager', currency: 'USD', amount: 10_000n, periodDays: 1, startedAt: new Date() });
    await db.insert(protectionExclusions).values({ userId: uid, kind: 'timeout', period: '24h', startsAt: new Date(), endsAt: new Date(Date.now() + 86_400_000) });
    const started = new Date('2026-01-02T03:04:05.678Z');
    await db.insert(protectionState).values({ userId: uid, sessionStartedAt: started, realityPending: true, lastSpinAt: started });
    facts = await factsFor(db, uid, game!);
    expect(facts).toMatchObject({ protection_exclusion: true, protection_limits: true, rewards_tournament: true });
    expect(facts.protection_state).toEqual({ pending: true, last_spin_ms: started.getTime(), session_ms: started.getTime() });
  });
});
