'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Input } from '@/components/input';
import { Select } from '@/components/select';
import { formatAmount, formatMoney } from '@/lib/format';
import { hasDangerousProtocol } from '@/lib/routing';
import { parseAmount } from '@/lib/validation';
import { depositLimitQuery, useMakeDeposit } from '../api';
import { activeDepositLimits, depositAllowance } from '../deposit-limit';
import { cashierFailure, offerRefusal, type OfferRefusal } from '../errors';
import { useCashierFailure } from '../hooks/use-cashier-failure';
import { useLocalize } from '@/features/system';
import { AgeGateNotice, useFirstDepositLimitPrompt } from '@/features/protection';
import { useValidationMessages } from '../hooks/use-cashier-text';
import type { MethodRules, Requisite } from '../method-info';
import { paymentAttempts, platformAnswered } from '../payment-attempt';
import { outcomePath, readPaymentOutcome } from '../payment-result';
import { paymentSchema, type PaymentValues } from '../schemas';
import { Notice } from '@/components/notice';
import { LimitHint } from './limit-hint';
import { filledRequisites, RequisiteFields } from './requisite-fields';
import { Form } from '@/components/form';

type Props = {
  /** The method as makedeposit knows it: sysname (and id when the platform has one). */
  method: { sysname: string; id?: string };
  rules: MethodRules;
  /** Payment details the method asks for (a phone, a card…). */
  requisites?: readonly Requisite[];
  /** The player's currency. */
  currency: string;
  /** CMS depositAmountsList values for that currency. */
  presets: readonly number[];
  symbols?: ReadonlyArray<{ code: string; symbol: string }>;
  /**
   * Deposit offers this player can take with this method (SPEC §3 Deposit campaign_offer_id);
   * `minDeposit` (the trigger's min_deposit, in the currency) is named when the deposit is below it.
   */
  offers?: ReadonlyArray<DepositOffer>;
};

export type DepositOffer = { id: number; title: string; minDeposit?: number };

/** Session key of the offer a player chose on an offer page ("Deposit with this offer"). */
export const DEPOSIT_OFFER_KEY = 'deposit_offer';

function chosenOffer(offers: ReadonlyArray<{ id: number }>): string {
  try {
    const id = sessionStorage.getItem(DEPOSIT_OFFER_KEY);
    return id && offers.some((o) => String(o.id) === id) ? id : '';
  } catch {
    return '';
  }
}

const noSubscription = () => () => undefined;
const NO_OFFERS: ReadonlyArray<DepositOffer> = [];
const NO_REQUISITES: readonly Requisite[] = [];

/**
 * The deposit form (SPEC §3 Deposit): presets, an amount checked by the §5 sum rule and the
 * player's deposit limits, then makedeposit and the outcome page, a new window or the method's page.
 */
