'use client';

import { Link } from '@/components/link';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/button';
import { StackDialog, type DialogComponentProps } from '@/features/shell';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/routing';
import type { Cashback } from '../after-auth';
import { useLocalize } from '@/features/system';

type Props = DialogComponentProps<{ cashback: Cashback }>;

/** SPEC §2 "unseen cashback": the newest cashback's amount and the way to the cashback page; closing marks it seen. */
export function UnseenCashbackDialog({ dialog, cashback }: Props) {
  const t = useTranslations('popups.unseenCashback');
  const localize = useLocalize();
  const amount = cashback.amount ? formatMoney(cashback.amount.amount, cashback.amount.currency) : null;
  const title = typeof cashback.description.title === 'string' ? cashback.description.title : null;
  return (
    <StackDialog dialog={dialog} title={t('title')} description={title ?? undefined}>
      <div className="space-y-4 text-center">
        {amount && <p className="text-3xl font-bold">{amount}</p>}
        <p className="text-(--muted)">{cashback.status === 'active' ? t('textActive') : t('textPaidOut')}</p>
        <Link href={localize(paths.profile('cashback'))} className={buttonVariants({ block: true })} onClick={() => void dialog.close()}>
          {t('open')}
        </Link>
      </div>
    </StackDialog>
  );
}
