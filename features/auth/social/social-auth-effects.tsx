'use client';

import dynamic from 'next/dynamic';
import { registerDialog } from '@/features/shell';
import { AUTH_MESSAGE_NAMESPACES } from '../messages';
import { TelegramEntry } from '../telegram/telegram-entry';
import { SOCIAL_REGISTRATION_DIALOG_ID } from './socials';
import { SocialRegistrationWatcher } from './social-registration-watcher';

// Lazy: the socialRegistration form loads only when a player needs it.
registerDialog(
  SOCIAL_REGISTRATION_DIALOG_ID,
  dynamic(() => import('./social-registration-dialog').then((m) => m.SocialRegistrationDialog)),
  { namespaces: AUTH_MESSAGE_NAMESPACES },
);

/** Rendered once by AuthDialogs: socialRegistration forced on incomplete players, and the Telegram mini-app entry. */
export function SocialAuthEffects({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <SocialRegistrationWatcher />
      <TelegramEntry signedIn={signedIn} />
    </>
  );
}
