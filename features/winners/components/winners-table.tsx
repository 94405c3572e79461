import { useFormatter, useTranslations } from 'next-intl';
import { LocalLink } from '@/features/system';
import type { MethodResult } from '@/lib/contract';
import { paths } from '@/lib/routing';

export type Win = MethodResult<'leaderboard/get'>[number];

/** Wins as a table: player, game (linked), amount and time. */
export function WinnersTable({ wins, caption }: { wins: readonly Win[]; caption: string }) {
  const t = useTranslations('WinnersTable');
  const format = useFormatter();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-(--muted)">
        <tr>
          <th scope="col" className="py-2 text-start">{t('player')}</th>
          <th scope="col" className="py-2 text-start">{t('game')}</th>
          <th scope="col" className="py-2 text-end">{t('amount')}</th>
          <th scope="col" className="hidden py-2 text-end md:table-cell">{t('time')}</th>
        </tr>
      </thead>
      <tbody>
        {wins.map((win, i) => (
          <tr key={`${win.created_at}-${win.fakename}-${i}`} className="border-t border-(--border)">
            <td className="py-2">{win.fakename}</td>
            <td className="py-2">
              <LocalLink href={paths.game(win.game.sysname)} className="hover:underline">
                {win.game.name}
              </LocalLink>
            </td>
            <td className="py-2 text-end font-semibold tabular-nums">{format.number(win.amount.amount, { style: 'currency', currency: win.amount.currency })}</td>
            <td className="hidden py-2 text-end text-(--muted) md:table-cell">
              {format.dateTime(new Date(win.created_at), { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
