'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/field';
import { Input } from '@/components/input';
import { Select } from '@/components/select';
import { optionsOf, type Option } from '@/features/auth';
import { applyMask, DATE_DISPLAY_FORMAT, isProfileFieldRequired, type ProfileFieldDefinition } from '@/lib/validation';
import type { PersonalDataValues } from '../schemas';

const AUTOCOMPLETE: Record<string, string> = {
  first_name: 'given-name',
  middle_name: 'additional-name',
  last_name: 'family-name',
  birth_date: 'bday',
  country_code: 'country',
  region: 'address-level1',
  home_town: 'address-level2',
  address: 'street-address',
  postcode: 'postal-code',
};

type Props = {
  def: ProfileFieldDefinition;
  form: UseFormReturn<PersonalDataValues>;
  countries: readonly Option[];
  onCountryChange: (code: string) => void;
};

/** One §3 profile field by its definition: select (options), country, region, date or text (with its mask). */
export function ProfileFieldInput({ def, form, countries, onCountryChange }: Props) {
  const t = useTranslations('ProfileForms');
  const name = def.sysname;
  const label = t.has(`fields.${name}`) ? t(`fields.${name}`) : name;
  const error = form.formState.errors[name]?.message;
  const registered = form.register(name);
  const options = name === 'country_code' ? countries : optionsOf(def.options?.list);
  const optionLabel = (o: Option) => (t.has(`options.${name}.${o.label}`) ? t(`options.${name}.${o.label}`) : o.label);
  const mask = def.options?.mask;

  return (
    <Field label={label} error={typeof error === 'string' ? error : undefined} required={isProfileFieldRequired(def)}>
      {(control) =>
        options.length > 0 || def.type === 'country_code' || def.type === 'select' ? (
          <Select
            {...control}
            {...registered}
            autoComplete={AUTOCOMPLETE[name]}
            onChange={(event) => {
              void registered.onChange(event);
              if (name === 'country_code') onCountryChange(event.target.value);
            }}
          >
            <option value="">{t('choose')}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {optionLabel(o)}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            {...control}
            {...registered}
            autoComplete={AUTOCOMPLETE[name]}
            {...(def.type === 'date' && { inputMode: 'numeric' as const, placeholder: DATE_DISPLAY_FORMAT })}
            {...(mask && { placeholder: mask.replace(/#/g, '0'), maxLength: mask.length })}
            onChange={(event) => {
              if (mask) event.target.value = applyMask(event.target.value, mask);
              return registered.onChange(event);
            }}
          />
        )
      }
    </Field>
  );
}
