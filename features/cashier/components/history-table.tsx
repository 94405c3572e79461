import { useFormatter, useTranslations } from 'next-intl';
import { LocalLink, readMoney, readText, type Row } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/routing';

/** Transactions: date, type, method, amount and status, read from the history rows; deposits link to their receipt. */
export function HistoryTable({ items }: { items: readonly Row[] }) {
  const t = useTranslations('CashierHistoryPage');
  const format = useFormatter();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('title')}</caption>
      <thead className="text-(--muted)">
        <tr>
          <th scope="col" className="py-2 text-start">{t('date')}</th>
          <th scope="col" className="py-2 text-start">{t('type')}</th>
          <th scope="col" className="py-2 text-start">{t('method')}</th>
          <th scope="col" className="py-2 text-end">{t('amount')}</th>
          <th scope="col" className="py-2 text-end">{t('status')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((row, i) => {
          const date = readText(row, 'created_at', 'date');
          const money = readMoney(row);
          const id = readText(row, 'id', 'transaction_id', 'transaction');
          const type = readText(row, 'type');
          const status = readText(row, 'status');
          return (
            <tr key={id ?? i} className="border-t border-(--border)">
              <td className="py-2">{date ? format.dateTime(new Date(date), { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }) : '—'}</td>
              <td className="py-2">{type ? (t.has(`types.${type}`) ? t(`types.${type}`) : type) : '—'}</td>
              <td className="py-2">{readText(row, 'method', 'method_name') ?? '—'}</td>
              <td className="py-2 text-end tabular-nums">{money ? formatMoney(money.amount, money.currency ?? 'USD') : '—'}</td>
              <td className="py-2 text-end">
                {status ? (t.has(`statuses.${status}`) ? t(`statuses.${status}`) : status) : '—'}
                {id && type === 'deposit' ? (
                  <>
                    {' · '}
                    <LocalLink href={`${paths.cashierReceipt()}?transaction=${encodeURIComponent(id)}`} className="underline">
                      {t('receipt')}
                    </LocalLink>
                  </>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
