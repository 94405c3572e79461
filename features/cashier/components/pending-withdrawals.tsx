'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { toast } from '@/features/shell';
import { readMoney, readText } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { pendingWithdrawalsQuery, useCancelWithdrawal } from '../api';

/** Withdrawals still pending, each with a cancel button (cancelwithdrawal). */
export function PendingWithdrawals() {
  const t = useTranslations('CashierForms');
  const { data: items = [] } = useQuery(pendingWithdrawalsQuery());
  const cancel = useCancelWithdrawal();

  const onCancel = async (id: number) => {
    try {
      await cancel.mutateAsync(id);
      toast({ type: 'success', text: t('cancelled') });
    } catch {
      toast({ type: 'error', text: t('cancelFailed') });
    }
  };

  return (
    <section aria-labelledby="pending-withdrawals" className="flex flex-col gap-3">
      <h2 id="pending-withdrawals" className="text-lg font-semibold">
        {t('pendingTitle')}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-(--muted)">{t('pendingEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((row) => {
            const id = Number(readText(row, 'id', 'transaction'));
            const money = readMoney(row);
            const amount = money ? formatMoney(money.amount, money.currency ?? 'USD') : '';
            return (
              <li key={id} className="flex items-center justify-between gap-3 rounded-lg border border-(--border) bg-(--surface) px-4 py-3">
                <span className="flex flex-col">
                  <span className="font-medium tabular-nums">{amount}</span>
                  <span className="text-xs text-(--muted)">{readText(row, 'method_name', 'method')}</span>
                </span>
                <Button variant="outline" size="sm" aria-label={t('cancelLabel', { amount })} loading={cancel.isPending && cancel.variables === id} onClick={() => void onCancel(id)}>
                  {t('cancel')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
