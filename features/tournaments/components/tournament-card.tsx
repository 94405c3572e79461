import { useFormatter, useTranslations } from 'next-intl';
import { LocalLink } from '@/features/system';
import type { Tournament } from '@/lib/contract';
import { paths } from '@/lib/routing';
import { describeTournament } from '../describe';
import { TournamentStatusBadge } from './tournament-status-badge';
import { formatAmount, formatMoney } from '@/lib/format/money';

/** A tournament tile: status, title, prize pool, period and players, linking to its page. */
export function TournamentCard({ tournament }: { tournament: Tournament }) {
  const t = useTranslations('TournamentCard');
  const format = useFormatter();
  const { summary } = describeTournament(tournament);
  const { amount, currency } = tournament.total_prize;
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl bg-(--surface) p-5">
      <TournamentStatusBadge status={tournament.status} />
      <h3 className="text-lg font-semibold">
        <LocalLink href={paths.tournament(tournament.id)} className="hover:underline">
          {tournament.title}
        </LocalLink>
      </h3>
      {summary ? <p className="line-clamp-2 text-sm text-(--muted)">{summary}</p> : null}
      <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-(--muted)">{t('prizePool')}</dt>
          <dd className="font-semibold">{formatMoney(amount, currency)}</dd>
        </div>
        <div>
          <dt className="text-(--muted)">{t('players')}</dt>
          <dd className="font-semibold">{formatAmount(tournament.total_participants)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="sr-only">{t('period')}</dt>
          <dd className="text-(--muted)">{t('dates', { start: date(tournament.start_at), end: date(tournament.end_at) })}</dd>
        </div>
      </dl>
    </article>
  );
}
