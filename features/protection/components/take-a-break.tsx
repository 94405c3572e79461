'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { Field } from '@/components/field';
import { Notice } from '@/components/notice';
import { PasswordInput } from '@/components/password-input';
import { Select } from '@/components/select';
import type { MethodResult } from '@/lib/contract';
import { SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS } from '@/lib/contract/protection-values';
import { useExclude } from '../api';
import { fieldCodes } from '../errors';
import { Form } from '@/components/form';

export type BreakKind = 'timeout' | 'self_exclusion' | 'panic';
/** The exclusion the platform started: `ends_at` null for a permanent one. */
export type Exclusion = MethodResult<'protection/exclude'>;

/** Time-out, self-exclusion or (where the pack has it) the panic lock: period, password, a confirmation. */
export function TakeABreak({ kind, onDone }: { kind: BreakKind; onDone: (kind: BreakKind, exclusion: Exclusion) => void }) {
  const t = useTranslations('Protection');
  const headingId = useId();
  const exclude = useExclude();
  const periods = kind === 'timeout' ? TIMEOUT_PERIODS : kind === 'self_exclusion' ? SELF_EXCLUSION_PERIODS : (['24h'] as const);
  const [period, setPeriod] = useState<string>(periods[0]);
  const [password, setPassword] = useState('');
  const [sure, setSure] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const next: Record<string, string> = {};
    if (!password) next.password = 'required';
    if (!sure) next.confirm = 'uncheckedCheckbox';
    setErrors(next);
    if (Object.keys(next).length) return;
    let exclusion: Exclusion;
    try {
      exclusion = await exclude.mutateAsync({ kind, period, password });
    } catch (error) {
      setErrors(fieldCodes(error) ?? { general: 'unknown' });
      return;
    }
    // started (and signed out): what follows is no failure of the form's
    onDone(kind, exclusion);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-(--border) bg-(--surface) p-4">
      <h3 id={headingId} className="text-base font-semibold">
        {t(`break.${kind}.title`)}
      </h3>
      <p className="text-sm text-(--muted)">{t(`break.${kind}.description`)}</p>
      <Form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {periods.length > 1 && (
          <Field label={t('break.period')} error={errors.period && t('errors.wrongField')}>
            {(control) => (
              <Select {...control} value={period} onChange={(e) => setPeriod(e.target.value)}>
                {periods.map((p) => (
                  <option key={p} value={p}>
                    {t(`break.periods.${p}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Field label={t('break.password')} error={errors.password && t(`errors.${errors.password === 'password' ? 'wrongPassword' : 'required'}`)}>
          {(control) => <PasswordInput {...control} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />}
        </Field>
        <Checkbox
          checked={sure}
          onChange={(e) => setSure(e.target.checked)}
          label={t(`break.${kind}.confirm`)}
          error={errors.confirm ? t('errors.confirm') : undefined}
        />
        <Button type="submit" variant="danger" loading={exclude.isPending}>
          {t(`break.${kind}.submit`)}
        </Button>
        {errors.general && <Notice>{t('errors.unknown')}</Notice>}
      </Form>
    </section>
  );
}
