import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { MethodArgs, Tournament } from '@/lib/contract';
import { PlatformError } from '@/lib/errors';
import type { Db } from '../../db/client';
import { tournamentGames, tournamentParticipants, tournaments, users } from '../../db/schema';
import type { SettledRound } from '../round-hooks';
import { mayApply } from '../round-probe';
import { tournamentPlace } from '../bonuses/texts';
import { localize, textIn } from '../localized';
import { exponentOf, toMoney } from '../money';
import { withWallet } from '../wallet/ledger';
import { displayName } from './display-name';
import { payPrize, prizeOf } from './payout';

type Status = Tournament['status'];
type TournamentRow = typeof tournaments.$inferSelect;
type Row = TournamentRow & { gamesCount: number; participants: number; points: number };

/** Rows of the leaderboard a tournament page shows. */
export const WINNERS_SHOWN = 10;

export function statusAt(row: { startAt: Date; endAt: Date }, now: Date): Status {
  if (row.startAt > now) return 'future';
  return row.endAt > now ? 'active' : 'finished';
}

function statusFilter(status: MethodArgs<'tournaments/get'>['status'], now: Date): SQL | undefined {
  if (status === 'future') return gt(tournaments.startAt, now);
  if (status === 'active') return and(lte(tournaments.startAt, now), gt(tournaments.endAt, now));
  if (status === 'finished') return lte(tournaments.endAt, now);
  return undefined;
}

/**
 * A participant's points as they stand: none once a withdrawal followed `counts_from` in a
 * `reset_on_cashout` tournament (the next scored round writes the reset down).
 */
const effectivePoints = sql<number>`(case when ${tournaments.resetOnCashout} and exists (
  select 1 from ledger_entries e join wallets w on w.id = e.wallet_id
  where w.user_id = ${tournamentParticipants.userId} and e.kind = 'withdrawal' and e.created_at > ${tournamentParticipants.countsFrom}
) then 0 else ${tournamentParticipants.points} end)`;

type Restrictions = { min_bet?: { amount?: number }; countries?: string[] };

/**
 * A tournament of a provider (`provider`, its sysname) counts only that provider's games: the
 * provider it is labelled with is the one it scores, whatever games are linked to it.
 */
const ofProvider = (gameId: SQLWrapper, provider: SQLWrapper): SQL =>
  sql`(${provider} is null or exists (select 1 from games pg join game_providers pp on pp.id = pg.provider_id where pg.id = ${gameId} and pp.sysname = ${provider}))`;

export type Standing = { userId: number; fakename: string; points: number; scoredAt: Date; prize: bigint | null };

/**
 * The leaderboard: points high to low, equal points by who reached them first, then by who joined
 * first; blocked players are left out (their places go to the next), so it is recomputed whenever
 * one is blocked.
 */
export async function standings(db: Db, tournamentId: number, limit?: number): Promise<Standing[]> {
  const query = db
    .select({ userId: tournamentParticipants.userId, fakename: users.fakename, points: effectivePoints, scoredAt: tournamentParticipants.scoredAt, prize: tournamentParticipants.prize })
    .from(tournamentParticipants)
    .innerJoin(users, eq(users.uid, tournamentParticipants.userId))
    .innerJoin(tournaments, eq(tournaments.id, tournamentParticipants.tournamentId))
    .where(and(eq(tournamentParticipants.tournamentId, tournamentId), eq(users.banned, false)))
    .orderBy(desc(effectivePoints), asc(tournamentParticipants.scoredAt), asc(tournamentParticipants.joinedAt), asc(tournamentParticipants.userId));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => ({ ...r, points: Number(r.points), fakename: displayName(r.userId, r.fakename) }));
}

async function userInfo(db: Db, tournamentId: number, userId: number) {
  const board = await standings(db, tournamentId);
  const index = board.findIndex((s) => s.userId === userId);
  if (index < 0) return { is_participant: false, points: 0, place: null };
  return { is_participant: true, points: board[index]!.points, place: index + 1 };
}

/** The prize planned for a place (minor units), when the tournament names one. */
function plannedPrize(row: TournamentRow, place: number): bigint | null {
  const entry = row.prizes.find((p) => p.place === place);
  const prize = prizeOf(entry);
  return prize && prize.type !== 'freespins' ? BigInt(prize.amount) : null;
}

export async function winnersOf(db: Db, row: TournamentRow) {
  const top = await standings(db, row.id, WINNERS_SHOWN);
  return top.map((w, i) => ({
    place: i + 1,
    fakename: w.fakename,
    points: w.points,
    prize: (() => {
      // payout passes over participants without points: none is planned for them
      const minor = w.prize ?? (w.points > 0 ? plannedPrize(row, i + 1) : null);
      return minor === null ? null : toMoney(minor, row.currency);
    })(),
  }));
}

