'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { StackDialog, type DialogComponentProps } from '@/features/shell';

type Props = DialogComponentProps<{ deadline: number }>;

/** SPEC §2/§4 interactivity warning: counts down to the forced sign-out; any activity closes it. */
export function InactivityDialog({ dialog, deadline }: Props) {
  const t = useTranslations('Inactivity');
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  });
  return (
    <StackDialog dialog={dialog} title={t('title')}>
      <p role="timer" aria-live="off" className="mb-4 text-(--muted)">
        {t('countdown', { seconds })}
      </p>
      <Button block onClick={() => void dialog.close({ force: true })}>
        {t('stay')}
      </Button>
    </StackDialog>
  );
}
