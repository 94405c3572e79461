import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { runHere, type RunOnce } from '../../jobs/lease';
import type { Bus } from '../../realtime/bus';
import { notificationsToPush } from './loyalty';
import { settleTournaments, standings, WINNERS_SHOWN } from './tournaments';
import { tournaments } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { toMoney } from '../money';

/** Pushed to everyone when a tournament's standings change: `{ tournament_id, winners, total_participants, total_points }`. */
export const TOURNAMENT_LEADERBOARD = 'tournament.leaderboard_updated';
/** Pushed to a player: one loyalty notification (SPEC §3). */
export const LOYALTY_NOTIFICATION = 'loyalty.notification';
/** Pushed to a player when a quest gave wheel spins. */
export const WHEEL_UPDATED = 'wheel.updated';
const GAME_ROUND = 'game.round';

type Pending = { tournaments: number[]; notifications: number[]; quests: number[] };

/**
 * What a round's hook changed, kept in this process until the round's `game.round` event (sent
 * after commit) comes back over the bus: only the process that played the round has the entry,
 * so with many processes on one Redis bus each update is pushed once. A rolled-back round never
 * sends its event; its entry ages out.
 */
const pending = new Map<string, Pending>();
const MAX_PENDING = 5000;

export function notePending(roundId: bigint, change: Pending): void {
  if (change.tournaments.length + change.notifications.length + change.quests.length === 0) return;
  if (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value!);
  pending.set(roundId.toString(), change);
}

/** The leaderboard payload of a tournament as it stands. */
export async function leaderboardPayload(db: Db, tournamentId: number) {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!row) return null;
  const board = await standings(db, tournamentId);
  // the prize planned for a place; payout passes over participants without points, so none is shown for them
  const planned = (place: number) => {
    const entry = row.prizes.find((p) => p.place === place);
    return entry && typeof entry.amount === 'number' && entry.type !== 'freespins' ? toMoney(entry.amount, row.currency) : null;
  };
  return {
    tournament_id: tournamentId,
    total_participants: board.length,
    total_points: board.reduce((sum, s) => sum + s.points, 0),
    winners: board.slice(0, WINNERS_SHOWN).map((s, i) => ({ place: i + 1, fakename: s.fakename, points: s.points, prize: s.prize !== null ? toMoney(s.prize, row.currency) : s.points > 0 ? planned(i + 1) : null })),
    /** Every participant's place, so each player's own row updates without asking. */
    places: board.map((s, i) => ({ uid: s.userId, place: i + 1, points: s.points })),
  };
}

/**
 * Leaderboard pushes coalesce per tournament: while one is being computed, further changes only
 * mark it dirty and one more push follows with the standings as they are then. Under load every
 * settled round still reaches the sockets, in fewer, fresher pushes.
 */
const running = new Map<number, boolean>();

async function pushLeaderboard(db: Db, bus: Bus, tournamentId: number): Promise<void> {
  if (running.has(tournamentId)) {
    running.set(tournamentId, true);
    return;
  }
  running.set(tournamentId, false);
  try {
    do {
      running.set(tournamentId, false);
      const payload = await leaderboardPayload(db, tournamentId);
      if (!payload) break;
      const { places, ...board } = payload;
      await bus.publish(null, TOURNAMENT_LEADERBOARD, board);
      await Promise.all(places.map((p) => bus.publish(p.uid, TOURNAMENT_LEADERBOARD, { ...board, user_info: { is_participant: true, points: p.points, place: p.place } })));
    } while (running.get(tournamentId));
  } finally {
    running.delete(tournamentId);
  }
}

async function push(db: Db, bus: Bus, userId: number | null, change: Pending) {
  await Promise.all(change.tournaments.map((id) => pushLeaderboard(db, bus, id)));
  for (const n of await notificationsToPush(db, change.notifications)) await bus.publish(n.userId, LOYALTY_NOTIFICATION, n.view);
  if (change.quests.length > 0 && userId !== null) await bus.publish(userId, WHEEL_UPDATED, { quests_completed: change.quests });
}

/**
 * The rewards worker of a platform process: pushes leaderboards, loyalty notifications and wheel
 * updates after each scored round commits (UI only: points were written in the round's
 * transaction), and pays finished tournaments every `settleMs`.
 */
export function startRewardsWorker(deps: { db: Db; bus: Bus; log: Logger; settleMs?: number; once?: RunOnce }): () => void {
  const unsubscribe = deps.bus.subscribe(({ userId, event, payload }) => {
    if (event !== GAME_ROUND) return;
    const roundId = (payload as { round_id?: unknown } | null)?.round_id;
    if (typeof roundId !== 'string') return;
    const change = pending.get(roundId);
    if (!change) return;
    pending.delete(roundId);
    push(deps.db, deps.bus, userId, change).catch((err: unknown) => deps.log.warn({ err }, 'rewards push failed'));
  });
  const settle = () =>
    void (deps.once ?? runHere)('tournament-settle', (deps.settleMs ?? 30_000) * 3, () => settleTournaments(deps.db)).catch((err: unknown) => deps.log.warn({ err }, 'settling tournaments failed'));
  settle();
  const timer = setInterval(settle, deps.settleMs ?? 30_000);
  timer.unref();
  return () => {
    unsubscribe();
    clearInterval(timer);
  };
}

