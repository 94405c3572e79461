import { useFormatter, useTranslations } from 'next-intl';
import { EmptyState } from '@/features/system';
import type { JackpotWin } from '../api';

/** Recent jackpot wins: player, amount and date. */
export function JackpotWins({ wins }: { wins: readonly JackpotWin[] }) {
  const t = useTranslations('JackpotPage');
  const format = useFormatter();
  if (wins.length === 0) return <EmptyState title={t('noWins')} />;
  return (
    <ul className="divide-y divide-(--border) rounded-xl bg-(--surface)">
      {wins.map((win, i) => (
        <li key={`${win.fakename}-${win.created_at}-${i}`} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
          <span className="font-medium">{win.fakename ?? t('anonymous')}</span>
          <span className="text-(--muted)">{win.created_at ? format.dateTime(new Date(win.created_at), { dateStyle: 'medium', timeZone: 'UTC' }) : null}</span>
          <span className="font-semibold tabular-nums">
            {win.amount !== undefined ? format.number(win.amount, win.currency ? { style: 'currency', currency: win.currency } : undefined) : '—'}
          </span>
        </li>
      ))}
    </ul>
  );
}
