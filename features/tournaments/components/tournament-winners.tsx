import { useFormatter, useTranslations } from 'next-intl';
import { Table } from '@/components/table';
import { EmptyState } from '@/features/system';
import type { Tournament } from '@/lib/contract';

type Winner = NonNullable<Tournament['winners']>[number];

/** The leaderboard of a tournament: place, player, points and prize. */
export function TournamentWinners({ winners }: { winners: readonly Winner[] }) {
  const t = useTranslations('TournamentPage');
  const format = useFormatter();
  if (winners.length === 0) return <EmptyState title={t('noWinners')} />;
  return (
    <Table
      caption={t('leaderboard')}
      rows={winners}
      rowKey={(w) => `${w.place}-${w.fakename}`}
      columns={[
        { key: 'place', header: t('place'), cell: (w) => w.place },
        { key: 'player', header: t('player'), cell: (w) => w.fakename },
        { key: 'points', header: t('points'), align: 'end', numeric: true, cell: (w) => format.number(w.points) },
        {
          key: 'prize',
          header: t('prize'),
          align: 'end',
          numeric: true,
          cell: (w) => (w.prize ? format.number(w.prize.amount, { style: 'currency', currency: w.prize.currency }) : '—'),
        },
      ]}
    />
  );
}
