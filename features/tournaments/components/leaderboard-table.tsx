import { useTranslations } from 'next-intl';
import { Table } from '@/components/table';
import type { Tournament } from '@/lib/contract';
import { formatAmount, formatMoney } from '@/lib/format/money';

/** One row of a tournament's standings. */
export type Standing = NonNullable<Tournament['winners']>[number];

/**
 * A tournament's standings as a table: place, player, points, prize. Rendered by the live board (a
 * client island) and by a finished tournament's final standings (on the server); `caption` says which.
 */
export function LeaderboardTable({ rows, caption }: { rows: readonly Standing[]; caption: string }) {
  const t = useTranslations('TournamentLive');
  return (
    <Table
      caption={caption}
      rows={rows}
      rowKey={(w) => `${w.place}-${w.fakename}`}
      columns={[
        { key: 'place', header: t('place'), cell: (w) => w.place },
        { key: 'player', header: t('player'), cell: (w) => w.fakename },
        { key: 'points', header: t('points'), align: 'end', numeric: true, cell: (w) => formatAmount(w.points) },
        { key: 'prize', header: t('prize'), align: 'end', numeric: true, cell: (w) => (w.prize ? formatMoney(w.prize.amount, w.prize.currency) : '—') },
      ]}
    />
  );
}
