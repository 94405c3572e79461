import { useTranslations } from 'next-intl';
import type { ActiveLimit } from '../deposit-limit';

type Props = { limits: readonly ActiveLimit[]; format: (amount: number) => string };

/** What is left of each active deposit limit (SPEC §3 Deposit limit). */
export function LimitHint({ limits, format }: Props) {
  const t = useTranslations('CashierForms');
  if (limits.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-(--muted)" aria-label={t('limitsTitle')}>
      {limits.map((limit, i) => (
        <li key={`${limit.period}-${i}`}>
          {t('limitLeft', { period: t.has(`periods.${limit.period}`) ? t(`periods.${limit.period}`) : limit.period, available: format(limit.available), limit: format(limit.limit) })}
        </li>
      ))}
    </ul>
  );
}
