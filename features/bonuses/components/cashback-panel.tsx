'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Notice } from '@/components/notice';
import { toast, useDialogStore } from '@/features/shell';
import type { MethodResult } from '@/lib/contract';
import { formatMoney } from '@/lib/format';
import { cashbacksQuery, useCashbackAction } from '../api';
import { BONUS_CONFIRM_DIALOG_ID } from '../dialogs';
import { errorKey } from '../errors';

type Cashback = MethodResult<'cashbacks/get'>[number];

/** Whether the claim-by time has passed: a page left open past it must not offer the payout any more. */
const lapsed = (c: Cashback, now: number) => c.status === 'active' && c.receiving_expired_at !== null && Date.parse(c.receiving_expired_at) <= now;

/** /profile/cashback: each cashback with its amount and period; an active one can be paid out or removed (with a confirm). */
export function CashbackPanel({ initial }: { initial: Cashback[] }) {
  const t = useTranslations('Bonuses');
  const format = useFormatter();
  const { data } = useQuery({ ...cashbacksQuery(), initialData: initial });
  const action = useCashbackAction();
  const [error, setError] = useState<string | null>(null);
  const now = useNow({ updateInterval: 60_000 }).getTime();

  const payout = async (c: Cashback) => {
    setError(null);
    try {
      await action.mutateAsync({ id: c.id, action: 'payout' });
      toast({ type: 'success', text: t('cashback.paid', { amount: c.amount ? formatMoney(c.amount.amount, c.amount.currency) : '' }) });
    } catch (e) {
      setError(t(`errors.${errorKey(e, (k) => t.has(k))}`));
    }
  };
  const remove = (c: Cashback) =>
    useDialogStore.getState().open(
      BONUS_CONFIRM_DIALOG_ID,
      {
        title: t('cashback.removeTitle'),
        text: t('cashback.removeText'),
        confirmLabel: t('actions.remove'),
        danger: true,
        onConfirm: async () => {
          await action.mutateAsync({ id: c.id, action: 'remove' });
          toast({ type: 'success', text: t('cashback.removed') });
        },
      },
      { type: 'confirm' },
    );

  if (data.length === 0) return <p className="py-6 text-center text-(--muted)">{t('cashback.empty')}</p>;
  return (
    <div className="space-y-3">
      {error && <Notice>{error}</Notice>}
      <ul className="grid gap-3 md:grid-cols-2">
        {data.map((c) => {
          const title = typeof c.description.title === 'string' ? c.description.title : t('cashback.title');
          const text = typeof c.description.text === 'string' ? c.description.text : null;
          const expired = lapsed(c, now);
          const claimable = c.status === 'active' && !expired;
          return (
            <li key={c.id} className="space-y-2 rounded-xl border border-(--border) bg-(--surface) p-4" data-testid="cashback-card">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold">{title}</h3>
                <Badge>{expired ? t('statuses.expired') : t(`cashback.statuses.${c.status}`)}</Badge>
              </div>
              {c.amount && <p className="text-2xl font-bold tabular-nums">{formatMoney(c.amount.amount, c.amount.currency)}</p>}
              {text && <p className="text-sm text-(--muted)">{text}</p>}
              {c.end_date && <p className="text-sm text-(--muted)">{t('cashback.period', { date: format.dateTime(new Date(c.end_date), { dateStyle: 'medium' }) })}</p>}
              {claimable && c.receiving_expired_at && (
                <p className="text-sm text-(--muted)">{t('cashback.until', { date: format.dateTime(new Date(c.receiving_expired_at), { dateStyle: 'medium' }) })}</p>
              )}
              {claimable && (
                <div className="flex gap-2">
                  <Button size="sm" loading={action.isPending && action.variables?.id === c.id && action.variables.action === 'payout'} onClick={() => void payout(c)}
                    // the cashback's name too, for a screen reader's list of buttons
                    aria-label={t('actionFor', { action: t('cashback.payout'), title })}
                  >
                    {t('cashback.payout')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => remove(c)} aria-label={t('actionFor', { action: t('actions.remove'), title })}>
                    {t('actions.remove')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
