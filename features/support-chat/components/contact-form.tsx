'use client';

import { useMutation } from '@tanstack/react-query';
import { useMessages, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Input } from '@/components/input';
import { Notice } from '@/components/notice';
import { lazyBrowserApi } from '@/lib/api/lazy-browser';
import { isApiError } from '@/lib/errors';
import type { MessageSource } from '@/lib/validation';
import { lazyResolver } from '@/components/lazy-resolver';
import type { ContactValues } from '../schemas';
import { Form } from '@/components/form';

const FIELDS: Path<ContactValues>[] = ['name', 'email', 'subject', 'message'];
/** Mirrors FEEDBACK_LIMITS of lib/contract (kept here so zod stays out of the page's first load). */
export const CONTACT_LIMITS = { subject: 150, message: { min: 10, max: 2000 } } as const;

type Props = { defaults?: Partial<ContactValues> };

/** /support contact form: support/sendFeedback (stored by the platform and e-mailed to the team). */
export function ContactForm({ defaults }: Props) {
  const t = useTranslations('SupportContact');
  const messages = (useMessages() as Record<string, unknown>).Validation as MessageSource | undefined;
  // The zod rules load with the first validation, not with the page.
  const resolver = useMemo(
    () => lazyResolver<ContactValues>(() => Promise.all([import('@hookform/resolvers/zod'), import('../schemas')]).then(([{ zodResolver }, { contactSchema }]) => zodResolver(contactSchema({ messages })) as Resolver<ContactValues>)),
    [messages],
  );
  const form = useForm<ContactValues>({
    resolver,
    defaultValues: { name: '', email: '', subject: '', message: '', ...defaults },
    mode: 'onTouched',
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useMutation({ mutationFn: (values: ContactValues) => lazyBrowserApi.call('support/sendFeedback', values) });
  const { errors } = form.formState;

  const onSubmit = async (values: ContactValues) => {
    setNotice(null);
    try {
      await send.mutateAsync(values);
      form.reset({ ...values, subject: '', message: '' });
      setSent(true);
    } catch (error) {
      if (isApiError(error) && error.type === 'TooManyRequestsException') return setNotice(t('tooMany'));
      const data = isApiError(error) && error.type === 'InvalidParameterException' ? error.data : null;
      const { DEFAULT_MESSAGES, mapServerErrors, renderMessage } = await import('@/lib/validation');
      const mapped = mapServerErrors(data, { formFields: FIELDS, notice: t('failed') });
      Object.entries(mapped.fields).forEach(([name, code], i) => {
        const text = code in DEFAULT_MESSAGES ? renderMessage(code as keyof typeof DEFAULT_MESSAGES, { min: CONTACT_LIMITS.message.min, max: CONTACT_LIMITS.message.max }, messages) : t('invalid');
        form.setError(name as Path<ContactValues>, { message: text }, { shouldFocus: i === 0 });
      });
      setNotice(mapped.general ?? null);
    }
  };

  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex max-w-xl flex-col gap-4" aria-label={t('formTitle')}>
      {sent && <Notice tone="success">{t('sent')}</Notice>}
      {notice && <Notice>{notice}</Notice>}
      <Field label={t('name')} error={errors.name?.message} required>
        {(control) => <Input {...control} {...form.register('name', { onChange: () => setSent(false) })} autoComplete="given-name" />}
      </Field>
      <Field label={t('email')} error={errors.email?.message} required>
        {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="email" />}
      </Field>
      <Field label={t('subject')} error={errors.subject?.message}>
        {(control) => <Input {...control} {...form.register('subject')} maxLength={CONTACT_LIMITS.subject} />}
      </Field>
      <Field label={t('message')} hint={t('messageHint', { min: CONTACT_LIMITS.message.min, max: CONTACT_LIMITS.message.max })} error={errors.message?.message} required>
        {(control) => (
          <textarea
            {...control}
            {...form.register('message')}
            rows={6}
            maxLength={CONTACT_LIMITS.message.max}
            className="w-full rounded-lg border border-(--border) bg-(--surface) px-3 py-2 text-(--text) outline-none focus-visible:ring-2 focus-visible:ring-brand-500 aria-[invalid=true]:border-red-500"
          />
        )}
      </Field>
      <div>
        <Button type="submit" loading={send.isPending}>
          {t('send')}
        </Button>
      </div>
    </Form>
  );
}
