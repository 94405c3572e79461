import { useTranslations } from 'next-intl';
import { Image } from '@/components/image';
import type { LoyaltyInfo } from '@/lib/contract';
import { formatAmount } from '@/lib/format/money';

/** The player's loyalty standing: spendable points, level (from level points) and the way to the next level. */
export function LoyaltyStatus({ info }: { info: LoyaltyInfo }) {
  const t = useTranslations('LoyaltyClient');
  const next = info.next_level;
  const from = info.level?.threshold ?? 0;
  return (
    <section aria-label={t('standing')} className="mb-8 grid gap-4 md:grid-cols-3" data-testid="loyalty-status">
      <div className="flex items-center gap-4 rounded-xl bg-(--surface) p-5">
        {info.level?.image ? <Image src={info.level.image} alt="" width={48} height={48} /> : null}
        <div>
          <p className="text-sm text-(--muted)">{t('level')}</p>
          <p className="text-2xl font-bold">{info.level ? t('levelName', { level: info.level.level, title: info.level.title }) : '—'}</p>
        </div>
      </div>
      <div className="rounded-xl bg-(--surface) p-5">
        <p className="text-sm text-(--muted)">{t('spendable', { alias: info.pointsAlias })}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid="loyalty-points">
          {formatAmount(info.points)}
        </p>
      </div>
      <div className="rounded-xl bg-(--surface) p-5">
        <p className="text-sm text-(--muted)">{t('levelPoints')}</p>
        <p className="text-2xl font-bold tabular-nums">{formatAmount(info.level_points)}</p>
        {next ? (
          <>
            <progress className="mt-2 h-2 w-full accent-brand-500" max={next.threshold - from} value={info.level_points - from} aria-label={t('toNext', { title: next.title })} />
            <p className="mt-1 text-xs text-(--muted)">{t('toNextText', { points: formatAmount(next.threshold - info.level_points), title: next.title })}</p>
          </>
        ) : (
          <p className="mt-1 text-xs text-(--muted)">{t('topLevel')}</p>
        )}
      </div>
    </section>
  );
}
