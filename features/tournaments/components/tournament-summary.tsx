import { useFormatter, useTranslations } from 'next-intl';
import type { Tournament } from '@/lib/contract';
import { describeTournament } from '../describe';
import { TournamentStatusBadge } from './tournament-status-badge';
import { formatAmount, formatMoney } from '@/lib/format/money';

/** The smallest bet that scores (restrictions.min_bet, in the tournament's currency unless it names one), formatted; null when none. */
function minBetOf(tournament: Tournament): string | null {
  const minBet = (tournament.restrictions as { min_bet?: { amount?: unknown; currency?: unknown } } | undefined)?.min_bet;
  if (typeof minBet?.amount !== 'number' || minBet.amount <= 0) return null;
  return formatMoney(minBet.amount, typeof minBet.currency === 'string' ? minBet.currency : tournament.total_prize.currency);
}

/** The facts of a tournament page: status, prize, period, players, provider, games, the minimum bet that scores and the visitor's place. */
/** `providerName`: the provider's display name (tournament.provider is its sysname). */
export function TournamentSummary({ tournament, providerName }: { tournament: Tournament; providerName?: string | undefined }) {
  const t = useTranslations('TournamentPage');
  const format = useFormatter();
  const { summary, rules } = describeTournament(tournament);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const { amount, currency } = tournament.total_prize;
  const facts: Array<[string, string]> = [
    [t('prizePool'), formatMoney(amount, currency)],
    [t('starts'), when(tournament.start_at)],
    [t('ends'), when(tournament.end_at)],
    [t('players'), formatAmount(tournament.total_participants)],
    [t('games'), formatAmount(tournament.games_count)],
  ];
  if (tournament.provider) facts.push([t('provider'), providerName ?? tournament.provider]);
  const minBet = minBetOf(tournament);
  if (minBet) facts.push([t('minBet'), minBet]);
  if (tournament.user_info?.is_participant) facts.push([t('yourPlace'), tournament.user_info.place ? String(tournament.user_info.place) : '—']);
  return (
    <div className="mb-8 flex flex-col gap-4">
      <TournamentStatusBadge status={tournament.status} />
      {summary ? <p className="max-w-2xl text-(--muted)">{summary}</p> : null}
      <dl className="grid grid-cols-2 gap-4 rounded-xl bg-(--surface) p-5 sm:grid-cols-3 lg:grid-cols-6">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-(--muted)">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {minBet ? <p className="text-sm text-(--muted)">{t('minBetNote', { amount: minBet })}</p> : null}
      {tournament.reset_on_cashout ? <p className="text-sm text-(--muted)">{t('resetOnCashout')}</p> : null}
      {rules ? <p className="max-w-3xl whitespace-pre-line">{rules}</p> : null}
    </div>
  );
}
