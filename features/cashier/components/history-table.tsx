import { useFormatter, useTranslations } from 'next-intl';
import { Table } from '@/components/table';
import { LocalLink, readMoney, readText, type Row } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/routing';

/** Transactions: date, type, method, amount and status, read from the history rows; deposits link to their receipt. */
export function HistoryTable({ items }: { items: readonly Row[] }) {
  const t = useTranslations('CashierHistoryPage');
  const format = useFormatter();
  const label = (group: 'types' | 'statuses', value: string | undefined) => (value ? (t.has(`${group}.${value}`) ? t(`${group}.${value}`) : value) : '—');
  return (
    <Table
      caption={t('title')}
      rows={items}
      rowKey={(row, i) => readText(row, 'id', 'transaction_id', 'transaction') ?? i}
      columns={[
        {
          key: 'date',
          header: t('date'),
          cell: (row) => {
            const date = readText(row, 'created_at', 'date');
            return date ? format.dateTime(new Date(date), { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }) : '—';
          },
        },
        { key: 'type', header: t('type'), cell: (row) => label('types', readText(row, 'type')) },
        { key: 'method', header: t('method'), cell: (row) => readText(row, 'method_name', 'method') ?? '—' },
        {
          key: 'amount',
          header: t('amount'),
          align: 'end',
          numeric: true,
          cell: (row) => {
            const money = readMoney(row);
            return money ? formatMoney(money.amount, money.currency ?? 'USD') : '—';
          },
        },
        {
          key: 'status',
          header: t('status'),
          align: 'end',
          cell: (row) => {
            const id = readText(row, 'id', 'transaction_id', 'transaction');
            return (
              <>
                {label('statuses', readText(row, 'status'))}
                {id && readText(row, 'type') === 'deposit' ? (
                  <>
                    {' · '}
                    <LocalLink href={`${paths.cashierReceipt()}?transaction=${encodeURIComponent(id)}`} className="underline">
                      {t('receipt')}
                    </LocalLink>
                  </>
                ) : null}
              </>
            );
          },
        },
      ]}
    />
  );
}
