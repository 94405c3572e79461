import { useFormatter } from 'next-intl';
import { readMoney, readText, type Row } from '@/features/system';
import { formatAmount, formatMoney } from '@/lib/format/money';

type Props = { rows: readonly Row[]; caption: string };

/**
 * Rows whose shape the spec leaves open (bonuses, cashbacks, bets, exports): a title, a status,
 * an amount and a date where the row has them.
 */
export function RecordList({ rows, caption }: Props) {
  const format = useFormatter();
  return (
    <ul aria-label={caption} className="divide-y divide-(--border) rounded-xl bg-(--surface)">
      {rows.map((row, i) => {
        const description = (row.description ?? {}) as Row;
        const title = readText(description, 'title', 'name') ?? readText(row, 'title', 'name', 'game_name', 'type') ?? `#${readText(row, 'id') ?? i + 1}`;
        const status = readText(row, 'status');
        const money = readMoney(row) ?? readMoney(row, 'bet');
        const date = readText(row, 'created_at', 'end_date', 'date');
        return (
          <li key={readText(row, 'id') ?? i} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <span className="font-medium">{title}</span>
            <span className="flex items-center gap-4 text-(--muted)">
              {status ? <span>{status}</span> : null}
              {date ? <span>{format.dateTime(new Date(date), { dateStyle: 'medium', timeZone: 'UTC' })}</span> : null}
              {money ? <span className="font-semibold text-(--text) tabular-nums">{money.currency ? formatMoney(money.amount, money.currency) : formatAmount(money.amount)}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
