'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/field';
import { Input } from '@/components/input';
import { PasswordInput } from '@/components/password-input';
import { Select } from '@/components/select';
import type { FormField } from '@/lib/cms';
import { DATE_DISPLAY_FORMAT, type PhoneCountryOption } from '@/lib/validation';
import { type Option, optionsOf } from '../country-change';
import type { RegistrationValues } from '../schemas';
import { PhoneField } from './phone-field';

type Props = {
  field: FormField;
  form: UseFormReturn<RegistrationValues>;
  /** Registered by the form in field order, so a failed submit focuses the first invalid field. */
  registration: UseFormRegisterReturn;
  required: boolean;
  countries: readonly PhoneCountryOption[];
  /** The country's list from getPersonalDataFields (regions, document types), used when the CMS gives no options. */
  definitionOptions?: readonly Option[];
  disabled?: boolean;
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** One configured registration field (§3 types input, password, date, select, country_code, region, phone). */
export function RegistrationField({ field, form, registration: registered, required, countries, definitionOptions = [], disabled }: Props) {
  const t = useTranslations('AuthPopup');
  const attrs = field.attributes ?? {};
  const label = text(attrs.label) ?? (t.has(`fields.${field.sysname}`) ? t(`fields.${field.sysname}`) : field.sysname);
  const error = form.formState.errors[field.sysname]?.message;
  const common = { placeholder: text(attrs.placeholder), autoComplete: text(attrs.autocomplete), disabled };

  if (field.type === 'phone') {
    return (
      <PhoneField
        name={field.sysname}
        label={label}
        form={form}
        registration={registered}
        required={required}
        countries={countries}
        labels={{ country: t('phoneCountry'), choose: t('choose') }}
        disabled={disabled}
      />
    );
  }

  const cmsOptions = optionsOf(attrs.options);
  const listed = field.type === 'select' || field.type === 'region' ? (cmsOptions.length > 0 ? cmsOptions : definitionOptions) : [];

  return (
    <Field label={label} error={typeof error === 'string' ? error : undefined} required={required}>
      {(control) => {
        switch (field.type) {
          case 'password':
            return <PasswordInput {...control} {...common} {...registered} />;
          case 'region':
          case 'select':
          case 'country_code': {
            // A region without a list (the country has none) is typed.
            if (field.type === 'region' && listed.length === 0) return <Input {...control} {...common} {...registered} />;
            const options = field.type === 'country_code' ? countries.map((c) => ({ value: c.country_code, label: c.name })) : listed;
            return (
              <Select {...control} {...registered} disabled={disabled}>
                <option value="">{t('choose')}</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            );
          }
          case 'date':
            return <Input {...control} {...common} {...registered} inputMode="numeric" placeholder={common.placeholder ?? DATE_DISPLAY_FORMAT} />;
          default:
            return <Input {...control} {...common} {...registered} type={text(attrs.inputType) ?? 'text'} />;
        }
      }}
    </Field>
  );
}
