'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Checkbox } from '@/components/checkbox';
import { MARKETING_CHANNELS, MARKETING_PRODUCTS, marketingConsentKey } from '@/lib/contract';
import type { RegistrationValues } from '../schemas';

/**
 * Marketing consent on the registration form (UK SR 5.1.12: opt-in per product and per channel): a
 * group per channel (e-mail, SMS) with one unticked box per product (casino, sports betting), all
 * under one legend. Each is sent as `marketing_{product}_{channel}` '1' or '0'. The boxes are named
 * by their product inside their channel's group, so no box's name repeats the form's "E-mail" field.
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
      {MARKETING_CHANNELS.map((channel) => (
        <fieldset key={channel} className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="float-start me-2 text-sm text-(--muted)">{t(`channels.${channel}`)}</legend>
          {MARKETING_PRODUCTS.map((product) => (
            <Checkbox key={product} label={t(`products.${product}`)} {...register(marketingConsentKey(product, channel))} />
          ))}
        </fieldset>
      ))}
    </fieldset>
  );
}
