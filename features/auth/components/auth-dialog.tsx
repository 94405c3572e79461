'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { rememberPromoActivated } from '@/features/bonuses';
import { queueLimitPrompt } from '@/features/protection';
import { type DialogComponentProps, StackDialog, useDialogStore } from '@/features/shell';
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

  // §4: the popup closes and the next page starts loading at once; the follow-up popups (confirm
  // e-mail, unseen cashback) are looked up meanwhile and open over it. Navigating only after those
  // look-ups (up to 3 s on a busy server) left a new player on the page they signed up from for
  // seconds, and any navigation dispatched in that window (a popup's own) won over the deposit page.
  const finish = async (target: string | null, kind: 'login' | 'registration' | 'withdrawal', registered?: Registered) => {
    // held from before the close: a campaign popup queued behind this dialog must not open first (§4 order)
    const release = useDialogStore.getState().hold('registration');
    try {
      await dialog.close({ force: true });
      // the promo code granted at sign-up: its popup waits for a page other than the deposit one (features/bonuses)
      if (registered?.promoCode) rememberPromoActivated(registered.promoCode);
      after.go(target);
      // signed in only to withdraw: no follow-up popups (their calls are refused while excluded)
      if (kind === 'withdrawal') return;
      // the rule pack's limit prompt at sign-up (features/protection: UK, DE)
      await queuePostAuthPopups(kind, { email: registered?.email, config, extra: kind === 'registration' ? () => queueLimitPrompt('registration') : undefined });
    } finally {
      release();
    }
  };

  const views = (
    <AuthViews
      view={view}
      onViewChange={setView}
      formFields={formFields}
      onLogin={() => void finish(after.loginTarget(), 'login')}
      onWithdrawalLogin={() => void finish(after.withdrawalTarget(), 'withdrawal')}
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
