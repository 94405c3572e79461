import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameProviders, games, jackpots, jackpotWins, tournamentGames, tournamentParticipants, tournaments, users, wheelBalances, wheelCampaigns, wheelSectors } from '../../db/schema';
import { newClientSeed, newServerSeed } from '../../games/fair';
import { describeEachDb, signedIn, type TestPlatform } from '../../test/harness';
import { listJackpotWinners } from '../jackpots-read';
import { playRound, type GameRow } from '../rounds';
import { applyMovements } from '../wallets';
import { displayName } from './display-name';
import { leaderboardPayload } from './index';
import { rewardView } from './wheel';

const tag = () => randomBytes(4).toString('hex');

describe('rewards: what the boards show', () => {
  it('a campaign sector’s bonus and free-spin bet answer in major units, as every money field', () => {
    const view = rewardView('campaign', { title: '10 USD bonus', bonus: { amount: 1000, wager: 5 }, freespins: { game: 'sun-temple-riches', count: 10, bet: 20 } }, 'USD');
    expect(view.bonus).toEqual({ amount: { amount: 10, currency: 'USD' }, wager: 5 });
    expect(view.freespins).toEqual({ game: 'sun-temple-riches', count: 10, bet: { amount: 0.2, currency: 'USD' } });
  });

  it('a player without a fake name shows as a stable pseudonym that is not the uid', () => {
    expect(displayName(72, 'lucky_lu')).toBe('lucky_lu');
    const name = displayName(72, '');
    expect(name).toMatch(/^Player [0-9A-F]{6}$/);
    expect(name).not.toContain('72');
    expect(displayName(72, null)).toBe(name);
    expect(displayName(73, '')).not.toBe(name);
  });
});