/** tournaments/get: tournaments by status and ids, with the parts `fields` asks for. */
export async function findTournaments(db: Db, params: MethodArgs<'tournaments/get'>, userId: number | null, locale = 'en-US'): Promise<Tournament[]> {
  const now = new Date();
  const ids = params.ids?.map(Number);
  const rows: Row[] = await db
    .select({
      ...getTableColumns(tournaments),
      gamesCount: sql<number>`(select count(*)::int from ${tournamentGames} where ${tournamentGames.tournamentId} = ${tournaments.id} and ${ofProvider(tournamentGames.gameId, tournaments.provider)})`,
      participants: sql<number>`(select count(*)::int from ${tournamentParticipants} join ${users} on ${users.uid} = ${tournamentParticipants.userId} where ${tournamentParticipants.tournamentId} = ${tournaments.id} and not ${users.banned})`,
      points: sql<number>`(select coalesce(sum(${effectivePoints}), 0)::float8 from ${tournamentParticipants} join ${users} on ${users.uid} = ${tournamentParticipants.userId} where ${tournamentParticipants.tournamentId} = ${tournaments.id} and not ${users.banned})`,
    })
    .from(tournaments)
    .where(and(statusFilter(params.status, now), ids?.length ? inArray(tournaments.id, ids) : undefined))
    .orderBy(asc(tournaments.priority), desc(tournaments.startAt), asc(tournaments.id))
    .limit(params.count)
    .offset(params.offset);

  const wants = new Set(params.fields ?? []);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      sysname: row.sysname,
      title: textIn(row.title, locale),
      status: statusAt(row, now),
      start_at: row.startAt.toISOString(),
      end_at: row.endAt.toISOString(),
      total_prize: toMoney(row.totalPrize, row.currency),
      total_participants: Number(row.participants),
      total_points: Number(row.points),
      reset_on_cashout: row.resetOnCashout,
      provider: row.provider,
      tags: row.tags,
      games_count: Number(row.gamesCount),
      rule: row.rule,
      ...(wants.has('description') && { description: localize(row.description, locale) }),
      ...(wants.has('restrictions') && { restrictions: row.restrictions }),
      ...(wants.has('extra') && { extra: row.extra }),
      ...(wants.has('user_info') && { user_info: userId === null ? null : await userInfo(db, row.id, userId) }),
      ...(wants.has('winners') && { winners: await winnersOf(db, row) }),
    })),
  );
}


/** tournaments/participate: joins an active or future tournament once; its restrictions apply. */
export async function participate(db: Db, user: { uid: number; countryCode: string | null }, tournamentId: number): Promise<1> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!row) throw PlatformError.invalidParameters({ tournament_id: ['not_found'] });
  if (statusAt(row, new Date()) === 'finished') throw PlatformError.invalidParameters({ tournament_id: ['finished'] });
  const countries = (row.restrictions as Restrictions).countries ?? [];
  if (countries.length > 0 && !countries.includes(user.countryCode ?? '')) throw PlatformError.invalidParameters({ tournament_id: ['restricted'] });
  const joined = await db.insert(tournamentParticipants).values({ tournamentId, userId: user.uid }).onConflictDoNothing().returning({ id: tournamentParticipants.userId });
  if (joined.length === 0) throw PlatformError.invalidParameters({ tournament_id: ['already_participating'] });
  return 1;
}

/** Points a round scores under a rule; `pointsPerUnit` per major unit of stake or win (multipliers: win ÷ stake × 100). */
export function roundPoints(rule: TournamentRow['rule'], round: { stake: bigint; win: bigint; currency: string }, pointsPerUnit: number): number {
  const scale = 10n ** BigInt(exponentOf(round.currency));
  if (rule === 'wins') return Number((round.win * BigInt(pointsPerUnit)) / scale);
  if (rule === 'multipliers') return round.stake > 0n ? Number((round.win * 100n) / round.stake) : 0;
  return Number((round.stake * BigInt(pointsPerUnit)) / scale);
}

/**
 * Scores a settled real round in every active tournament the player joined that counts its game
 * (of its provider when it names one; minimum bet and currency as the tournament says), in the round's transaction. Answers the ids
 * of the tournaments whose standings changed.
 */
/** The round probe's fact: the player is in a running, unsettled tournament of this game. */
export const tournamentFact = (userId: SQLWrapper, gameId: SQLWrapper, now: SQLWrapper): SQL =>
  sql`exists (select 1 from ${tournamentParticipants} p join ${tournaments} t on t.id = p.tournament_id join ${tournamentGames} g on g.tournament_id = t.id and g.game_id = ${gameId}
    where p.user_id = ${userId} and t.start_at <= ${now}::timestamptz and t.end_at > ${now}::timestamptz and t.settled_at is null and ${ofProvider(gameId, sql`t.provider`)})`;

