'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { AgeGate } from '@/features/protection';
import { toast } from '@/features/shell';
import { paths } from '@/lib/routing';
import { cashierFailure } from '../errors';
import { useLocalize } from '@/features/system';
import { useFieldErrorText } from './use-cashier-text';

/**
 * What a cashier form does with a failed call (SPEC §8): UserNeedProfileData → profile settings
 * with from/toastType and a fill_for_deposit toast; field errors under fields; the rule pack's age
 * verification as `ageGate` (the form shows its prompt); else one notice.
 */
export function useCashierFailure<T extends FieldValues>(
  form: UseFormReturn<T>,
  requisites: readonly string[],
  from: 'deposit' | 'withdraw',
  /** Formats amounts a notice names (e.g. what is left of the deposit limit). */
  money: (amount: number) => string = String,
) {
  const t = useTranslations('CashierForms');
  const router = useRouter();
  const localize = useLocalize();
  const fieldText = useFieldErrorText();
  const [notice, setNotice] = useState<string | null>(null);
  const [ageGate, setAgeGate] = useState<AgeGate | null>(null);

  const fail = (error: unknown) => {
    const failure = cashierFailure(error, ['amount', ...requisites]);
    if (failure.kind === 'age') return setAgeGate(failure.gate);
    if (failure.kind === 'profile') {
      toast({ type: 'fill_for_deposit', text: t('errors.fillForDeposit') });
      router.push(localize(paths.profileSettings({ from, toastType: 'fill_for_deposit' })));
      return;
    }
    if (failure.kind === 'fields') {
      const marked = Object.entries(failure.fields).map(([field, code]) => {
        const path = (field === 'amount' ? field : `requisites.${field}`) as Path<T>;
        form.setError(path, { type: 'server', message: fieldText(code) });
        return path;
      });
      // Focus once, after all are set: moving focus between fields would re-validate (and clear) the one left.
      if (marked[0]) form.setFocus(marked[0]);
      return;
    }
    const values = Object.fromEntries(Object.entries(failure.values ?? {}).map(([k, v]) => [k, money(v)]));
    setNotice(t(`errors.${failure.key}`, values));
  };

  return {
    notice,
    ageGate,
    clearNotice: () => {
      setNotice(null);
      setAgeGate(null);
    },
    fail,
  };
}
