import { useFormatter, useTranslations } from 'next-intl';
import type { MethodResult } from '@/lib/contract';

/** The player's points and level count (loyalty/getinfo). */
export function LoyaltyStatus({ info }: { info: MethodResult<'loyalty/getinfo'> }) {
  const t = useTranslations('LoyaltyPage');
  const format = useFormatter();
  return (
    <dl className="mb-8 grid gap-4 sm:grid-cols-2">
      <div className="rounded-xl bg-(--surface) p-5">
        <dt className="text-sm text-(--muted)">{info.pointsAlias || t('pointsDefault')}</dt>
        <dd className="text-2xl font-bold tabular-nums">{format.number(info.points)}</dd>
      </div>
      <div className="rounded-xl bg-(--surface) p-5">
        <dt className="text-sm text-(--muted)">{t('status')}</dt>
        <dd className="text-2xl font-bold">{info.is_active ? t('active') : t('inactive')}</dd>
      </div>
    </dl>
  );
}
