import { useTranslations } from 'next-intl';
import { LocalLink } from '@/features/system';
import { paths } from '@/lib/routing';
import type { Jackpot } from '../api';
import { JackpotAmount } from './jackpot-amount';

/** A jackpot tile: name and current (live) amount, linking to the jackpot page unless `linked` is false. */
export function JackpotCard({ jackpot, linked = true }: { jackpot: Jackpot; linked?: boolean }) {
  const t = useTranslations('JackpotCard');
  return (
    <article className="flex flex-col gap-2 rounded-xl bg-linear-to-br from-brand-500/20 to-(--surface) p-5">
      <h3 className="font-semibold">
        {linked ? (
          <LocalLink href={paths.jackpot(jackpot.id)} className="hover:underline">
            {jackpot.name}
          </LocalLink>
        ) : (
          jackpot.name
        )}
      </h3>
      <p className="text-sm text-(--muted)">{t('current')}</p>
      <JackpotAmount jackpot={jackpot} className="text-2xl font-bold tabular-nums" />
    </article>
  );
}
