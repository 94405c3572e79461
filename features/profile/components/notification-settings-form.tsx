'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { Form } from '@/components/form';
import { Notice } from '@/components/notice';
import { NOTIFICATION_KINDS } from '@/lib/contract';
import { useSetNotificationSettings } from '../api';

type Kind = (typeof NOTIFICATION_KINDS)[number];
type Values = Record<Kind, boolean>;

/** Which kinds of messages the player wants (getNotificationSettings / setNotificationSettings). */
export function NotificationSettingsForm({ initial }: { initial: Values }) {
  const t = useTranslations('ProfileForms');
  const form = useForm<Values>({ defaultValues: initial });
  const save = useSetNotificationSettings();
  const [state, setState] = useState<'saved' | 'failed' | null>(null);
  const onSubmit = async (values: Values) => {
    setState(null);
    const params = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, values[k] ? 1 : 0]));
    await save.mutateAsync(params).then(
      (next) => {
        form.reset(next);
        setState('saved');
      },
      () => setState('failed'),
    );
  };
  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('notifications.title')} className="flex max-w-xl flex-col gap-4">
      {state === 'saved' && <Notice tone="success">{t('notifications.saved')}</Notice>}
      {state === 'failed' && <Notice>{t('errors.general')}</Notice>}
      <fieldset className="flex flex-col gap-3 rounded-xl bg-(--surface) p-5">
        <legend className="sr-only">{t('notifications.title')}</legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <Checkbox key={kind} label={t(`notifications.kinds.${kind}`)} {...form.register(kind)} />
        ))}
      </fieldset>
      <Button type="submit" className="self-start" loading={save.isPending}>
        {t('notifications.save')}
      </Button>
    </Form>
  );
}
