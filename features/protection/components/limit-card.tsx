'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Input } from '@/components/input';
import { Notice } from '@/components/notice';
import type { ProtectionLimit } from '@/lib/contract';
import { useSetLimit } from '../api';
import { fieldCodes } from '../errors';
import { PeriodField } from './period-field';
import { Form } from '@/components/form';
import { formatMoney } from '@/lib/format/money';

const MAX = { deposit: 1_000_000, loss: 1_000_000, wager: 1_000_000, session: 1440 } as const;

/** One limit of the centre: what is in force and used, the change waiting, and the form to change it. */
export function LimitCard({ limit, coolingOffHours }: { limit: ProtectionLimit; coolingOffHours: number }) {
  const t = useTranslations('Protection');
  const format = useFormatter();
  const headingId = useId();
  const setLimit = useSetLimit();
  const isSession = limit.kind === 'session';
  const [amount, setAmount] = useState(limit.limit_amount === null ? '' : String(limit.limit_amount));
  const [period, setPeriod] = useState(limit.period === 'none' || isSession ? '30' : limit.period);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const value = (n: number | null) =>
    n === null ? '—' : isSession ? t('minutes', { count: n }) : formatMoney(n, limit.currency);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const message = (code: string) => (t.has(`errors.${code}`) ? t(`errors.${code}`, { max: MAX[limit.kind] }) : t('errors.wrongField'));

  const submit = async (remove: boolean) => {
    setSaved(null);
    const next: Record<string, string> = {};
    if (!remove) {
      // The validator (and its message tables) loads with the first save, not with the page.
      const { validateSum } = await import('@/lib/validation/sum');
      const check = validateSum(amount, { min: 1, max: MAX[limit.kind], currency: limit.currency });
      if (!check.valid) next.limit_amount = check.code === 'required' ? 'required' : check.code === 'sumError' ? 'sumError' : 'wrongField';
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const status = await setLimit.mutateAsync({ kind: limit.kind, limit_amount: remove ? '' : amount, ...(!isSession && { period: remove ? 'none' : period }) });
      const after = status.limits.find((l) => l.kind === limit.kind);
      setSaved(after?.pending ? t('savedPending', { date: when(after.pending.applies_at) }) : t('saved'));
      if (remove && !after?.pending) setAmount('');
    } catch (error) {
      const codes = fieldCodes(error);
      if (codes) setErrors(codes);
      else setErrors({ general: 'unknown' });
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-(--border) bg-(--surface) p-4">
      <h3 id={headingId} className="text-base font-semibold">
        {t(`kinds.${limit.kind}.title`)}
      </h3>
      <p className="text-sm text-(--muted)">{t(`kinds.${limit.kind}.description`)}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-(--muted)">{t('current')}</dt>
        <dd data-testid={`limit-${limit.kind}-current`}>
          {limit.limit_amount === null ? t('noLimit') : isSession ? value(limit.limit_amount) : t('perPeriod', { amount: value(limit.limit_amount), period: t('days', { count: Number(limit.period) }) })}
        </dd>
        {limit.limit_amount !== null && (
          <>
            <dt className="text-(--muted)">{t('used')}</dt>
            <dd>{value(limit.used)}</dd>
            <dt className="text-(--muted)">{t('left')}</dt>
            <dd>{value(limit.available_amount)}</dd>
            {limit.expired_at && (
              <>
                <dt className="text-(--muted)">{t('resets')}</dt>
                <dd>{when(limit.expired_at)}</dd>
              </>
            )}
          </>
        )}
      </dl>
      {limit.alert !== null && <Notice tone={limit.alert === 100 ? 'error' : 'info'}>{t('alert', { percent: limit.alert })}</Notice>}
      {limit.pending && (
        <Notice tone="info">
          {t('pending', { value: limit.pending.limit_amount === null ? t('noLimit') : value(limit.pending.limit_amount), date: when(limit.pending.applies_at) })}
        </Notice>
      )}
      <Form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(false);
        }}
      >
        <Field label={isSession ? t('amountMinutes') : t('amount', { currency: limit.currency })} error={errors.limit_amount && message(errors.limit_amount)} className="flex-1">
          {(control) => <Input {...control} value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="numeric" autoComplete="off" />}
        </Field>
        {!isSession && (
          <PeriodField label={t('period')} error={errors.period && message(errors.period)} value={period} onChange={setPeriod} dayLabel={(count) => t('days', { count })} />
        )}
        <Button type="submit" loading={setLimit.isPending}>
          {t('save')}
        </Button>
        {limit.limit_amount !== null && (
          <Button type="button" variant="outline" onClick={() => void submit(true)}>
            {t('remove')}
          </Button>
        )}
      </Form>
      <p className="text-xs text-(--muted)">{t('coolingOff', { hours: coolingOffHours })}</p>
      <div aria-live="polite">
        {saved && <Notice tone="success">{saved}</Notice>}
        {errors.general && <Notice>{t('errors.unknown')}</Notice>}
      </div>
    </section>
  );
}
