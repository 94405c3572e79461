import { useFormatter, useTranslations } from 'next-intl';
import { Table } from '@/components/table';
import { EmptyState, LocalLink } from '@/features/system';
import { paths } from '@/lib/routing';
import type { JackpotWin } from '../api';
import { formatMoney } from '@/lib/format/money';

/** Jackpot payouts: player, game (linked), amount and date; the jackpot's name when several are listed. */
export function JackpotWins({ wins, caption, showJackpot = false }: { wins: readonly JackpotWin[]; caption: string; showJackpot?: boolean }) {
  const t = useTranslations('JackpotPage');
  const format = useFormatter();
  if (wins.length === 0) return <EmptyState title={t('noWins')} />;
  return (
    <Table
      caption={caption}
      rows={wins}
      rowKey={(win) => win.id}
      columns={[
        { key: 'player', header: t('player'), cell: (win) => win.fakename },
        ...(showJackpot ? [{ key: 'jackpot', header: t('jackpot'), cell: (win: JackpotWin) => win.jackpot.name }] : []),
        {
          key: 'game',
          header: t('game'),
          cell: (win) =>
            win.game ? (
              <LocalLink href={paths.game(win.game.sysname)} className="hover:underline">
                {win.game.name}
              </LocalLink>
            ) : (
              '—'
            ),
        },
        {
          key: 'amount',
          header: t('amount'),
          align: 'end',
          numeric: true,
          className: 'font-semibold',
          cell: (win) => formatMoney(win.amount.amount, win.amount.currency),
        },
        {
          key: 'date',
          header: t('date'),
          align: 'end',
          wide: true,
          className: 'text-(--muted)',
          cell: (win) => format.dateTime(new Date(win.created_at), { dateStyle: 'medium', timeZone: 'UTC' }),
        },
      ]}
    />
  );
}
