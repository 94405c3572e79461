import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LocalLink } from '@/features/system';
import type { LoyaltyInfo, MethodResult, Tournament, WheelCampaign } from '@/lib/contract';
import { paths } from '@/lib/routing';
import { formatAmount, formatMoney } from '@/lib/format/money';

export type HubData = {
  tournaments: Tournament[];
  wheel: { campaigns: WheelCampaign[]; quests: MethodResult<'wheel/campaignsQuestsInfo'> | null };
  loyalty: LoyaltyInfo | null;
  bonuses: MethodResult<'bonuses/get'>;
  freespins: MethodResult<'freespins/get'>;
};

function Card({ id, title, href, linkText, children }: { id: string; title: string; href: string; linkText: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl bg-(--surface) p-5" data-testid={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="flex-1 text-sm">{children}</div>
      <LocalLink href={href} className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
        {linkText}
      </LocalLink>
    </section>
  );
}

/** A game as players know it: its name (freespins/get answers it beside the sysname), the sysname only when none came. */
const gameName = (game: { sysname: string; name?: unknown }) => (typeof game.name === 'string' && game.name.trim() !== '' ? game.name : game.sysname);

/** The rewards hub: the player's tournament places, wheel spins and quests, loyalty level and points, bonuses and free spins. */
export function RewardsHub({ data }: { data: HubData }) {
  const t = useTranslations('RewardsHub');
  const joined = data.tournaments.filter((x) => x.user_info?.is_participant);
  const spins = data.wheel.campaigns.reduce((sum, c) => sum + c.spin_balance, 0);
  const money = (m: { amount: number; currency: string }) => formatMoney(m.amount, m.currency);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card id="hub-tournaments" title={t('tournaments')} href={paths.tournaments()} linkText={t('allTournaments')}>
        {joined.length === 0 ? (
          <p className="text-(--muted)">{t('noTournaments')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {joined.map((x) => (
              <li key={x.id}>
                <LocalLink href={paths.tournament(x.id)} className="font-medium hover:underline">
                  {x.title}
                </LocalLink>
                <span className="text-(--muted)"> · {t('place', { place: x.user_info?.place ?? 0, points: formatAmount(x.user_info?.points ?? 0) })}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card id="hub-wheel" title={t('wheel')} href={paths.wheelOfFortune()} linkText={t('toWheel')}>
        <p className="text-2xl font-bold tabular-nums">{t('spins', { count: spins })}</p>
        {data.wheel.quests ? <p className="text-(--muted)">{t('quests', { done: data.wheel.quests.completed, total: data.wheel.quests.total })}</p> : null}
      </Card>
      <Card id="hub-loyalty" title={t('loyalty')} href={paths.profile('loyalty')} linkText={t('toLoyalty')}>
        {data.loyalty ? (
          <>
            <p className="text-2xl font-bold">{data.loyalty.level ? t('level', { level: data.loyalty.level.level, title: data.loyalty.level.title }) : '—'}</p>
            <p className="text-(--muted)">{t('points', { points: formatAmount(data.loyalty.points), alias: data.loyalty.pointsAlias })}</p>
          </>
        ) : (
          <p className="text-(--muted)">{t('noLoyalty')}</p>
        )}
      </Card>
      <Card id="hub-bonuses" title={t('bonuses')} href={paths.profile('bonuses')} linkText={t('toBonuses')}>
        {data.bonuses.length === 0 && data.freespins.length === 0 ? <p className="text-(--muted)">{t('noBonuses')}</p> : null}
        <ul className="flex flex-col gap-1">
          {data.bonuses.map((b) => (
            <li key={`b${b.id}`} className="flex flex-col gap-1">
              <span>
                {b.title || t('bonus', { id: b.id })} · {money(b.amount)}
              </span>
              <span className="text-(--muted)">{t('wagering', { wagered: money(b.wager.wagered), required: money(b.wager.required), percent: Math.floor(b.wager.percent) })}</span>
              <progress className="h-2 w-full accent-brand-500" max={100} value={Math.min(100, b.wager.percent)} aria-label={t('wageringOf', { title: b.title || t('bonus', { id: b.id }) })} />
            </li>
          ))}
          {data.freespins.map((f) => (
            <li key={`f${f.id}`}>{t('freespins', { count: f.remaining_count, game: gameName(f.game) })}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
