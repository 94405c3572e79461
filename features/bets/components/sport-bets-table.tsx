import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '@/components/badge';
import { Table, type TableColumn } from '@/components/table';
import { formatMoney } from '@/lib/format';
import type { SportBet } from '../api';

const TONE = { open: 'neutral', won: 'success', lost: 'danger' } as const;
const ODDS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** The player's sportsbook bets: when, the selections (event, pick, odds), stake, combined odds, payout and status. */
export function SportBetsTable({ bets }: { bets: readonly SportBet[] }) {
  const t = useTranslations('SportBets');
  const format = useFormatter();
  const columns: TableColumn<SportBet>[] = [
    {
      key: 'date',
      header: t('date'),
      className: 'whitespace-nowrap align-top',
      cell: (bet) => <time dateTime={bet.created_at}>{format.dateTime(new Date(bet.created_at), { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' })}</time>,
    },
    {
      key: 'selections',
      header: t('selections'),
      className: 'align-top',
      cell: (bet) => (
        <ul className="flex flex-col gap-1">
          {bet.selections.map((s) => (
            <li key={s.event_id}>
              <span className="block font-medium">{s.label}</span>
              <span className="text-xs text-(--muted)">
                {t(`picks.${s.pick}`)} · {format.number(s.odds, ODDS)}
              </span>
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'stake', header: t('stake'), align: 'end', numeric: true, className: 'align-top', cell: (bet) => formatMoney(bet.stake.amount, bet.stake.currency) },
    { key: 'odds', header: t('odds'), align: 'end', numeric: true, className: 'align-top', cell: (bet) => format.number(bet.odds, ODDS) },
    {
      key: 'payout',
      header: t('payout'),
      align: 'end',
      numeric: true,
      className: 'align-top font-semibold',
      cell: (bet) => (bet.status === 'open' ? '—' : formatMoney(bet.payout.amount, bet.payout.currency)),
    },
    { key: 'status', header: t('status'), align: 'end', className: 'align-top', cell: (bet) => <Badge tone={TONE[bet.status]}>{t(`statuses.${bet.status}`)}</Badge> },
  ];
  return (
    <div className="overflow-x-auto rounded-xl bg-(--surface) px-4 py-2">
      <Table caption={t('caption')} columns={columns} rows={bets} rowKey={(bet) => bet.id} />
    </div>
  );
}
