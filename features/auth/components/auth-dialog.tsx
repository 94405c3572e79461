'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type DialogComponentProps, StackDialog } from '@/features/shell';
import { useAfterAuth } from '../hooks/use-after-auth';
import { useAuthStore } from '../store';
import { AuthViews, type AuthViewName } from './auth-views';

/** The `auth` dialog of the shell's stack: title from the view, the views switch inside. */
export function AuthDialog({ dialog, view: requested = 'authorization' }: DialogComponentProps<{ view?: AuthViewName }>) {
  const t = useTranslations('AuthPopup');
  const [view, setView] = useState<AuthViewName>(requested);
  const [lastRequested, setLastRequested] = useState(requested);
  if (requested !== lastRequested) {
    // Opened again with another view while open (a header button): follow it.
    setLastRequested(requested);
    setView(requested);
  }
  const formFields = useAuthStore((s) => s.formFields);
  const after = useAfterAuth();

  const finish = async (target: string | null) => {
    await dialog.close({ force: true });
    after.go(target);
  };

  return (
    <StackDialog dialog={dialog} title={t(`titles.${view}`)}>
      <AuthViews
        view={view}
        onViewChange={setView}
        formFields={formFields}
        onLogin={() => void finish(after.loginTarget())}
        onRegister={() => void finish(after.registrationTarget())}
      />
    </StackDialog>
  );
}
