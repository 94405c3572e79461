'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { type UseFormRegisterReturn, type UseFormReturn, useWatch } from 'react-hook-form';
import { Field } from '@/components/field';
import { Input } from '@/components/input';
import { Select } from '@/components/select';
import { countryByPastedDigits, formatPhone, isPhoneInputDisabled, maskList, type PhoneCountryOption, sanitizePhoneInput } from '@/lib/validation';
import type { RegistrationValues } from '../schemas';

type Props = {
  name: string;
  label: string;
  form: UseFormReturn<RegistrationValues>;
  registration: UseFormRegisterReturn;
  required: boolean;
  countries: readonly PhoneCountryOption[];
  disabled?: boolean;
};

export const PHONE_COUNTRY_FIELD = 'phone_country_code';

/**
 * Country code and number kept in step (§4): digits only, as many as the longest mask holds, shown in
 * the mask the digits typed select; disabled until a country is chosen; pasting a full number picks the country.
 */
export function PhoneField({ name, label, form, registration: registered, required, countries, disabled }: Props) {
  const t = useTranslations('AuthPopup');
  const countryId = useId();
  const countryCode = useWatch({ control: form.control, name: PHONE_COUNTRY_FIELD });
  const country = countries.find((c) => c.country_code === countryCode);
  const error = form.formState.errors[name]?.message;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={countryId} className="text-sm font-medium">
        {t('phoneCountry')}
      </label>
      <Select id={countryId} {...form.register(PHONE_COUNTRY_FIELD)} disabled={disabled} autoComplete="tel-country-code">
        <option value="">{t('choose')}</option>
        {countries.map((c) => (
          <option key={c.country_code} value={c.country_code}>
            {`${c.name} (+${c.phone_code.replace(/\D/g, '')})`}
          </option>
        ))}
      </Select>
      <Field label={label} error={typeof error === 'string' ? error : undefined} required={required}>
        {(control) => (
          <Input
            {...control}
            {...registered}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={maskList(country?.mask)[0]}
            maxLength={Math.max(0, ...maskList(country?.mask).map((m) => m.length)) || undefined}
            disabled={disabled || isPhoneInputDisabled(country)}
            onPaste={(event) => {
              const found = countryByPastedDigits(event.clipboardData.getData('text'), countries);
              if (!found) return;
              event.preventDefault();
              form.setValue(PHONE_COUNTRY_FIELD, found.country.country_code);
              form.setValue(name, formatPhone(found.number, found.country.mask), { shouldValidate: form.formState.isSubmitted });
            }}
            onChange={(event) => {
              // Digits only, no more than the longest mask holds, shown in the mask those digits select.
              event.target.value = formatPhone(sanitizePhoneInput(event.target.value, country?.mask), country?.mask);
              return registered.onChange(event);
            }}
          />
        )}
      </Field>
    </div>
  );
}
