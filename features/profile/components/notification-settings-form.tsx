'use client';

import { useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { Form } from '@/components/form';
import { Notice } from '@/components/notice';
import { MARKETING_CONSENTS, MARKETING_KINDS, NOTIFICATION_KINDS, type MarketingConsent } from '@/lib/contract';
import { useSetNotificationSettings } from '../api';

type Kind = (typeof NOTIFICATION_KINDS)[number];
type Values = Record<Kind, boolean> & Partial<Record<MarketingConsent, boolean>>;

const MARKETING: ReadonlySet<Kind> = new Set(MARKETING_KINDS);
const SERVICE_KINDS = NOTIFICATION_KINDS.filter((k) => !MARKETING.has(k));
const consenting = (values: Partial<Record<MarketingConsent, boolean | undefined>>) => MARKETING_CONSENTS.some((k) => values[k] === true);

/**
 * Which messages the player wants (getNotificationSettings / setNotificationSettings): the marketing opt-ins per
 * product and channel (UK SR 5.1.12), what the offers are about (bonus offers, tournament news: off and disabled
 * without an opt-in, turned on with the first one), and the service messages (payments, security, limits).
 */
export function NotificationSettingsForm({ initial }: { initial: Values }) {
  const t = useTranslations('ProfileForms');
  const defaults = { ...initial, ...Object.fromEntries(MARKETING_CONSENTS.map((k) => [k, initial[k] === true])) } as Values;
  const form = useForm<Values>({ defaultValues: defaults });
  const save = useSetNotificationSettings();
  const [state, setState] = useState<'saved' | 'failed' | null>(null);
  const ids = { marketing: useId(), topics: useId() };
  const consents = useWatch({ control: form.control, name: [...MARKETING_CONSENTS] });
  const optedIn = consents.some((v) => v === true);

  // The first opt-in turns the offers on, the last one off: what the player sees is what applies.
  const onConsent = (event: ChangeEvent<HTMLInputElement>) => {
    const values = form.getValues();
    const now = consenting(values);
    const before = consenting({ ...values, [event.target.name]: !event.target.checked });
    if (now !== before) for (const kind of MARKETING_KINDS) form.setValue(kind, now, { shouldDirty: true });
  };

  const onSubmit = async (values: Values) => {
    setState(null);
    const flag = (v: boolean | undefined) => (v ? 1 : 0);
    // without an opt-in the offers' kinds are left as stored: they apply once the player opts in again
    const kinds = consenting(values) ? NOTIFICATION_KINDS : SERVICE_KINDS;
    const params = { ...Object.fromEntries(MARKETING_CONSENTS.map((k) => [k, flag(values[k])])), ...Object.fromEntries(kinds.map((k) => [k, flag(values[k])])) };
    await save.mutateAsync(params).then(
      (next) => {
        form.reset({ ...next, ...Object.fromEntries(MARKETING_CONSENTS.map((k) => [k, next[k] === true])) });
        setState('saved');
      },
      () => setState('failed'),
    );
  };

  const group = 'flex flex-col gap-3 rounded-xl bg-(--surface) p-5';
  const legend = 'float-start mb-1 w-full text-sm font-semibold';
  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('notifications.title')} className="flex max-w-xl flex-col gap-4">
      {state === 'saved' && <Notice tone="success">{t('notifications.saved')}</Notice>}
      {state === 'failed' && <Notice>{t('errors.general')}</Notice>}
      <fieldset className={group} aria-describedby={ids.marketing}>
        <legend className={legend}>{t('notifications.marketing.legend')}</legend>
        <p id={ids.marketing} className="text-xs text-(--muted)">
          {t('notifications.marketing.hint')}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {MARKETING_CONSENTS.map((key) => (
            <Checkbox key={key} label={t(`notifications.marketing.${key}`)} {...form.register(key, { onChange: onConsent })} />
          ))}
        </div>
      </fieldset>
      <fieldset className={group}>
        <legend className={legend}>{t('notifications.topics.legend')}</legend>
        {!optedIn && (
          <p id={ids.topics} className="text-xs text-(--muted)">
            {t('notifications.topics.hint')}
          </p>
        )}
        {MARKETING_KINDS.map((kind) => (
          <Checkbox key={kind} label={t(`notifications.kinds.${kind}`)} disabled={!optedIn} aria-describedby={optedIn ? undefined : ids.topics} {...form.register(kind)} />
        ))}
      </fieldset>
      <fieldset className={group}>
        <legend className={legend}>{t('notifications.service.legend')}</legend>
        {SERVICE_KINDS.map((kind) => (
          <Checkbox key={kind} label={t(`notifications.kinds.${kind}`)} {...form.register(kind)} />
        ))}
      </fieldset>
      <Button type="submit" className="self-start" loading={save.isPending}>
        {t('notifications.save')}
      </Button>
    </Form>
  );
}
