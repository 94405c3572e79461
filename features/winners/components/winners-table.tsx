import { useFormatter, useTranslations } from 'next-intl';
import { Table } from '@/components/table';
import { LocalLink } from '@/features/system';
import type { MethodResult } from '@/lib/contract';
import { paths } from '@/lib/routing';
import { formatMoney } from '@/lib/format/money';

export type Win = MethodResult<'leaderboard/get'>[number];

/** Wins as a table: player, game (linked), amount and time. */
export function WinnersTable({ wins, caption }: { wins: readonly Win[]; caption: string }) {
  const t = useTranslations('WinnersTable');
  const format = useFormatter();
  return (
    <Table
      caption={caption}
      rows={wins}
      rowKey={(win, i) => `${win.created_at}-${win.fakename}-${i}`}
      columns={[
        { key: 'player', header: t('player'), cell: (win) => win.fakename },
        {
          key: 'game',
          header: t('game'),
          cell: (win) => (
            <LocalLink href={paths.game(win.game.sysname)} className="hover:underline">
              {win.game.name}
            </LocalLink>
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
          key: 'time',
          header: t('time'),
          align: 'end',
          wide: true,
          className: 'text-(--muted)',
          cell: (win) => format.dateTime(new Date(win.created_at), { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }),
        },
      ]}
    />
  );
}
