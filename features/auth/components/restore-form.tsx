'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Input } from '@/components/input';
import { PasswordInput } from '@/components/password-input';
import { isApiError } from '@/lib/api';
import { mapServerErrors } from '@/lib/validation';
import { useRestore } from '../api';
import { clearErrorOnInput, formTiming, scrollToFirstError } from '../hooks/use-form-timing';
import { useServerMessage } from '../hooks/use-server-message';
import { useValidationMessages } from '../hooks/use-validation-messages';
import { restorePasswordSchema, type RestorePasswordValues, restoreSchema, type RestoreValues } from '../schemas';
import { BackCrumb } from './back-crumb';
import { Notice } from '@/components/notice';
import { Form } from '@/components/form';

type Props = { onBack: () => void; onDone: () => void };

/** Field errors of a failed call onto the form, else a general notice; returns the notice. */
function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  names: Path<T>[],
  notice: string,
  text: (field: string, code: string) => string,
): string | null {
  const data = isApiError(error) && error.type === 'InvalidParameterException' ? error.data : null;
  const mapped = mapServerErrors(data, { formFields: names, notice, aliases: { password_repeat: 'password' } });
  Object.entries(mapped.fields).forEach(([name, code], i) => form.setError(name as Path<T>, { message: text(name, code) }, { shouldFocus: i === 0 }));
  return mapped.general ?? null;
}

/** Restore view: e-mail → a code is sent; then the code and a new password. Back returns to authorization. */
export function RestoreForm({ onBack, onDone }: Props) {
  const t = useTranslations('AuthPopup');
  const messages = useValidationMessages();
  const [login, setLogin] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <BackCrumb onClick={onBack}>{t('backToAuthorization')}</BackCrumb>
      {login === null ? <RestoreRequest messages={messages} onSent={setLogin} /> : <RestorePassword login={login} messages={messages} onDone={onDone} />}
    </div>
  );
}

type StepProps = { messages: ReturnType<typeof useValidationMessages> };

function RestoreRequest({ messages, onSent }: StepProps & { onSent: (login: string) => void }) {
  const t = useTranslations('AuthPopup');
  const schema = useMemo(() => restoreSchema({ messages }), [messages]);
  const form = useForm<RestoreValues>({ resolver: zodResolver(schema), defaultValues: { login: '' }, ...formTiming() });
  const restore = useRestore();
  const serverMessage = useServerMessage();
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = async ({ login }: RestoreValues) => {
    setNotice(null);
    try {
      await restore.mutateAsync({ login: login.trim() });
      onSent(login.trim());
    } catch (error) {
      setNotice(applyServerErrors(form, error, ['login'], t('restoreFailed'), serverMessage));
    }
  };

  return (
    <Form noValidate onChange={clearErrorOnInput(form)} onSubmit={form.handleSubmit(onSubmit, scrollToFirstError)} className="flex flex-col gap-4">
      <p className="text-sm text-(--muted)">{t('restoreDescription')}</p>
      {notice && <Notice>{notice}</Notice>}
      <Field label={t('email')} error={form.formState.errors.login?.message} required>
        {(control) => <Input {...control} {...form.register('login')} type="email" autoComplete="email" />}
      </Field>
      <Button type="submit" block loading={restore.isPending}>
        {t('restoreSubmit')}
      </Button>
    </Form>
  );
}

function RestorePassword({ login, messages, onDone }: StepProps & { login: string; onDone: () => void }) {
  const t = useTranslations('AuthPopup');
  const schema = useMemo(() => restorePasswordSchema({ messages }), [messages]);
  const form = useForm<RestorePasswordValues>({ resolver: zodResolver(schema), defaultValues: { code: '', password: '' }, ...formTiming() });
  const restore = useRestore();
  const serverMessage = useServerMessage();
  const [notice, setNotice] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { errors } = form.formState;

  const onSubmit = async (values: RestorePasswordValues) => {
    setNotice(null);
    try {
      await restore.mutateAsync({ login, code: values.code.trim(), password: values.password });
      setDone(true);
    } catch (error) {
      setNotice(applyServerErrors(form, error, ['code', 'password'], t('restoreFailed'), serverMessage));
    }
  };

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="success">{t('restoreDone')}</Notice>
        <Button block onClick={onDone}>
          {t('signIn')}
        </Button>
      </div>
    );
  }

  return (
    <Form noValidate onChange={clearErrorOnInput(form)} onSubmit={form.handleSubmit(onSubmit, scrollToFirstError)} className="flex flex-col gap-4">
      <Notice tone="success">{t('restoreSent', { login })}</Notice>
      {notice && <Notice>{notice}</Notice>}
      <Field label={t('restoreCode')} error={errors.code?.message} required>
        {(control) => <Input {...control} {...form.register('code')} autoComplete="one-time-code" inputMode="numeric" />}
      </Field>
      <Field label={t('newPassword')} error={errors.password?.message} required>
        {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" />}
      </Field>
      <Button type="submit" block loading={restore.isPending}>
        {t('restoreSave')}
      </Button>
    </Form>
  );
}