export async function scoreRound(round: SettledRound): Promise<number[]> {
  if (round.isFreespin || !mayApply(round.tx, 'rewards_tournament')) return [];
  const { tx, userId } = round;
  const now = new Date();
  const joined = await tx
    .select({ t: tournaments, p: tournamentParticipants })
    .from(tournamentParticipants)
    .innerJoin(tournaments, eq(tournaments.id, tournamentParticipants.tournamentId))
    .innerJoin(tournamentGames, and(eq(tournamentGames.tournamentId, tournaments.id), eq(tournamentGames.gameId, round.game.id)))
    .where(and(eq(tournamentParticipants.userId, userId), lte(tournaments.startAt, now), gt(tournaments.endAt, now), isNull(tournaments.settledAt), ofProvider(sql`${round.game.id}`, tournaments.provider)));
  const touched: number[] = [];
  for (const { t, p } of joined) {
    if (t.currency !== round.currency) continue;
    const minBet = (t.restrictions as Restrictions).min_bet?.amount;
    if (typeof minBet === 'number' && Number(round.stake) < minBet * 10 ** exponentOf(round.currency)) continue;
    const perUnit = typeof t.extra.points_per_unit === 'number' ? t.extra.points_per_unit : 1;
    const points = roundPoints(t.rule, round, perUnit);
    const reset = t.resetOnCashout && (await cashedOutSince(tx, userId, p.countsFrom));
    if (points <= 0 && !reset) continue;
    await tx
      .update(tournamentParticipants)
      .set(reset ? { points, countsFrom: now, scoredAt: now } : { points: sql`${tournamentParticipants.points} + ${points}`, scoredAt: now })
      .where(and(eq(tournamentParticipants.tournamentId, t.id), eq(tournamentParticipants.userId, userId)));
    touched.push(t.id);
  }
  return touched;
}

async function cashedOutSince(tx: Db, userId: number, since: Date): Promise<boolean> {
  const rows = await tx.execute(sql`select 1 from ledger_entries e join wallets w on w.id = e.wallet_id
    where w.user_id = ${userId} and e.kind = 'withdrawal' and e.created_at > ${since.toISOString()}::timestamptz limit 1`);
  const list = (rows as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]);
  return list.length > 0;
}

/**
 * Pays the prizes of tournaments that have ended and are not settled yet: each place named in
 * `prizes` goes to the player standing there (blocked players left out), money and bonuses
 * through the ledger, free spins as packs; the prize is written on the participant row. One
 * transaction per tournament, claimed by `settled_at`, so two processes never pay twice.
 */
export async function settleTournaments(db: Db, now = new Date()): Promise<Array<{ tournamentId: number; paid: Array<{ userId: number; place: number }> }>> {
  const due = await db.select({ id: tournaments.id }).from(tournaments).where(and(lte(tournaments.endAt, now), isNull(tournaments.settledAt)));
  const results = [];
  for (const { id } of due) {
    const paid = await db.transaction(async (tx) => {
      const [row] = await tx.update(tournaments).set({ settledAt: now }).where(and(eq(tournaments.id, id), isNull(tournaments.settledAt))).returning();
      if (!row) return null;
      const board = (await standings(tx, id)).filter((s) => s.points > 0);
      const out: Array<{ userId: number; place: number }> = [];
      for (const entry of row.prizes) {
        const place = Number(entry.place);
        const winner = board[place - 1];
        const prize = prizeOf(entry);
        if (!winner || !prize) continue;
        const [user] = await tx.select({ currency: users.currency }).from(users).where(eq(users.uid, winner.userId));
        try {
          await withWallet(tx, winner.userId, user?.currency ?? row.currency, (wtx, wallet) =>
            payPrize({ tx: wtx, userId: winner.userId, wallet, source: 'tournament', title: tournamentPlace(row.title, place), key: `tournament:${id}:place:${place}`, currency: row.currency }, prize),
          );
        } catch (error) {
          // a prize the engine refuses (e.g. a bonus over the player's jurisdiction cap) is skipped, the others paid
          if (error instanceof PlatformError) continue;
          throw error;
        }
        await tx
          .update(tournamentParticipants)
          .set({ prize: prize.type === 'freespins' ? 0n : BigInt(prize.amount) })
          .where(and(eq(tournamentParticipants.tournamentId, id), eq(tournamentParticipants.userId, winner.userId)));
        out.push({ userId: winner.userId, place });
      }
      return out;
    });
    if (paid) results.push({ tournamentId: id, paid });
  }
  return results;
}
