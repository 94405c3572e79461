'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Input } from '@/components/input';
import { Select } from '@/components/select';
import { formatMoney } from '@/lib/format';
import { parseAmount } from '@/lib/validation';
import { useMakeWithdrawal } from '../api';
import { BURN_BONUSES_DIALOG_ID } from '@/features/bonuses';
import { useDialogStore } from '@/features/shell';
import type { MethodParams } from '@/lib/contract';
import { isApiError } from '@/lib/errors';
import { useCashierFailure } from '../hooks/use-cashier-failure';
import { useFieldErrorText, useValidationMessages } from '../hooks/use-cashier-text';
import type { MethodRules, Requisite } from '../method-info';
import { paymentSchema, type PaymentValues } from '../schemas';
import { Notice } from '@/components/notice';
import { filledRequisites, RequisiteFields } from './requisite-fields';
import { Form } from '@/components/form';

export type WithdrawMethod = { sysname: string; name: string; rules: MethodRules; requisites: Requisite[] };

type Props = { methods: readonly WithdrawMethod[]; currency: string; symbols?: ReadonlyArray<{ code: string; symbol: string }> };

/**
 * The withdrawal form: method, amount (§5 sum rule) and the method's requisites, then makewithdrawal.
 * The platform's refusal of the method itself (e.g. one the player has not deposited with) shows
 * under the method.
 */
export function WithdrawForm({ methods, currency, symbols }: Props) {
  const [sysname, setSysname] = useState(methods[0]?.sysname ?? '');
  const [methodError, setMethodError] = useState<string | null>(null);
  const selectId = useId();
  const method = methods.find((m) => m.sysname === sysname) ?? methods[0];
  if (!method) return null;
  const choose = (next: string) => {
    setMethodError(null);
    setSysname(next);
  };
  const refuseMethod = (message: string | null) => {
    setMethodError(message);
    if (message) document.getElementById(selectId)?.focus();
  };
  return (
    <div className="flex max-w-md flex-col gap-4">
      <MethodSelect id={selectId} methods={methods} value={method.sysname} onChange={choose} error={methodError} />
      <WithdrawMethodForm key={method.sysname} method={method} currency={currency} symbols={symbols} onMethodError={refuseMethod} />
    </div>
  );
}

type MethodSelectProps = { id: string; methods: readonly WithdrawMethod[]; value: string; onChange: (sysname: string) => void; error: string | null };

function MethodSelect({ id, methods, value, onChange, error }: MethodSelectProps) {
  const t = useTranslations('CashierForms');
  return (
    <Field id={id} label={t('method')} error={error}>
      {(control) => (
        <Select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          {methods.map((m) => (
            <option key={m.sysname} value={m.sysname}>
              {m.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

type WithdrawalParams = MethodParams<'makewithdrawal'>;

type MethodFormProps = { method: WithdrawMethod; currency: string; symbols?: Props['symbols']; onMethodError: (message: string | null) => void };

function WithdrawMethodForm({ method, currency, symbols, onMethodError }: MethodFormProps) {
  const t = useTranslations('CashierForms');
  const tb = useTranslations('Bonuses');
  const messages = useValidationMessages();
  const fieldText = useFieldErrorText();
  const money = (n: number) => formatMoney(n, currency, { symbols });
  const schema = useMemo(() => paymentSchema({ ...method.rules, currency, messages, symbols }, method.requisites), [method, currency, messages, symbols]);
  const form = useForm<PaymentValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', requisites: Object.fromEntries(method.requisites.map((r) => [r.name, ''])) },
    mode: 'onTouched',
  });
  const withdraw = useMakeWithdrawal();
  const failure = useCashierFailure(form, method.requisites.map((r) => r.name), 'withdraw');
  const [done, setDone] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  /** Active bonuses refused the withdrawal: the burn-bonuses confirm to open, once the submit button is back. */
  const [burn, setBurn] = useState<WithdrawalParams | null>(null);

  // Active bonuses (isolation off): the burn-bonuses confirm; agreeing forfeits only the bonus money, then withdraws.
  const confirmBurn = useEffectEvent((params: WithdrawalParams) => {
    // The submit button was disabled while its request ran, which took the focus from it (to the
    // body): give it back first, so the confirm has an opener to return to when it closes.
    const active = document.activeElement;
    if (!active || active === document.body) submitButton.current?.focus();
    useDialogStore.getState().open(
      BURN_BONUSES_DIALOG_ID,
      {
        title: tb('burn.title'),
        text: tb('burn.text'),
        confirmLabel: tb('burn.confirm'),
        danger: true,
        onConfirm: async () => {
          setBurn(null);
          await withdraw.mutateAsync({ ...params, burn_bonuses: 1 });
          form.reset();
          setDone(true);
        },
      },
      { type: 'confirm' },
    );
  });
  // Opened once the request has settled and the submit button is enabled again (after the commit).
  useEffect(() => {
    if (burn && !withdraw.isPending) confirmBurn(burn);
  }, [burn, withdraw.isPending]);

  const onSubmit = async (values: PaymentValues) => {
    failure.clearNotice();
    onMethodError(null);
    setDone(false);
    setBurn(null);
    const params = { method: method.sysname, amount: parseAmount(values.amount), requisites: filledRequisites(values.requisites) };
    try {
      await withdraw.mutateAsync(params);
      form.reset();
      setDone(true);
    } catch (error) {
      // active bonuses (isolation off): the burn-bonuses confirm, once the submit button is back
      if (isApiError(error) && error.type === 'WithdrawalDeclinedException' && error.data?.reason === 'active_bonus') {
        setBurn(params);
        return;
      }
      // the method itself refused (method_not_deposited…): said under the method, not as a notice
      const methodCode = isApiError(error) ? error.fieldErrors().method?.[0] : undefined;
      if (methodCode) {
        onMethodError(fieldText(methodCode));
        return;
      }
      failure.fail(error);
    }
  };

  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label={t('withdrawForm')}>
      {failure.notice && <Notice>{failure.notice}</Notice>}
      {done && <Notice tone="info">{t('withdrawRequested')}</Notice>}
      <Field label={t('amount', { currency })} hint={t('minMax', { min: money(method.rules.min), max: money(method.rules.max) })} error={form.formState.errors.amount?.message} required>
        {(control) => <Input {...control} {...form.register('amount')} inputMode="numeric" autoComplete="off" />}
      </Field>
      <RequisiteFields form={form} requisites={method.requisites} />
      <Button ref={submitButton} type="submit" block loading={withdraw.isPending}>
        {t('withdrawSubmit')}
      </Button>
    </Form>
  );
}
