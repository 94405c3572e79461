'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Notice } from '@/components/notice';
import { useAccount } from '@/features/account';
import { useChangeTwoFactor, useConfirmTwoFactor } from '../api';
import { useFieldErrorText } from '../hooks/use-form-failure';
import { ConfirmCodeForm } from './confirm-code-form';

/**
 * Two-factor on and off (changeTwoFactorAuth sends a code to the player's contact,
 * confirmTwoFactorAuth with that code flips it). The state shown is the account's.
 */
export function TwoFactorPanel({ initial }: { initial: boolean }) {
  const t = useTranslations('ProfileForms');
  const fieldText = useFieldErrorText();
  const { data: account } = useAccount();
  const enabled = account?.two_factor_auth ?? initial;
  const change = useChangeTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [pending, setPending] = useState<boolean | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const ask = async (enable: boolean) => {
    setNotice(null);
    try {
      await change.mutateAsync({ enable: enable ? 1 : 0 });
      setPending(enable);
    } catch (error) {
      const data = (error as { data?: Record<string, unknown> } | null)?.data ?? {};
      const code = [data.enable, data.code].flat().find((c): c is string => typeof c === 'string');
      // a code still good from a moment ago: the form takes it
      if (code === 'resend_time') setPending(enable);
      setNotice({ tone: 'error', text: code ? fieldText(code, { seconds: Number(data.resend_time ?? 0) }) : t('errors.general') });
    }
  };

  return (
    <div className="flex max-w-md flex-col gap-4">
      <p>
        {t('twoFactor.state')} <strong data-testid="two-factor-state">{enabled ? t('twoFactor.on') : t('twoFactor.off')}</strong>
      </p>
      <p className="text-sm text-(--muted)">{t('twoFactor.description')}</p>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {pending === null ? (
        <Button className="self-start" variant={enabled ? 'outline' : 'primary'} loading={change.isPending} onClick={() => void ask(!enabled)}>
          {enabled ? t('twoFactor.turnOff') : t('twoFactor.turnOn')}
        </Button>
      ) : (
        <ConfirmCodeForm
          label={pending ? t('twoFactor.confirmOn') : t('twoFactor.confirmOff')}
          hint={t('twoFactor.codeSent')}
          submitLabel={t('twoFactor.confirm')}
          pending={confirm.isPending}
          onConfirm={async (code) => {
            const answer = await confirm.mutateAsync({ code });
            setPending(null);
            setNotice({ tone: 'success', text: answer.two_factor_auth ? t('twoFactor.turnedOn') : t('twoFactor.turnedOff') });
          }}
          onResend={() => change.mutateAsync({ enable: pending ? 1 : 0 })}
        />
      )}
    </div>
  );
}
