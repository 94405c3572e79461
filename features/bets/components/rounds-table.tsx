import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '@/components/badge';
import { formatMoney } from '@/lib/format';
import type { GameRound } from '../api';
import { fairnessUrl } from '../fairness';

/**
 * The player's rounds: date, game, mode, stake and win; free spins are marked; each round links to
 * the platform's fairness page where its outcome can be verified.
 */
export function RoundsTable({ rounds }: { rounds: readonly GameRound[] }) {
  const t = useTranslations('BetHistory');
  const format = useFormatter();
  return (
    <div className="overflow-x-auto rounded-xl bg-(--surface)">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="text-(--muted)">
          <tr>
            <th scope="col" className="px-4 py-2 text-start font-medium">{t('date')}</th>
            <th scope="col" className="px-4 py-2 text-start font-medium">{t('game')}</th>
            <th scope="col" className="px-4 py-2 text-start font-medium">{t('mode')}</th>
            <th scope="col" className="px-4 py-2 text-end font-medium">{t('bet')}</th>
            <th scope="col" className="px-4 py-2 text-end font-medium">{t('win')}</th>
            <th scope="col" className="px-4 py-2 text-end font-medium">{t('fairness')}</th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={round.id} className="border-t border-(--border)">
              <td className="px-4 py-2 whitespace-nowrap">
                <time dateTime={round.created_at}>{format.dateTime(new Date(round.created_at), { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' })}</time>
              </td>
              <th scope="row" className="px-4 py-2 text-start font-medium">
                <span className="me-2">{round.game.name}</span>
                {round.is_freespin ? <Badge tone="success">{t('freeSpin')}</Badge> : null}
              </th>
              <td className="px-4 py-2">{t(`modes.${round.mode}`)}</td>
              <td className="px-4 py-2 text-end tabular-nums">{formatMoney(round.bet.amount, round.bet.currency)}</td>
              <td className="px-4 py-2 text-end font-semibold tabular-nums">{formatMoney(round.win.amount, round.win.currency)}</td>
              <td className="px-4 py-2 text-end">
                <a
                  href={fairnessUrl(round.id)}
                  aria-label={t('verifyRound', { game: round.game.name, id: round.id })}
                  className="text-amber-800 underline underline-offset-4 dark:text-brand-400"
                >
                  {t('verify')}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
