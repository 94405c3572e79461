'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Input } from '@/components/input';
import { normalizeOtp } from '@/lib/validation';
import { useLogin } from '../api';
import { useCountdown } from '../hooks/use-countdown';
import { clearErrorOnInput, formTiming, scrollToFirstError } from '../hooks/use-form-timing';
import { useValidationMessages } from '../hooks/use-validation-messages';
import { twoFactorSchema, type TwoFactorValues } from '../schemas';
import { useAuthStore } from '../store';
import { resendTimeOf, twoFactorCodeErrorOf, twoFaMessageKey } from '../two-factor';
import { BackCrumb } from './back-crumb';
import { Form } from '@/components/form';

type Props = { onSuccess: () => void; onBack: () => void };

/** Twofa view: the 6-digit code for the stored login and password, a resend timer, a way back. */
export function TwoFactorForm({ onSuccess, onBack }: Props) {
  const t = useTranslations('AuthPopup');
  const messages = useValidationMessages();
  const schema = useMemo(() => twoFactorSchema({ messages }), [messages]);
  const form = useForm<TwoFactorValues>({ resolver: zodResolver(schema), defaultValues: { code: '' }, ...formTiming() });
  const pending = useAuthStore((s) => s.pending);
  const { setResendTime, clearTwoFactor } = useAuthStore.getState();
  const secondsLeft = useCountdown(pending?.resendUntil ?? null);
  const login = useLogin();

  const send = async (code?: string) => {
    if (!pending) return onBack();
    try {
      await login.mutateAsync({ login: pending.login, password: pending.password, ...(code ? { code } : {}) });
      clearTwoFactor();
      onSuccess();
    } catch (error) {
      const outcome = twoFactorCodeErrorOf(error);
      // A failed code or a resend resets the timer from the server's resend_time or message.
      const resend = resendTimeOf(error);
      if (resend !== null) setResendTime(resend);
      if (!code || outcome === 'required' || outcome === 'resend-time') return;
      form.setError('code', { message: t(twoFaMessageKey(outcome)) }, { shouldFocus: true });
    }
  };

  const back = () => {
    clearTwoFactor();
    onBack();
  };

  const code = form.register('code');
  return (
    <Form noValidate onChange={clearErrorOnInput(form)} onSubmit={form.handleSubmit((v) => send(v.code), scrollToFirstError)} className="flex flex-col gap-4">
      <BackCrumb onClick={back}>{t('backToAuthorization')}</BackCrumb>
      <p className="text-sm text-(--muted)">{t('twoFaDescription')}</p>
      <Field label={t('twoFaCode')} error={form.formState.errors.code?.message} required>
        {(control) => (
          <Input
            {...control}
            {...code}
            onChange={(event) => {
              event.target.value = normalizeOtp(event.target.value);
              return code.onChange(event);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        )}
      </Field>
      <Button type="submit" block loading={login.isPending && login.variables?.code !== undefined}>
        {t('twoFaSubmit')}
      </Button>
      <Button variant="ghost" size="sm" disabled={secondsLeft > 0 || login.isPending} onClick={() => void send()}>
        {secondsLeft > 0 ? t('twoFaResendIn', { seconds: secondsLeft }) : t('twoFaResend')}
      </Button>
    </Form>
  );
}
