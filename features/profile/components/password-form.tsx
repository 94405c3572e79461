'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Form } from '@/components/form';
import { Notice } from '@/components/notice';
import { PasswordInput } from '@/components/password-input';
import { useChangePassword } from '../api';
import { useFormFailure, useValidationMessages } from '../hooks/use-form-failure';
import type { PasswordChangeValues } from '../schemas';
import { lazyResolver } from '@/components/lazy-resolver';

const FIELDS = ['old_password', 'new_password', 'repeat_password'] as const;

/** changepassword: the current password, a new one (§5 password rule) typed twice; other sessions end. */
export function PasswordForm() {
  const t = useTranslations('ProfileForms');
  const messages = useValidationMessages();
  const resolver = useMemo(() => lazyResolver<PasswordChangeValues>(() => import('../resolvers').then((m) => m.zodResolver(m.passwordChangeSchema(messages)))), [messages]);
  const form = useForm<PasswordChangeValues>({ resolver, defaultValues: { old_password: '', new_password: '', repeat_password: '' }, mode: 'onTouched' });
  const change = useChangePassword();
  const failure = useFormFailure(form, FIELDS);
  const [saved, setSaved] = useState(false);

  const onSubmit = async (values: PasswordChangeValues) => {
    failure.clearNotice();
    setSaved(false);
    await change.mutateAsync(values).then(() => {
      form.reset();
      setSaved(true);
    }, failure.fail);
  };

  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('password.title')} className="flex max-w-md flex-col gap-4">
      {failure.notice && <Notice>{failure.notice}</Notice>}
      {saved && <Notice tone="success">{t('password.saved')}</Notice>}
      {FIELDS.map((name) => (
        <Field key={name} label={t(`password.${name}`)} hint={name === 'new_password' ? t('password.hint') : undefined} error={form.formState.errors[name]?.message} required>
          {(control) => <PasswordInput {...control} {...form.register(name)} autoComplete={name === 'old_password' ? 'current-password' : 'new-password'} />}
        </Field>
      ))}
      <Button type="submit" className="self-start" loading={change.isPending}>
        {t('password.save')}
      </Button>
    </Form>
  );
}
