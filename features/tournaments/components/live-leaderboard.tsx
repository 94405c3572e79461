'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRealtimeEvent } from '@/features/realtime';
import type { Tournament } from '@/lib/contract';
import { TOURNAMENT_LEADERBOARD_EVENT } from '../api';
import type { StandingsBoard as Board } from './final-standings';
import { LeaderboardTable } from './leaderboard-table';
import { formatAmount } from '@/lib/format/money';

type Pushed = Required<Pick<Tournament, 'winners'>> & { tournament_id: number; total_participants: number; total_points: number; user_info?: Tournament['user_info'] };

/**
 * The leaderboard of a running (or coming) tournament's page, server-rendered, then kept current by
 * the `tournament.leaderboard_updated` pushes of settled rounds (no refresh). The player's own push
 * carries their place, announced politely when it changes. Before the start nobody has a place yet:
 * a player who joined ahead is told that points count from the start. A finished tournament's
 * standings are not live: `FinalStandings`.
 */
export function LiveLeaderboard({ tournamentId, status, initial }: { tournamentId: number; status: 'active' | 'future'; initial: Board }) {
  const t = useTranslations('TournamentLive');
  const [board, setBoard] = useState<Board>(initial);
  // a server refresh (after joining) brings a new `initial`: start from it
  const [from, setFrom] = useState(initial);
  if (from !== initial) {
    setFrom(initial);
    setBoard(initial);
  }
  useRealtimeEvent(TOURNAMENT_LEADERBOARD_EVENT, (payload) => {
    const next = payload as Pushed;
    if (next?.tournament_id !== tournamentId) return;
    setBoard((current) => ({ ...current, winners: next.winners, total_participants: next.total_participants, total_points: next.total_points, ...(next.user_info && { user_info: next.user_info }) }));
  });
  const winners = board.winners ?? [];
  const own = board.user_info;
  const future = status === 'future';
  let standing: string;
  if (!own?.is_participant) standing = t('notJoined');
  else if (future) standing = t('joinedEarly');
  else if (!own.place) standing = t('joined'); // in, with no place yet: nothing to rank
  else standing = t('yourPlace', { place: own.place, points: formatAmount(own.points) });
  return (
    <div className="flex flex-col gap-3" data-testid="live-leaderboard">
      <p role="status" aria-live="polite" className="text-sm">
        {standing}
        {' · '}
        {t('players', { count: board.total_participants ?? 0 })}
      </p>
      {winners.length === 0 ? <p className="text-(--muted)">{t(future ? 'notStarted' : 'empty')}</p> : <LeaderboardTable rows={winners} caption={t('caption')} />}
    </div>
  );
}
