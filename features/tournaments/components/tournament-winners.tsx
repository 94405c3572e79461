import { useFormatter, useTranslations } from 'next-intl';
import { EmptyState } from '@/features/system';
import type { Tournament } from '@/lib/contract';

type Winner = NonNullable<Tournament['winners']>[number];

/** The leaderboard of a tournament: place, player, points and prize. */
export function TournamentWinners({ winners }: { winners: readonly Winner[] }) {
  const t = useTranslations('TournamentPage');
  const format = useFormatter();
  if (winners.length === 0) return <EmptyState title={t('noWinners')} />;
  return (
    <table className="w-full text-start text-sm">
      <thead className="text-(--muted)">
        <tr>
          <th scope="col" className="py-2 text-start">{t('place')}</th>
          <th scope="col" className="py-2 text-start">{t('player')}</th>
          <th scope="col" className="py-2 text-end">{t('points')}</th>
          <th scope="col" className="py-2 text-end">{t('prize')}</th>
        </tr>
      </thead>
      <tbody>
        {winners.map((w) => (
          <tr key={`${w.place}-${w.fakename}`} className="border-t border-(--border)">
            <td className="py-2">{w.place}</td>
            <td className="py-2">{w.fakename}</td>
            <td className="py-2 text-end tabular-nums">{format.number(w.points)}</td>
            <td className="py-2 text-end tabular-nums">{w.prize ? format.number(w.prize.amount, { style: 'currency', currency: w.prize.currency }) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
