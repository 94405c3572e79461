import { useTranslations } from 'next-intl';
import { Section } from '@/features/system';
import type { Tournament } from '@/lib/contract';
import { FinalStandings, type StandingsBoard } from './final-standings';
import { LazyLiveLeaderboard } from './lazy';

/**
 * The tournament page's standings section: the final standings of a finished tournament (server
 * markup only), else the live board of a running or coming one. The live board gets the few fields
 * it shows, not the tournament.
 */
export function TournamentStandings({ tournament }: { tournament: Tournament }) {
  const t = useTranslations('TournamentPage');
  const board: StandingsBoard = {
    winners: tournament.winners,
    user_info: tournament.user_info,
    total_participants: tournament.total_participants,
    total_points: tournament.total_points,
  };
  if (tournament.status === 'finished') {
    return (
      <Section id="leaderboard" title={t('finalStandings')}>
        <FinalStandings board={board} />
      </Section>
    );
  }
  return (
    <Section id="leaderboard" title={t('leaderboard')}>
      <LazyLiveLeaderboard tournamentId={tournament.id} status={tournament.status} initial={board} />
    </Section>
  );
}
