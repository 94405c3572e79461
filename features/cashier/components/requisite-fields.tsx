'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/field';
import { Input } from '@/components/input';
import type { Requisite } from '../method-info';
import type { PaymentValues } from '../schemas';

const AUTOCOMPLETE: Partial<Record<Requisite['kind'], string>> = { card: 'cc-number', card_holder: 'cc-name', phone: 'tel' };

/** The payment details a method asks for, each under its translated name. */
export function RequisiteFields({ form, requisites }: { form: UseFormReturn<PaymentValues>; requisites: readonly Requisite[] }) {
  const t = useTranslations('CashierForms');
  const errors = form.formState.errors.requisites as Record<string, { message?: string } | undefined> | undefined;
  return requisites.map((r) => (
    <Field key={r.name} label={t.has(`requisites.${r.name}`) ? t(`requisites.${r.name}`) : r.name} error={errors?.[r.name]?.message} required={r.required}>
      {(control) => (
        <Input {...control} {...form.register(`requisites.${r.name}`)} autoComplete={AUTOCOMPLETE[r.kind] ?? 'off'} inputMode={r.kind === 'card' || r.kind === 'phone' ? 'numeric' : undefined} />
      )}
    </Field>
  ));
}

/** Filled-in requisites only, or undefined when there are none (sent as JSON text). */
export function filledRequisites(values: Record<string, string> | undefined): Record<string, string> | undefined {
  const entries = Object.entries(values ?? {}).map(([k, v]) => [k, v.trim()] as const).filter(([, v]) => v !== '');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
