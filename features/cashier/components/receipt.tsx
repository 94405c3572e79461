import { useFormatter, useTranslations } from 'next-intl';
import { readMoney, readText, type Row } from '@/features/system';
import type { CashierSettings } from '@/lib/cms';
import { formatMoney } from '@/lib/format';

type Props = { payment: Row; blocks: CashierSettings['receiptBlocksVisibility'] };

/** One payment as a receipt: transaction, date, method, amount, status, then the operator blocks the CMS turns on. */
export function Receipt({ payment, blocks }: Props) {
  const t = useTranslations('CashierReceiptPage');
  const th = useTranslations('CashierHistoryPage');
  const format = useFormatter();
  const money = readMoney(payment);
  const date = readText(payment, 'created_at', 'date');
  const status = readText(payment, 'status');
  const rows: Array<[string, string | undefined]> = [
    [t('transaction'), readText(payment, 'transaction', 'id')],
    [th('date'), date ? format.dateTime(new Date(date), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) : undefined],
    [th('method'), readText(payment, 'method_name', 'method')],
    [th('amount'), money ? formatMoney(money.amount, money.currency ?? 'USD') : undefined],
    [th('status'), status ? (th.has(`statuses.${status}`) ? th(`statuses.${status}`) : status) : undefined],
  ];
  const extra = (['address', 'contacts', 'rules'] as const).filter((block) => blocks[block]);
  return (
    <article className="flex max-w-xl flex-col gap-6 rounded-xl border border-(--border) bg-(--surface) p-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-(--muted)">{label}</dt>
            <dd className="text-end font-medium tabular-nums">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {extra.map((block) => (
        <section key={block} aria-labelledby={`receipt-${block}`} className="border-t border-(--border) pt-4 text-sm">
          <h2 id={`receipt-${block}`} className="mb-1 font-semibold">
            {t(`${block}Title`)}
          </h2>
          <p className="text-(--muted)">{t(block)}</p>
        </section>
      ))}
    </article>
  );
}
