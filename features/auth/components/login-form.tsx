'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Input } from '@/components/input';
import { PasswordInput } from '@/components/password-input';
import { BREAK_END_FORMAT, protectionReason } from '@/features/protection';
import { isApiError } from '@/lib/api';
import { useLogin } from '../api';
import { clearErrorOnInput, formTiming, scrollToFirstError } from '../hooks/use-form-timing';
import { useShowUserBlocked } from '../hooks/use-user-blocked';
import { useValidationMessages } from '../hooks/use-validation-messages';
import { loginSchema, type LoginValues } from '../schemas';
import { useAuthStore } from '../store';
import { SocialButtons } from '../social/social-buttons';
import { resendTimeOf, twoFactorErrorOf } from '../two-factor';
import { Notice } from '@/components/notice';
import { Form } from '@/components/form';

/**
 * A time-out or self-exclusion in force (AccessDenied reason `excluded`): until when, null for good;
 * `canWithdraw` when money is left in the account, which the player may still sign in to withdraw.
 */
type Excluded = { excluded: string | null; canWithdraw: boolean };
type Notice = 'wrongEntry' | 'tooManyRequests' | 'userBanned' | Excluded;

/** The §8 outcome of a failed login that is not about two-factor. */
function noticeFor(error: unknown): Notice {
  if (!isApiError(error)) return 'wrongEntry';
  if (error.type === 'TooManyRequestsException') return 'tooManyRequests';
  if (error.type === 'UserBannedException') return 'userBanned';
  const refused = protectionReason(error);
  if (refused?.reason === 'excluded') {
    return { excluded: typeof refused.data.ends_at === 'string' ? refused.data.ends_at : null, canWithdraw: refused.data.can_withdraw === true };
  }
  return 'wrongEntry';
}

type Props = {
  onSuccess: () => void;
  /** Signed in with `purpose: withdrawal`: only the withdrawal is open to this player. */
  onWithdrawalLogin: () => void;
  onTwoFactor: () => void;
  onForgot: () => void;
  onRegister: () => void;
};

/** Authorization view: login, password, forgot-password link, submit, switch to registration. */
export function LoginForm({ onSuccess, onWithdrawalLogin, onTwoFactor, onForgot, onRegister }: Props) {
  const t = useTranslations('AuthPopup');
  const format = useFormatter();
  const messages = useValidationMessages();
  const schema = useMemo(() => loginSchema({ messages }), [messages]);
  const form = useForm<LoginValues>({ resolver: zodResolver(schema), defaultValues: { login: '', password: '' }, ...formTiming() });
  const login = useLogin();
  const startTwoFactor = useAuthStore((s) => s.startTwoFactor);
  const [notice, setNotice] = useState<Notice | null>(null);
  const showUserBlocked = useShowUserBlocked();
  const { errors } = form.formState;

  const signIn = async (values: LoginValues, purpose?: 'withdrawal') => {
    setNotice(null);
    try {
      await login.mutateAsync({ login: values.login.trim(), password: values.password, ...(purpose && { purpose }) });
      if (purpose) onWithdrawalLogin();
      else onSuccess();
    } catch (error) {
      // §8: a two-factor answer is a step, not a failure; signing in again while the code just sent
      // is still valid answers 'Resend time is N': the same step, with that much of the timer left
      const step = twoFactorErrorOf(error);
      if (step === 'required' || step === 'resend-time') {
        startTwoFactor(values.login.trim(), values.password, resendTimeOf(error));
        onTwoFactor();
        return;
      }
      const next = noticeFor(error);
      setNotice(next);
      if (next === 'userBanned') showUserBlocked();
    }
  };

  const onSubmit = (values: LoginValues) => signIn(values);

  return (
    <Form noValidate onChange={clearErrorOnInput(form)} onSubmit={form.handleSubmit(onSubmit, scrollToFirstError)} className="flex flex-col gap-4">
      {notice === 'wrongEntry' && <Notice title={t('wrongEnterText')}>{t('wrongEnterAlt')}</Notice>}
      {notice === 'tooManyRequests' && <Notice>{t('tooManyRequests')}</Notice>}
      {notice === 'userBanned' && <Notice title={t('userBannedTitle')}>{t('userBannedText')}</Notice>}
      {typeof notice === 'object' && notice !== null && (
        <Notice title={t('excludedTitle')}>
          {notice.excluded ? t('excludedUntil', { date: format.dateTime(new Date(notice.excluded), BREAK_END_FORMAT) }) : t('excludedForever')}
          {notice.canWithdraw && (
            <>
              {' '}
              {t('excludedCanWithdraw')}
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                block
                loading={login.isPending}
                onClick={() => void form.handleSubmit((values) => signIn(values, 'withdrawal'), scrollToFirstError)()}
              >
                {t('excludedWithdraw')}
              </Button>
            </>
          )}
        </Notice>
      )}
      <Field label={t('login')} error={errors.login?.message} required>
        {(control) => <Input {...control} {...form.register('login')} autoComplete="username" />}
      </Field>
      <Field label={t('password')} error={errors.password?.message} required>
        {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" />}
      </Field>
      <Button variant="link" size="sm" className="self-end" onClick={onForgot}>
        {t('forgotPassword')}
      </Button>
      <Button type="submit" block loading={login.isPending}>
        {t('signIn')}
      </Button>
      <SocialButtons typeAuth="login" onSignedIn={onSuccess} />
      <p className="text-center text-sm text-(--muted)">
        {t('noAccount')}{' '}
        <Button variant="link" size="sm" onClick={onRegister}>
          {t('toRegistration')}
        </Button>
      </p>
    </Form>
  );
}
