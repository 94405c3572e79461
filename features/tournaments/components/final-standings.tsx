import { useTranslations } from 'next-intl';
import type { Tournament } from '@/lib/contract';
import { LeaderboardTable } from './leaderboard-table';
import { formatAmount } from '@/lib/format/money';

export type StandingsBoard = Pick<Tournament, 'winners' | 'user_info' | 'total_participants' | 'total_points'>;

/**
 * A finished tournament's standings: said to be final (nothing moves any more, so no live board and
 * no client code), with the player's own result and nothing that suggests joining.
 */
export function FinalStandings({ board }: { board: StandingsBoard }) {
  const t = useTranslations('TournamentPage');
  const live = useTranslations('TournamentLive');
  const winners = board.winners ?? [];
  const own = board.user_info;
  let result: string | null = null;
  if (own?.is_participant) {
    const points = formatAmount(own.points);
    result = own.place ? t('finalPlace', { place: own.place, points }) : t('finalPoints', { points });
  }
  return (
    <div className="flex flex-col gap-3" data-testid="final-standings">
      <p className="text-sm">
        {t('finished')}
        {result ? ` ${result}` : null}
        {' · '}
        {live('players', { count: board.total_participants ?? 0 })}
      </p>
      {winners.length === 0 ? <p className="text-(--muted)">{t('finalEmpty')}</p> : <LeaderboardTable rows={winners} caption={t('finalStandings')} />}
    </div>
  );
}