export function DepositForm({ method, rules, requisites = NO_REQUISITES, currency, presets, symbols, offers = NO_OFFERS }: Props) {
  const t = useTranslations('CashierForms');
  const tb = useTranslations('Bonuses');
  // the offer chosen on an offer page (session storage; none while server-rendering), until the player picks another
  const stored = useSyncExternalStore(noSubscription, () => chosenOffer(offers), () => '');
  const [picked, setOfferId] = useState<string | null>(null);
  const offerId = picked ?? stored;
  // why makedeposit refused the chosen offer (campaign_offer_id), shown under the select until another is picked
  const [refusal, setRefusal] = useState<{ offerId: string; code: OfferRefusal } | null>(null);
  const offerSelectId = useId();
  const router = useRouter();
  const localize = useLocalize();
  const messages = useValidationMessages();
  const limits = activeDepositLimits(useQuery(depositLimitQuery()).data);
  // the rule pack's limit prompt before a first deposit (SPEC §3 player protection)
  useFirstDepositLimitPrompt();
  const allowance = depositAllowance(limits);
  const money = (n: number) => formatMoney(n, currency, { symbols });

  const schema = useMemo(
    () =>
      paymentSchema(
        {
          ...rules,
          currency,
          messages,
          symbols,
          allowance,
          overAllowance: allowance === undefined ? undefined : t('overLimit', { amount: formatMoney(allowance, currency, { symbols }) }),
        },
        requisites,
      ),
    [rules, requisites, currency, messages, symbols, allowance, t],
  );
  const form = useForm<PaymentValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', requisites: Object.fromEntries(requisites.map((r) => [r.name, ''])) },
    mode: 'onTouched',
  });
  const deposit = useMakeDeposit();
  const failure = useCashierFailure(form, requisites.map((r) => r.name), 'deposit', money);
  const { errors } = form.formState;
  // one idempotency key per intended deposit, and one request at a time: a double (or triple) click deposits once
  const [attempts] = useState(paymentAttempts);

  const onSubmit = async (values: PaymentValues) => {
    if (!attempts.begin()) return; // the deposit asked for is on its way: another submit is the same one
    failure.clearNotice();
    setRefusal(null);
    const params = {
      method: method.sysname,
      methodId: method.id,
      amount: parseAmount(values.amount),
      requisites: filledRequisites(values.requisites),
      ...(offerId && { campaign_offer_id: Number(offerId) }),
    };
    try {
      // a retry of a submission left unanswered keeps its key: the platform answers the first deposit
      const answer = await deposit.mutateAsync({ ...params, idempotency_key: attempts.keyFor(params) });
      attempts.settle();
      if (offerId) sessionStorage.removeItem(DEPOSIT_OFFER_KEY);
      const outcome = readPaymentOutcome(answer);
      if (outcome.kind === 'redirect') {
        if (!hasDangerousProtocol(outcome.url)) window.location.assign(outcome.url);
        return;
      }
      if (outcome.kind === 'new-window' && !hasDangerousProtocol(outcome.url)) window.open(outcome.url, '_blank', 'noopener');
      router.push(localize(outcomePath(outcome)));
    } catch (error) {
      if (platformAnswered(error)) attempts.settle();
      const refused = offerId ? offerRefusal(error) : null;
      if (refused) setRefusal({ offerId, code: refused });
      // the offer's refusal alone is no "something went wrong": other field errors (the amount…) still show
      const others = cashierFailure(error, ['amount', ...requisites.map((r) => r.name)]);
      if (!refused || others.kind === 'fields') failure.fail(error);
      else document.getElementById(offerSelectId)?.focus();
    } finally {
      attempts.end();
    }
  };

  const chosen = offers.find((o) => String(o.id) === offerId);
  const offerError = (() => {
    if (!refusal || refusal.offerId !== offerId) return undefined;
    if (refusal.code === 'below_min_deposit') {
      return chosen?.minDeposit === undefined ? tb('errors.below_min_deposit') : tb('errors.below_min_deposit_min', { min: money(chosen.minDeposit) });
    }
    return tb(`errors.${refusal.code === 'unavailable' ? 'offer_unavailable' : refusal.code}`);
  })();

  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex max-w-md flex-col gap-4" aria-label={t('depositForm')}>
      {failure.notice && <Notice>{failure.notice}</Notice>}
      {failure.ageGate && <AgeGateNotice gate={failure.ageGate} from="deposit" />}
      {presets.length > 0 && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-2 text-sm font-medium">{t('presets')}</legend>
          {presets.map((value) => (
            <Button key={value} variant="outline" size="sm" onClick={() => form.setValue('amount', String(value), { shouldValidate: true, shouldDirty: true })}>
              {money(value)}
            </Button>
          ))}
        </fieldset>
      )}
      <Field
        label={t('amount', { currency })}
        hint={t('minMax', { min: money(rules.min), max: money(rules.max) })}
        error={errors.amount?.message}
        required
      >
        {(control) => <Input {...control} {...form.register('amount')} inputMode="numeric" autoComplete="off" placeholder={formatAmount(presets[0] ?? rules.min)} />}
      </Field>
      <RequisiteFields form={form} requisites={requisites} />
      {offers.length > 0 && (
        <Field id={offerSelectId} label={tb('offerSelect.label')} error={offerError}>
          {(control) => (
            <Select {...control} value={offerId} onChange={(e) => setOfferId(e.target.value)} data-testid="deposit-offer">
              <option value="">{tb('offerSelect.none')}</option>
              {offers.map((o) => (
                <option key={o.id} value={String(o.id)}>
                  {o.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <LimitHint limits={limits} format={money} />
      <Button type="submit" block loading={deposit.isPending}>
        {t('depositSubmit')}
      </Button>
    </Form>
  );
}
