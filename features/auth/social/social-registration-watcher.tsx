'use client';

import { useEffect } from 'react';
import { useDialogStore } from '@/features/shell';
import { isSignedIn, useAccount } from '@/features/account';
import { SOCIAL_REGISTRATION_DIALOG_ID } from './socials';

/** Opens socialRegistration (non-closable) while the signed-in player's registration is incomplete. */
export function SocialRegistrationWatcher() {
  const session = useAccount();
  const account = session.data;
  const incomplete = isSignedIn(account) && account?.is_registration_completed === false;
  const isOpen = useDialogStore((s) => s.stack.some((d) => d.id === SOCIAL_REGISTRATION_DIALOG_ID));
  useEffect(() => {
    if (incomplete && !isOpen) useDialogStore.getState().open(SOCIAL_REGISTRATION_DIALOG_ID, {}, { preventClose: true });
    if (!incomplete && isOpen) void useDialogStore.getState().close(SOCIAL_REGISTRATION_DIALOG_ID, { force: true });
  }, [incomplete, isOpen]);
  return null;
}
