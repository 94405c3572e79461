'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Form } from '@/components/form';
import { Input } from '@/components/input';
import { Notice } from '@/components/notice';
import { useFormFailure, useValidationMessages } from '../hooks/use-form-failure';
import type { CodeValues } from '../schemas';
import { lazyResolver } from '@/components/lazy-resolver';

type Props = {
  /** Names the form (and its code field's hint): where the code went. */
  label: string;
  hint: string;
  submitLabel: string;
  onConfirm: (code: string) => Promise<unknown>;
  /** Asks for a new code; its failure (resend time) shows in the form. */
  onResend?: () => Promise<unknown>;
  pending?: boolean;
};

/** A 6-digit code (§5 one-time code) sent to a contact: confirm it, or ask for another. */
export function ConfirmCodeForm({ label, hint, submitLabel, onConfirm, onResend, pending }: Props) {
  const t = useTranslations('ProfileForms');
  const messages = useValidationMessages();
  const resolver = useMemo(() => lazyResolver<CodeValues>(() => import('../resolvers').then((m) => m.zodResolver(m.codeSchema(messages)))), [messages]);
  const form = useForm<CodeValues>({ resolver, defaultValues: { code: '' }, mode: 'onTouched' });
  const failure = useFormFailure(form, ['code'], { contact: 'code', enable: 'code' });

  const onSubmit = async ({ code }: CodeValues) => {
    failure.clearNotice();
    await onConfirm(code.trim()).catch(failure.fail);
  };
  const resend = async () => {
    failure.clearNotice();
    form.clearErrors('code');
    await onResend?.().catch(failure.fail);
  };

  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={label} className="flex flex-col gap-3">
      {failure.notice && <Notice>{failure.notice}</Notice>}
      <Field label={t('code.label')} hint={hint} error={form.formState.errors.code?.message} required>
        {(control) => <Input {...control} {...form.register('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {onResend && (
          <Button variant="ghost" onClick={() => void resend()}>
            {t('code.resend')}
          </Button>
        )}
      </div>
    </Form>
  );
}
