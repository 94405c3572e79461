import { useTranslations } from 'next-intl';
import { Notice } from '@/components/notice';

/** The registration hint (SPEC §4): a banner while the first-deposit window is open. */
export function RegistrationHintBanner({ leftMs }: { leftMs: number }) {
  const t = useTranslations('CashierForms');
  if (leftMs <= 0) return null;
  return (
    <Notice tone="info" className="mb-6">
      {t('regHint', { minutes: Math.ceil(leftMs / 60_000) })}
    </Notice>
  );
}
