'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Checkbox } from '@/components/checkbox';
import { MARKETING_CONSENTS } from '@/lib/contract';
import type { RegistrationValues } from '../schemas';

/**
 * Marketing consent on the registration form (UK SR 5.1.12: opt-in per product and per channel):
 * one unticked, labelled box per product (casino, sports betting) and channel (e-mail, SMS), grouped
 * under a legend. Each is sent as `marketing_{product}_{channel}` '1' or '0'.
 */
export function MarketingConsent({ register }: { register: UseFormRegister<RegistrationValues> }) {
  const t = useTranslations('AuthPopup.marketing');
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('legend')}</legend>
      <p id={hintId} className="text-xs text-(--muted)">
        {t('hint')}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {MARKETING_CONSENTS.map((key) => (
          <Checkbox key={key} label={t(key)} {...register(key)} />
        ))}
      </div>
    </fieldset>
  );
}
