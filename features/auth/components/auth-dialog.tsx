'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type DialogComponentProps, StackDialog } from '@/features/shell';
import { useAfterAuth } from '../hooks/use-after-auth';
import { useAuthStore } from '../store';
import { AuthSideBanner, showsSideBanner } from './auth-side-banner';
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
  const banner = useAuthStore((s) => s.banner);
  const withBanner = showsSideBanner(banner);
  const after = useAfterAuth();

  const finish = async (target: string | null) => {
    await dialog.close({ force: true });
    after.go(target);
  };

  const views = (
    <AuthViews
      view={view}
      onViewChange={setView}
      formFields={formFields}
      onLogin={() => void finish(after.loginTarget())}
      onRegister={() => void finish(after.registrationTarget())}
    />
  );

  return (
    <StackDialog dialog={dialog} title={t(`titles.${view}`)} className={withBanner ? 'md:max-w-3xl' : undefined}>
      {withBanner ? (
        <div className="flex flex-col gap-6 md:flex-row">
          <AuthSideBanner banner={banner} />
          <div className="min-w-0 flex-1">{views}</div>
        </div>
      ) : (
        views
      )}
    </StackDialog>
  );
}
