import { and, asc, desc, eq, getTableColumns, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { MethodArgs, Tournament } from '@/lib/contract';
import type { Db } from '../db/client';
import { tournamentGames, tournamentParticipants, tournaments, users } from '../db/schema';
import { toMoney } from './money';

type Status = Tournament['status'];
type Row = typeof tournaments.$inferSelect & { gamesCount: number; participants: number; points: number };

const WINNERS_SHOWN = 10;

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

async function userInfo(db: Db, tournamentId: number, userId: number) {
  const [own] = await db
    .select({ points: tournamentParticipants.points })
    .from(tournamentParticipants)
    .where(and(eq(tournamentParticipants.tournamentId, tournamentId), eq(tournamentParticipants.userId, userId)));
  if (!own) return { is_participant: false, points: 0, place: null };
  const [ahead] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tournamentParticipants)
    .where(and(eq(tournamentParticipants.tournamentId, tournamentId), gt(tournamentParticipants.points, own.points)));
  return { is_participant: true, points: own.points, place: Number(ahead?.n ?? 0) + 1 };
}

async function winners(db: Db, row: Row) {
  const top = await db
    .select({ points: tournamentParticipants.points, prize: tournamentParticipants.prize, fakename: users.fakename, uid: users.uid })
    .from(tournamentParticipants)
    .innerJoin(users, eq(users.uid, tournamentParticipants.userId))
    .where(eq(tournamentParticipants.tournamentId, row.id))
    .orderBy(desc(tournamentParticipants.points), asc(tournamentParticipants.joinedAt))
    .limit(WINNERS_SHOWN);
  return top.map((w, i) => ({
    place: i + 1,
    fakename: w.fakename || `Player ${w.uid}`,
    points: w.points,
    prize: w.prize === null ? null : toMoney(w.prize, row.currency),
  }));
}

/** tournaments/get: tournaments by status and ids, with the parts `fields` asks for. */
export async function findTournaments(db: Db, params: MethodArgs<'tournaments/get'>, userId: number | null): Promise<Tournament[]> {
  const now = new Date();
  const ids = params.ids?.map(Number);
  const rows: Row[] = await db
    .select({
      ...getTableColumns(tournaments),
      gamesCount: sql<number>`(select count(*)::int from ${tournamentGames} where ${tournamentGames.tournamentId} = ${tournaments.id})`,
      participants: sql<number>`(select count(*)::int from ${tournamentParticipants} where ${tournamentParticipants.tournamentId} = ${tournaments.id})`,
      points: sql<number>`(select coalesce(sum(${tournamentParticipants.points}), 0)::float8 from ${tournamentParticipants} where ${tournamentParticipants.tournamentId} = ${tournaments.id})`,
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
      title: row.title,
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
      ...(wants.has('description') && { description: row.description }),
      ...(wants.has('restrictions') && { restrictions: row.restrictions }),
      ...(wants.has('extra') && { extra: row.extra }),
      ...(wants.has('user_info') && { user_info: userId === null ? null : await userInfo(db, row.id, userId) }),
      ...(wants.has('winners') && { winners: await winners(db, row) }),
    })),
  );
}