describeEachDb('rewards: public boards', (get) => {
  const call = async (method: string, cookie: string, payload?: Record<string, unknown>) =>
    get().app.inject({ method: payload ? 'POST' : 'GET', url: `/api/${method}`, payload, headers: { cookie } });

  async function newPlayer(platform: TestPlatform, fakename = '') {
    const db = platform.database.db;
    const [user] = await db.insert(users).values({ login: `bd-${tag()}@example.com`, currency: 'USD', fakename, countryCode: 'US' }).returning();
    await applyMovements(db, { userId: user!.uid, currency: 'USD' }, [{ balance: 'main', amount: 10_000n, kind: 'adjustment', idempotencyKey: `open:${user!.uid}` }]);
    return user!;
  }

  async function newGame(platform: TestPlatform, providerId: number): Promise<GameRow> {
    const [game] = await platform.database.db.insert(games).values({ sysname: `bd-${tag()}`, name: 'Board game', providerId, type: 'slot' }).returning();
    return game!;
  }

  const newTournament = async (platform: TestPlatform, values: Partial<typeof tournaments.$inferInsert> = {}) =>
    (
      await platform.database.db
        .insert(tournaments)
        .values({
          sysname: `bd-${tag()}`,
          title: 'Board cup',
          startAt: new Date(Date.now() - 3600_000),
          endAt: new Date(Date.now() + 3600_000),
          extra: { points_per_unit: 100 },
          prizes: [
            { place: 1, type: 'money', amount: 10_000 },
            { place: 2, type: 'money', amount: 5_000 },
          ],
          ...values,
        })
        .returning()
    )[0]!;

  it('tournament, wheel and jackpot boards show a player without a fake name by the same pseudonym, never the uid', async () => {
    const platform = get();
    const db = platform.database.db;
    const p = await newPlayer(platform);
    const expected = displayName(p.uid, '');
    const cookie = await signedIn(platform, p.uid);
    const t = await newTournament(platform);
    await db.insert(tournamentParticipants).values({ tournamentId: t.id, userId: p.uid, points: 10 });
    const board = (await call(`tournaments/get?ids=${t.id}&fields=winners`, cookie)).json().data[0];
    expect(board.winners[0].fakename).toBe(expected);
    expect((await leaderboardPayload(db, t.id))!.winners[0]!.fakename).toBe(expected);

    const [campaign] = await db
      .insert(wheelCampaigns)
      .values({ sysname: `bd-${tag()}`, title: 'Board wheel', startAt: new Date(Date.now() - 3600_000), endAt: new Date(Date.now() + 3600_000), spinPrice: 100n })
      .returning();
    await db.insert(wheelSectors).values({ campaignId: campaign!.id, position: 0, weight: 1, rewardType: 'money', reward: { title: '1 USD', amount: 100 } });
    await db.insert(wheelBalances).values({ campaignId: campaign!.id, userId: p.uid, spins: 1, serverSeed: newServerSeed(), clientSeed: newClientSeed() });
    const spun = await call('wheel/spinWheel', cookie, { campaign_id: String(campaign!.id) });
    expect(spun.statusCode, spun.body).toBe(200);
    expect(spun.json().data.spin.fakename).toBe(expected);
    const winners = (await call(`wheel/wheelSpinResults?campaign_id=${campaign!.id}&scope=public`, cookie)).json().data;
    expect(winners.items[0].fakename).toBe(expected);

    const [pot] = await db.insert(jackpots).values({ sysname: `bd-${tag()}`, name: 'Board pot' }).returning();
    await db.insert(jackpotWins).values({ jackpotId: pot!.id, userId: p.uid, amount: 100n, currency: 'USD' });
    const [won] = await listJackpotWinners(db, { jackpotId: pot!.id, count: 1 });
    expect(won!.fakename).toBe(expected);
    expect(JSON.stringify([board.winners, winners.items, won])).not.toContain(`Player ${p.uid}`);
  });

  it('a participant without points is shown no prize: payout passes them over', async () => {
    const platform = get();
    const db = platform.database.db;
    const t = await newTournament(platform);
    const [a, b] = [await newPlayer(platform, `A${tag()}`), await newPlayer(platform, `B${tag()}`)];
    await db.insert(tournamentParticipants).values([
      { tournamentId: t.id, userId: a.uid, points: 50 },
      { tournamentId: t.id, userId: b.uid, points: 0 },
    ]);
    const cookie = await signedIn(platform, a.uid);
    const board = (await call(`tournaments/get?ids=${t.id}&fields=winners`, cookie)).json().data[0];
    expect(board.winners.map((w: { points: number; prize: unknown }) => [w.points, w.prize])).toEqual([
      [50, { amount: 100, currency: 'USD' }],
      [0, null],
    ]);
    expect((await leaderboardPayload(db, t.id))!.winners.map((w) => w.prize)).toEqual([{ amount: 100, currency: 'USD' }, null]);
  });

  it('a provider’s tournament scores and counts only that provider’s games', async () => {
    const platform = get();
    const db = platform.database.db;
    const [own] = await db.insert(gameProviders).values({ sysname: `own-${tag()}`, name: 'Own' }).returning();
    const [other] = await db.insert(gameProviders).values({ sysname: `oth-${tag()}`, name: 'Other' }).returning();
    const ownGame = await newGame(platform, own!.id);
    const otherGame = await newGame(platform, other!.id);
    const t = await newTournament(platform, { provider: own!.sysname });
    await db.insert(tournamentGames).values([
      { tournamentId: t.id, gameId: ownGame.id },
      { tournamentId: t.id, gameId: otherGame.id },
    ]);
    const p = await newPlayer(platform, `P${tag()}`);
    await db.insert(tournamentParticipants).values({ tournamentId: t.id, userId: p.uid });
    const play = (game: GameRow) => playRound(db, { owner: `u:${p.uid}`, userId: p.uid, game, mode: 'real', bet: 1, idempotencyKey: `k-${tag()}`, bus: platform.bus });
    await play(otherGame);
    const points = async () => (await db.select().from(tournamentParticipants).where(eq(tournamentParticipants.tournamentId, t.id)))[0]!.points;
    expect(await points()).toBe(0);
    await play(ownGame);
    expect(await points()).toBe(100);
    const cookie = await signedIn(platform, p.uid);
    expect((await call(`tournaments/get?ids=${t.id}`, cookie)).json().data[0].games_count).toBe(1);
  });
});
