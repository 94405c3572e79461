import { useFormatter, useTranslations } from 'next-intl';
import { readMoney, readText, type Row } from '@/features/system';

/** Transactions: date, type, method, amount and status, read from the history rows. */
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
          return (
            <tr key={readText(row, 'id', 'transaction_id') ?? i} className="border-t border-(--border)">
              <td className="py-2">{date ? format.dateTime(new Date(date), { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }) : '—'}</td>
              <td className="py-2">{readText(row, 'type') ?? '—'}</td>
              <td className="py-2">{readText(row, 'method', 'method_name') ?? '—'}</td>
              <td className="py-2 text-end tabular-nums">{money ? format.number(money.amount, money.currency ? { style: 'currency', currency: money.currency } : undefined) : '—'}</td>
              <td className="py-2 text-end">{readText(row, 'status') ?? '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
