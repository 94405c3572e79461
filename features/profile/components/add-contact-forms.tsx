'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PhoneField } from '@/features/auth';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Form } from '@/components/form';
import { Input } from '@/components/input';
import { Notice } from '@/components/notice';
import type { PhoneCountryOption } from '@/lib/validation';
import { useAddContact } from '../api';
import { useFormFailure, useValidationMessages } from '../hooks/use-form-failure';
import type { EmailContactValues, PhoneContactValues } from '../schemas';
import { lazyResolver } from '@/components/lazy-resolver';

/** addcontact type email: the new address, unconfirmed, gets a confirmation link. */
export function AddEmailForm({ current }: { current?: string | undefined }) {
  const t = useTranslations('ProfileForms');
  const messages = useValidationMessages();
  const resolver = useMemo(() => lazyResolver<EmailContactValues>(() => import('../resolvers').then((m) => m.zodResolver(m.emailContactSchema(messages)))), [messages]);
  const form = useForm<EmailContactValues>({ resolver, defaultValues: { contact: '' }, mode: 'onTouched' });
  const add = useAddContact();
  const failure = useFormFailure(form, ['contact']);
  const [sent, setSent] = useState<string | null>(null);
  const onSubmit = async ({ contact }: EmailContactValues) => {
    failure.clearNotice();
    setSent(null);
    await add.mutateAsync({ type: 'email', contact: contact.trim() }).then(() => {
      setSent(contact.trim());
      form.reset();
    }, failure.fail);
  };
  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={current ? t('contacts.changeEmail') : t('contacts.addEmail')} className="flex flex-col gap-3">
      {failure.notice && <Notice>{failure.notice}</Notice>}
      {sent && <Notice tone="success">{t('contacts.linkSent', { contact: sent })}</Notice>}
      <Field label={t('contacts.email')} error={form.formState.errors.contact?.message} required>
        {(control) => <Input {...control} {...form.register('contact')} type="email" autoComplete="email" />}
      </Field>
      <Button type="submit" variant="secondary" className="self-start" loading={add.isPending}>
        {current ? t('contacts.changeEmail') : t('contacts.addEmail')}
      </Button>
    </Form>
  );
}

type PhoneProps = { countries: readonly PhoneCountryOption[]; current?: string | undefined };

/** addcontact type phone: country code and number in the country's mask (§5 phone), the registration's phone input; a code goes to it. */
export function AddPhoneForm({ countries, current }: PhoneProps) {
  const t = useTranslations('ProfileForms');
  const messages = useValidationMessages();
  const resolver = useMemo(
    () => lazyResolver<PhoneContactValues>(() => import('../resolvers').then((m) => m.zodResolver(m.phoneContactSchema((code) => countries.find((c) => c.country_code === code)?.mask, messages)))),
    [countries, messages],
  );
  const form = useForm<PhoneContactValues>({ resolver, defaultValues: { phone_country_code: '', contact: '' }, mode: 'onTouched' });
  const add = useAddContact();
  const failure = useFormFailure(form, ['contact', 'phone_country_code'], { phone: 'contact', mobile: 'contact' });

  const onSubmit = async (values: PhoneContactValues) => {
    failure.clearNotice();
    const digits = values.contact.replace(/\D/g, '');
    await add.mutateAsync({ type: 'phone', contact: digits, phone_country_code: values.phone_country_code }).then(() => form.reset(), failure.fail);
  };

  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={current ? t('contacts.changePhone') : t('contacts.addPhone')} className="flex flex-col gap-3">
      {failure.notice && <Notice>{failure.notice}</Notice>}
      <PhoneField
        name="contact"
        label={t('contacts.phone')}
        form={form}
        required
        countries={countries}
        labels={{ country: t('contacts.phoneCountry'), choose: t('choose'), countryFirst: t('contacts.phoneCountryFirst') }}
        countryRequired
      />
      <Button type="submit" variant="secondary" className="self-start" loading={add.isPending}>
        {current ? t('contacts.changePhone') : t('contacts.addPhone')}
      </Button>
    </Form>
  );
}
