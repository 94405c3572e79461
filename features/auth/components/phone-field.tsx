'use client';

import { type FieldValues, type Path, type PathValue, type UseFormRegisterReturn, type UseFormReturn, useWatch } from 'react-hook-form';
import { Field } from '@/components/field';
import { Input } from '@/components/input';
import { Select } from '@/components/select';
import { countryByPastedDigits, formatPhone, isPhoneInputDisabled, maskList, type PhoneCountryOption, sanitizePhoneInput } from '@/lib/validation';

export const PHONE_COUNTRY_FIELD = 'phone_country_code';

type Props<T extends FieldValues> = {
  /** The number's field; the country code is `phone_country_code` of the same form. */
  name: Path<T>;
  label: string;
  form: UseFormReturn<T>;
  /** The number's registration when the form registers its fields itself (field order); else registered here. */
  registration?: UseFormRegisterReturn;
  required: boolean;
  countries: readonly PhoneCountryOption[];
  /** The country select's label, its empty option, and (optional) the number's hint while no country is chosen. */
  labels: { country: string; choose: string; countryFirst?: string };
  /** Marks the country select required (its error shows under it). */
  countryRequired?: boolean;
  disabled?: boolean;
};

/**
 * A phone with its country (§4, §5), the one input of registration and the profile's contacts:
 * country code and number kept in step; digits only, as many as the longest mask holds, shown in
 * the mask the digits typed select; disabled until a country is chosen; pasting a full number
 * picks the country.
 */
export function PhoneField<T extends FieldValues>({ name, label, form, registration, required, countries, labels, countryRequired = false, disabled }: Props<T>) {
  const countryField = PHONE_COUNTRY_FIELD as Path<T>;
  const registered = registration ?? form.register(name);
  const countryCode = useWatch({ control: form.control, name: countryField });
  const country = countries.find((c) => c.country_code === countryCode);
  const error = form.formState.errors[name]?.message;
  const countryError = form.formState.errors[countryField]?.message;
  const masks = maskList(country?.mask);

  return (
    <div className="flex flex-col gap-4">
      <Field label={labels.country} error={typeof countryError === 'string' ? countryError : undefined} required={countryRequired}>
        {(control) => (
          <Select {...control} {...form.register(countryField)} disabled={disabled} autoComplete="tel-country-code">
            <option value="">{labels.choose}</option>
            {countries.map((c) => (
              <option key={c.country_code} value={c.country_code}>
                {`${c.name} (+${c.phone_code.replace(/\D/g, '')})`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={label} hint={country ? undefined : labels.countryFirst} error={typeof error === 'string' ? error : undefined} required={required}>
        {(control) => (
          <Input
            {...control}
            {...registered}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={masks[0]}
            maxLength={Math.max(0, ...masks.map((m) => m.length)) || undefined}
            disabled={disabled || isPhoneInputDisabled(country)}
            onPaste={(event) => {
              const found = countryByPastedDigits(event.clipboardData.getData('text'), countries);
              if (!found) return;
              event.preventDefault();
              form.setValue(countryField, found.country.country_code as PathValue<T, Path<T>>);
              form.setValue(name, formatPhone(found.number, found.country.mask) as PathValue<T, Path<T>>, { shouldValidate: form.formState.isSubmitted });
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
