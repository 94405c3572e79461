'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Form } from '@/components/form';
import { Input } from '@/components/input';
import { type DialogComponentProps, StackDialog } from '@/features/shell';
import { validateSum } from '@/lib/validation/sum';
import { useAnswerLimitPrompt, useSetLimit } from '../api';
import { fieldCodes } from '../errors';
import { PeriodField } from './period-field';

export type LimitPromptDialogProps = {
  currency: string;
  /** DE: a monthly deposit limit must be set (no "not now"), at most the pack's cap. */
  mandatory: boolean;
  /** The pack's monthly cap in EUR, or null. */
  monthlyCapEur: number | null;
};

/**
 * The limit prompt of the rule packs (SPEC §3, UK and DE at sign-up): a deposit limit offered
 * before the first deposit. Declining is answered too, so it is asked once; in DE it is mandatory.
 */
export function LimitPromptDialog({ dialog, currency, mandatory, monthlyCapEur }: DialogComponentProps<LimitPromptDialogProps>) {
  const t = useTranslations('LimitPrompt');
  const setLimit = useSetLimit();
  const answer = useAnswerLimitPrompt();
  const [amount, setAmount] = useState('');
  const [period, setPeriod] = useState('30');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const save = async () => {
    setFailed(false);
    if (amount.trim() === '') return setError(t('errors.required'));
    if (!validateSum(amount, { min: 1, max: 1_000_000, currency }).valid) return setError(t('errors.amount'));
    setError(null);
    try {
      await setLimit.mutateAsync({ kind: 'deposit', limit_amount: amount, period: mandatory ? '30' : period });
      await dialog.close({ force: true });
    } catch (err) {
      const codes = fieldCodes(err);
      if (codes?.limit_amount) setError(codes.limit_amount === 'maxValue' ? t('errors.cap', { cap: monthlyCapEur ?? 0 }) : t('errors.amount'));
      else setFailed(true);
    }
  };
  const decline = async () => {
    try {
      await answer.mutateAsync();
      await dialog.close({ force: true });
    } catch {
      setFailed(true);
    }
  };

  return (
    <StackDialog dialog={dialog} title={t('title')} description={mandatory ? t('mandatory', { cap: monthlyCapEur ?? 0 }) : t('description')}>
      <Form
        noValidate
        aria-label={t('title')}
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Field label={t('amount', { currency })} error={error}>
          {(control) => <Input {...control} value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="numeric" autoComplete="off" />}
        </Field>
        {mandatory ? null : (
          <PeriodField label={t('period')} value={period} onChange={setPeriod} dayLabel={(count) => t('days', { count })} />
        )}
        {failed ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {t('errors.unknown')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-2 pt-2">
          <Button type="submit" loading={setLimit.isPending}>
            {t('save')}
          </Button>
          {mandatory ? null : (
            <Button variant="ghost" onClick={() => void decline()} disabled={answer.isPending}>
              {t('notNow')}
            </Button>
          )}
        </div>
      </Form>
    </StackDialog>
  );
}
