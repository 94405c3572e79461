'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type DialogComponentProps, StackDialog } from '@/features/shell';
import type { Registered } from '../after-auth';
import { useAfterAuth } from '../hooks/use-after-auth';
import { queuePostAuthPopups } from '../post-auth-popups';
import { useAuthStore } from '../store';
import { AuthSideBanner, CharacterPicture, showsCharacter, showsSideBanner } from './auth-side-banner';
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
  const config = useAuthStore((s) => s.config);
  const character = useAuthStore((s) => s.character);
  // §2: on registration with the character selector on, the picked character instead of the banner
  const withCharacter = showsCharacter(view, config, banner) && character !== null;
  const withBanner = !withCharacter && showsSideBanner(banner);
  const after = useAfterAuth();

  // §4: the popup closes, the follow-up popups queue (confirm e-mail, unseen cashback), then the next page
  const finish = async (target: string | null, kind: 'login' | 'registration', registered?: Registered) => {
    await dialog.close({ force: true });
    await queuePostAuthPopups(kind, { email: registered?.email, config });
    after.go(target);
  };

  const views = (
    <AuthViews
      view={view}
      onViewChange={setView}
      formFields={formFields}
      onLogin={() => void finish(after.loginTarget(), 'login')}
      onRegister={(registered) => void finish(after.registrationTarget(), 'registration', registered)}
    />
  );

  // One tree whatever the side shows, so the form keeps its state when the picture comes or goes.
  const side = withCharacter ? <CharacterPicture character={character} /> : withBanner ? <AuthSideBanner banner={banner} /> : null;
  return (
    <StackDialog dialog={dialog} title={t(`titles.${view}`)} className={side ? 'md:max-w-3xl' : undefined}>
      <div className={side ? 'flex flex-col gap-6 md:flex-row' : undefined}>
        {side}
        <div className="min-w-0 flex-1">{views}</div>
      </div>
    </StackDialog>
  );
}
