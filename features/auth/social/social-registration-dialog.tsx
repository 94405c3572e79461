'use client';

import { useTranslations } from 'next-intl';
import { queueLimitPrompt } from '@/features/protection';
import { type DialogComponentProps, StackDialog, useDialogStore } from '@/features/shell';
import { useAfterAuth } from '../hooks/use-after-auth';
import { queuePostAuthPopups } from '../post-auth-popups';
import { useAuthStore } from '../store';
import { SocialRegistrationForm } from './social-registration-form';

/**
 * SPEC §2 socialRegistration: forced on a signed-in player whose registration is incomplete. Completing
 * it is the end of a registration (§4): the popup closes, confirm e-mail (for a new address) and unseen
 * cashback queue, then the cashier deposit page unless a redirectUrl says otherwise.
 */
export function SocialRegistrationDialog({ dialog }: DialogComponentProps) {
  const t = useTranslations('AuthPopup');
  const after = useAfterAuth();
  const config = useAuthStore((s) => s.config);
  const done = async (email: string | null) => {
    // held from before the close: a campaign popup queued behind this dialog must not open first (§4 order)
    const release = useDialogStore.getState().hold('registration');
    try {
      await dialog.close({ force: true });
      await queuePostAuthPopups('registration', { email, config, extra: () => queueLimitPrompt('registration') });
    } finally {
      release();
    }
    after.go(after.registrationTarget());
  };
  return (
    <StackDialog dialog={dialog} title={t('titles.socialRegistration')}>
      <SocialRegistrationForm onDone={(email) => void done(email)} />
    </StackDialog>
  );
}
