'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Table } from '@/components/table';
import { useRealtimeEvent } from '@/features/realtime';
import type { Tournament } from '@/lib/contract';
import { TOURNAMENT_LEADERBOARD_EVENT } from '../api';

type Board = Pick<Tournament, 'winners' | 'user_info' | 'total_participants' | 'total_points'>;
type Pushed = Required<Pick<Tournament, 'winners'>> & { tournament_id: number; total_participants: number; total_points: number; user_info?: Tournament['user_info'] };

/**
 * The leaderboard of a tournament page, server-rendered, then kept current by the
 * `tournament.leaderboard_updated` pushes of settled rounds (no refresh). The player's own push
 * carries their place, announced politely when it changes.
 */
export function LiveLeaderboard({ tournamentId, initial }: { tournamentId: number; initial: Board }) {
  const t = useTranslations('TournamentLive');
  const format = useFormatter();
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
  return (
    <div className="flex flex-col gap-3" data-testid="live-leaderboard">
      <p role="status" aria-live="polite" className="text-sm">
        {own?.is_participant ? t('yourPlace', { place: own.place ?? 0, points: format.number(own.points) }) : t('notJoined')}
        {' · '}
        {t('players', { count: board.total_participants ?? 0 })}
      </p>
      {winners.length === 0 ? (
        <p className="text-(--muted)">{t('empty')}</p>
      ) : (
        <Table
          caption={t('caption')}
          rows={winners}
          rowKey={(w) => `${w.place}-${w.fakename}`}
          columns={[
            { key: 'place', header: t('place'), cell: (w) => w.place },
            { key: 'player', header: t('player'), cell: (w) => w.fakename },
            { key: 'points', header: t('points'), align: 'end', numeric: true, cell: (w) => format.number(w.points) },
            { key: 'prize', header: t('prize'), align: 'end', numeric: true, cell: (w) => (w.prize ? format.number(w.prize.amount, { style: 'currency', currency: w.prize.currency }) : '—') },
          ]}
        />
      )}
    </div>
  );
}
