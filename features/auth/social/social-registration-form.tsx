'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { Field } from '@/components/field';
import { Input } from '@/components/input';
import { Select } from '@/components/select';
import { isApiError } from '@/lib/api';
import { DATE_DISPLAY_FORMAT, renderMessage, validateBirthDate, validateEmail } from '@/lib/validation';
import { useServerMessage } from '../hooks/use-server-message';
import { useValidationMessages } from '../hooks/use-validation-messages';
import { Notice } from '@/components/notice';
import { generalInfoQuery, useCompleteRegistration } from './api';
import { TermsLabel } from '../components/terms-label';
import { Form } from '@/components/form';

type Values = { email: string; currency: string; birth_date: string; terms: boolean };
const FIELDS = ['email', 'currency', 'birth_date', 'terms'] as const;

/**
 * The socialRegistration view's form: what a social (or Telegram) sign-in could not give —
 * an e-mail, a currency, a birth date (optional here, of the operator's minimum age), the terms.
 * Server field errors show under their fields.
 */
/** `onDone` gets the e-mail the player gave (null when the account already had one). */
export function SocialRegistrationForm({ onDone }: { onDone: (email: string | null) => void }) {
  const t = useTranslations('AuthPopup');
  const tSocial = useTranslations('SocialAuth');
  const messages = useValidationMessages();
  const serverMessage = useServerMessage();
  const general = useQuery(generalInfoQuery());
  const complete = useCompleteRegistration();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { email: '', currency: '', birth_date: '', terms: false }, mode: 'onTouched' });
  const { errors } = form.formState;
  const currencies = general.data?.available_currencies ?? [];
  const defaultCurrency = general.data?.default_currency;
  const minAge = general.data?.min_age;
  useEffect(() => {
    if (defaultCurrency && !form.getValues('currency')) form.setValue('currency', defaultCurrency);
  }, [defaultCurrency, form]);

  const onSubmit = async (values: Values) => {
    setNotice(null);
    try {
      const email = values.email.trim() || null;
      const birthDate = values.birth_date.trim() || undefined;
      await complete.mutateAsync({ email: email ?? undefined, currency: values.currency || defaultCurrency, birth_date: birthDate, terms: values.terms });
      onDone(email);
    } catch (error) {
      const data = isApiError(error) && error.type === 'InvalidParameterException' ? (error.data as Record<string, unknown> | null) : null;
      const fields = FIELDS.filter((name) => Array.isArray(data?.[name]));
      const refusedAge = typeof data?.min_age === 'number' ? data.min_age : undefined;
      fields.forEach((name, i) => form.setError(name, { message: serverMessage(name, String((data![name] as unknown[])[0]), refusedAge) }, { shouldFocus: i === 0 }));
      if (fields.length === 0) setNotice(tSocial('registration.failed'));
    }
  };

  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <p className="text-sm text-(--muted)">{tSocial('registration.intro')}</p>
      {notice && <Notice>{notice}</Notice>}
      <Field label={t('email')} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            {...form.register('email', { validate: (v) => !v.trim() || validateEmail(v.trim()).valid || renderMessage('wrongEmail', {}, messages) })}
          />
        )}
      </Field>
      <Field label={t('fields.birth_date')} error={errors.birth_date?.message}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="bday"
            placeholder={DATE_DISPLAY_FORMAT}
            {...form.register('birth_date', {
              validate: (v) => {
                const result = validateBirthDate(v.trim(), { isRequired: false, messages, ...(minAge && { minAge }) });
                return result.valid || (result.message ?? renderMessage('date', {}, messages));
              },
            })}
          />
        )}
      </Field>
      <Field label={t('fields.currency')} error={errors.currency?.message}>
        {(control) => (
          <Select {...control} {...form.register('currency')} disabled={general.isPending}>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Checkbox label={<TermsLabel />} {...form.register('terms', { validate: (v) => v || renderMessage('uncheckedCheckbox', {}, messages) })} error={errors.terms?.message} />
      <Button type="submit" block loading={complete.isPending}>
        {tSocial('registration.submit')}
      </Button>
    </Form>
  );
}
