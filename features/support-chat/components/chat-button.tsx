'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/button';
import { openSupportChat } from '../context';

/** /support: opens the chat window (loading the chat first when needed). */
export function ChatButton() {
  const t = useTranslations('SupportContact');
  const [state, setState] = useState<'idle' | 'opening' | 'unavailable'>('idle');
  const open = async () => {
    setState('opening');
    setState((await openSupportChat()) ? 'idle' : 'unavailable');
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <Button onClick={open} loading={state === 'opening'}>
        {t('openChat')}
      </Button>
      <p role="status" className="text-sm text-(--muted)">
        {state === 'unavailable' ? t('chatUnavailable') : ''}
      </p>
    </div>
  );
}
