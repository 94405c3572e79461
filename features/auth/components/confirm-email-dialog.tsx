'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Notice } from '@/components/notice';
import { StackDialog, type DialogComponentProps } from '@/features/shell';
import { browserApi, isApiError } from '@/lib/api';
import { EMAIL_RESEND_S } from '../config';
import { useCountdown } from '../hooks/use-countdown';

type Props = DialogComponentProps<{
  email: string;
  /** Epoch ms from which "Send again" may be used. */
  resendUntil?: number;
  /** The platform's resend time, counted down again after each link sent (EMAIL_RESEND_S when not given). */
  resendSeconds?: number;
}>;

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** The platform's wait (error_data.resend_time) of a refused resend, when it says one. */
function resendWait(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const wait = (error.data as { resend_time?: unknown } | null)?.resend_time;
  return typeof wait === 'number' && wait > 0 ? wait : null;
}

/**
 * SPEC §2 confirm dialog "confirm email": the address the link went to, "Send again"
 * (sendconfirmationtocontact, with its outcome announced and a resend cool-down) and "Later".
 */
export function ConfirmEmailDialog({ dialog, email, resendUntil, resendSeconds = EMAIL_RESEND_S }: Props) {
  const t = useTranslations('popups.confirmEmail');
  const [until, setUntil] = useState<number | null>(resendUntil ?? null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const wait = useCountdown(until);
  const send = useMutation({
    mutationFn: () => browserApi.call('sendconfirmationtocontact', { contact: email }),
    onMutate: () => setFeedback(null),
    onSuccess: () => {
      setUntil(Date.now() + resendSeconds * 1000);
      setFeedback({ tone: 'success', text: t('sent', { email }) });
    },
    onError: (error) => {
      const seconds = resendWait(error);
      if (seconds !== null) setUntil(Date.now() + seconds * 1000);
      const tooMany = isApiError(error) && error.type === 'TooManyRequestsException';
      setFeedback({ tone: 'error', text: seconds !== null ? t('wait', { seconds }) : tooMany ? t('tooMany') : t('failed') });
    },
  });

  return (
    <StackDialog
      dialog={dialog}
      title={t('title')}
      description={t('text', { email })}
      footer={
        <>
          <Button onClick={() => send.mutate()} loading={send.isPending} disabled={wait > 0}>
            {wait > 0 ? t('sendAgainIn', { seconds: wait }) : t('sendAgain')}
          </Button>
          <Button variant="secondary" onClick={() => void dialog.close()}>
            {t('later')}
          </Button>
        </>
      }
    >
      {feedback && <Notice tone={feedback.tone}>{feedback.text}</Notice>}
    </StackDialog>
  );
}
