'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Notice } from '@/components/notice';
import { useSignOutOtherSessions } from '../api';

/** signOutOtherSessions: every other browser signed in as the player is signed out; this one stays. */
export function SignOutOthers() {
  const t = useTranslations('ProfileForms');
  const signOut = useSignOutOtherSessions();
  const [state, setState] = useState<'done' | 'failed' | null>(null);
  return (
    <div className="flex max-w-md flex-col gap-3">
      <p className="text-sm text-(--muted)">{t('sessions.description')}</p>
      {state === 'done' && <Notice tone="success">{t('sessions.done')}</Notice>}
      {state === 'failed' && <Notice>{t('errors.general')}</Notice>}
      <Button
        variant="outline"
        className="self-start"
        loading={signOut.isPending}
        onClick={() => {
          setState(null);
          signOut.mutateAsync({}).then(() => setState('done'), () => setState('failed'));
        }}
      >
        {t('sessions.signOutOthers')}
      </Button>
    </div>
  );
}
